/**
 * The confirm popup (OK and cancel) and the global message popup (text and one button), built
 * by the kit (WAI-ARIA alertdialog pattern; docs/rules.md §2 "Other UI", §8). Store-result alerts
 * show server text: every text goes in as a text node, never as markup. The markup uses the
 * legacy layer-popup classes, so the site's CSS styles it like the page's own popups.
 */
import { openPopup } from './popup-manager';

/** Texts of one message popup. */
export interface MessageTexts {
  title?: string | undefined;
  text: string;
  ok: string;
  /** Present for a confirm popup. */
  cancel?: string | undefined;
}

let serial = 0;

/** Text for the popup: strings as they are; anything else is a mistake, shown as text with a warning. */
export function messageText(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  console.warn(`storefront: popup: ${field} must be a string, got ${value === null ? 'null' : typeof value}`);
  try {
    return value === undefined || value === null ? '' : String(value);
  } catch {
    // A value String() cannot print (no toString): nothing to show but the warning.
    return '';
  }
}

function node<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Shows a message popup; resolves true for OK, false for cancel, Esc, Back or another close. */
export function showMessage({ title, text, ok, cancel }: MessageTexts): Promise<boolean> {
  const id = `sf-message-${++serial}`;
  const popup = node('div', 'layer-popup sf-message-popup');
  popup.setAttribute('role', 'alertdialog');
  const desc = node('p', 'layer-popup__desc', text);
  desc.id = `${id}-text`;
  // Server texts keep their line breaks (docs/rules.md §8); a long word wraps instead of widening the popup.
  desc.style.cssText = 'white-space:pre-line;overflow-wrap:anywhere';
  if (title) {
    const heading = node('p', 'layer-popup__title', title);
    heading.id = `${id}-title`;
    popup.append(heading);
  }
  popup.setAttribute('aria-labelledby', title ? `${id}-title` : desc.id);
  if (title) popup.setAttribute('aria-describedby', desc.id);
  const buttons = node('div', 'layer-popup__cta-wrap');
  const okButton = node('button', 'cta cta--contained cta--black', ok);
  const cancelButton = cancel === undefined ? null : node('button', 'cta cta--outlined cta--black', cancel);
  buttons.append(...(cancelButton ? [cancelButton] : []), okButton);
  popup.append(desc, buttons);
  popup.style.display = 'block';
  // Appended to the body, outside any form: the buttons submit nothing.
  document.body.append(popup);

  return new Promise((resolve) => {
    let answer = false;
    const handle = openPopup({
      element: popup,
      initialFocus: okButton,
      // An answer is wanted: only the buttons, Esc and Back close it.
      dimmedCloses: false,
      onClose: () => {
        popup.remove();
        resolve(answer);
      },
    });
    okButton.addEventListener('click', () => {
      answer = true;
      handle.close('button');
    });
    cancelButton?.addEventListener('click', () => handle.close('button'));
  });
}
