/**
 * The snack bar (docs/rules.md §4 "Snack bar", §9): one short message 24 px above the bottom,
 * fading after 3.5 s and hidden at 4 s; a status region, so screen readers announce it; one at a
 * time (a new one replaces the old); hovering or focusing it holds it until the pointer or focus
 * leaves, then the 4 s start again.
 */

/** When the snack bar starts to fade (docs/rules.md §9). */
export const SNACK_FADE_MS = 3500;
/** When the snack bar is gone (docs/rules.md §9). */
export const SNACK_HIDE_MS = 4000;
/** Distance from the bottom of the viewport, px. */
export const SNACK_BOTTOM_PX = 24;

let bar: HTMLElement | null = null;
let timers: ReturnType<typeof setTimeout>[] = [];
let held = false;

const clear = () => {
  timers.forEach(clearTimeout);
  timers = [];
};

function schedule(el: HTMLElement): void {
  clear();
  el.style.opacity = '1';
  if (held) return;
  timers = [
    setTimeout(() => (el.style.opacity = '0'), SNACK_FADE_MS),
    setTimeout(() => {
      el.hidden = true;
      el.textContent = '';
    }, SNACK_HIDE_MS),
  ];
}

/** The page's one snack bar element, made on first use (the status region exists before its text). */
function snackBar(): HTMLElement {
  if (bar?.isConnected) return bar;
  // A bar the page removed while held is never left: the new one starts free.
  held = false;
  const el = document.createElement('div');
  el.className = 'snackbar';
  el.setAttribute('role', 'status');
  el.hidden = true;
  el.tabIndex = -1;
  Object.assign(el.style, {
    position: 'fixed', bottom: `${SNACK_BOTTOM_PX}px`, left: '50%', transform: 'translateX(-50%)', zIndex: '1200',
    transition: 'opacity 0.5s', maxWidth: 'calc(100vw - 32px)', overflowWrap: 'anywhere',
  });
  const hold = () => {
    held = true;
    clear();
    el.style.opacity = '1';
  };
  const release = () => {
    held = false;
    if (!el.hidden) schedule(el);
  };
  el.addEventListener('pointerenter', hold);
  el.addEventListener('focusin', hold);
  el.addEventListener('pointerleave', release);
  el.addEventListener('focusout', release);
  document.body.append(el);
  return (bar = el);
}

/** Shows `text` in the snack bar (as text), replacing whatever it showed; a non-string is a mistake, shown as text with a warning. */
export function showSnack(text: unknown): void {
  let shown = '';
  if (typeof text === 'string') shown = text;
  else {
    console.warn(`storefront: popup: toast text must be a string, got ${text === null ? 'null' : typeof text}`);
    try {
      shown = String(text ?? '');
    } catch {
      // kept empty: a value String() cannot print (no toString); read before the bar shows
    }
  }
  const el = snackBar();
  el.hidden = false;
  // A new text node each time, so screen readers announce a repeated message again. A bar
  // under the pointer or the focus stays held: the new message waits for it to be left.
  el.replaceChildren(document.createTextNode(shown));
  schedule(el);
}
