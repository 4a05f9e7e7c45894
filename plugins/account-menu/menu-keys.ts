/**
 * The WAI-ARIA menu button pattern over the legacy markup: `button[data-js-action=user]` opens
 * `[role=menu]`, whose `[role=menuitem]` links take roving focus. Enter, Space and Down open
 * and focus the first item, Up opens on the last; arrows, Home and End move; Esc closes and
 * returns focus to the button; Tab out of the block closes. The legacy gnb header's block is a
 * disclosure instead: its button opens a layer of links, reached with Tab.
 */

/** The parts of one account block. */
export interface MenuParts {
  button: HTMLElement;
  menu: HTMLElement;
  /** The legacy gnb header's block: a disclosure button over a layer of plain links. */
  disclosure: boolean;
}

/** The block's button and menu, or null when its markup lacks them. */
export function menuParts(block: HTMLElement): MenuParts | null {
  const button = block.querySelector<HTMLElement>('[data-js-action="user"]');
  const menu = block.querySelector<HTMLElement>('[role="menu"]');
  if (button && menu) return { button, menu, disclosure: false };
  const toggle = block.querySelector<HTMLElement>(':scope > :is(.gnb__login-btn, .gnb__logout-btn)');
  const layer = block.querySelector<HTMLElement>(':scope > .gnb__login-layer');
  return toggle && layer ? { button: toggle, menu: layer, disclosure: true } : null;
}

/** The items a shopper can reach now (hidden ones skipped). */
export function menuItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => !item.closest('[hidden], .hide'));
}

/** The item to focus after `key` from `current` (wrapping), or null when the key does not move. */
export function nextItem(items: readonly HTMLElement[], current: Element | null, key: string): HTMLElement | null {
  if (!items.length) return null;
  const at = items.indexOf(current as HTMLElement);
  switch (key) {
    case 'ArrowDown':
      return items[(at + 1) % items.length]!;
    case 'ArrowUp':
      return items[(at - 1 + items.length) % items.length]!;
    case 'Home':
      return items[0]!;
    case 'End':
      return items[items.length - 1]!;
    default:
      return null;
  }
}
