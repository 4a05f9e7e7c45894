/**
 * The on/off switch over the legacy markup (WAI-ARIA Switch pattern): a click, Space (and
 * Enter, as on a native button) turns it over; `aria-checked`, the `switch--on` class and the
 * hidden checkbox follow, and the checkbox fires `change` so forms see it. A disabled switch
 * (`aria-disabled="true"` or `disabled`) stays as it is. The cleanup restores the markup.
 */

/** The parts of one switch. */
export interface SwitchParts {
  button: HTMLElement;
  input: HTMLInputElement | null;
}

/** Finds the `role="switch"` element and the optional checkbox; throws without a switch. */
export function readSwitch(root: HTMLElement): SwitchParts {
  const button = root.matches('[role="switch"]') ? root : root.querySelector<HTMLElement>('[role="switch"]');
  if (!button) throw new Error('the switch has no [role="switch"] element');
  return { button, input: root.querySelector<HTMLInputElement>('input.switch__input[type="checkbox"]') };
}

/** How the controller reports and wraps what it runs. */
export interface SwitchHost {
  warn: (message: string) => void;
  /** Wraps listeners (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

const isDisabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true' || el.hasAttribute('disabled');

/**
 * Starts one switch on `root`; returns the cleanup that restores the page's markup. `pressed`
 * is a click on the switch that came while the plugin loaded: it turns the switch over once.
 */
export function createSwitch(root: HTMLElement, host: SwitchHost, pressed?: Event): () => void {
  const { button, input } = readSwitch(root);
  const before = { checked: button.getAttribute('aria-checked'), on: root.classList.contains('switch--on'), input: input?.checked };
  const given = button.getAttribute('aria-checked');
  if (given !== 'true' && given !== 'false') host.warn(`aria-checked ${JSON.stringify(given)} on #${button.id || '(no id)'} is neither "true" nor "false"; the switch starts off`);
  let on = given === 'true';

  const render = () => {
    button.setAttribute('aria-checked', String(on));
    root.classList.toggle('switch--on', on);
    if (input) input.checked = on;
  };
  const toggle = () => {
    if (isDisabled(button)) return;
    on = !on;
    render();
    input?.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const onClick = host.wrap((event: MouseEvent) => {
    event.preventDefault();
    toggle();
  });
  // A native button turns Space and Enter into a click itself; other elements need the keys.
  const native = button instanceof HTMLButtonElement;
  const onKey = host.wrap((event: KeyboardEvent) => {
    if (native || (event.key !== ' ' && event.key !== 'Enter')) return;
    event.preventDefault();
    toggle();
  });

  button.addEventListener('click', onClick);
  button.addEventListener('keydown', onKey);
  render();
  if (pressed?.type === 'click' && pressed.target instanceof Node && button.contains(pressed.target)) toggle();

  return () => {
    button.removeEventListener('click', onClick);
    button.removeEventListener('keydown', onKey);
    if (before.checked === null) button.removeAttribute('aria-checked');
    else button.setAttribute('aria-checked', before.checked);
    root.classList.toggle('switch--on', before.on);
    if (input && before.input !== undefined) input.checked = before.input;
  };
}
