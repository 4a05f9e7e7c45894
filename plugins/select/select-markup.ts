/**
 * Reads one legacy menu: its hidden `select.menu__select`, the `button.menu__select-field`
 * that stands for it, and the mode (`data-link="self|blank"`: choosing navigates the current
 * or a new window to the option's value). Checks link targets against the site's rules.
 */
import { allowedLink } from '../../runtime/rules/allowed-link';
import type { MenuItem } from '../../runtime/ui/controls/MenuList';

/** Where a link-mode menu sends the shopper. */
export type LinkMode = 'self' | 'blank' | null;

/** The parts of one menu. */
export interface MenuParts {
  select: HTMLSelectElement;
  button: HTMLButtonElement;
  text: HTMLElement | null;
  /** What the menu chooses: the button's data-aria-label, else the label its aria-labelledby names first. */
  label: string;
}

/** Finds the select and its button; throws a clear message when either is missing or the select is empty. */
export function readMenu(root: HTMLElement): MenuParts {
  const select = root.querySelector<HTMLSelectElement>('select.menu__select');
  const button = root.querySelector<HTMLButtonElement>('button.menu__select-field');
  if (!select || !button) throw new Error('the menu has no select.menu__select with a button.menu__select-field');
  if (select.options.length === 0) throw new Error('select.menu__select has no options');
  const named = button.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const label = button.dataset.ariaLabel ?? (named ? root.ownerDocument.getElementById(named)?.textContent?.trim() : undefined) ?? '';
  return { select, button, text: button.querySelector('.menu__select-field-text'), label };
}

/** The mode from `data-link`; anything else is no link mode, with a warning naming the field. */
export function linkMode(value: string | undefined, warn: (m: string) => void): LinkMode {
  if (value === undefined) return null;
  if (value === 'self' || value === 'blank') return value;
  warn(`data-link should be "self" or "blank", got ${JSON.stringify(value.slice(0, 40))}; the menu only selects`);
  return null;
}

/** The select's options as menu items: their text (as text) and disabled flags. */
export function menuItems(select: HTMLSelectElement): MenuItem[] {
  return [...select.options].map((o) => ({ label: (o.textContent ?? '').trim(), disabled: o.disabled || (o.parentElement as HTMLOptGroupElement | null)?.disabled === true }));
}

/** The URL a link-mode choice may open, or null (off-site, javascript:, data:, malformed). */
export function linkTarget(value: string, pageUrl: string, allowedHosts: readonly string[]): string | null {
  return allowedLink(value, { pageUrl, allowedHosts });
}
