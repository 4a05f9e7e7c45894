/**
 * Text fields v1 and v2 over the legacy markup (WAI-ARIA: a native textbox with
 * `aria-invalid` + `aria-describedby` for errors, announced by a `role="alert"` message):
 * docs/rules.md §5 "Text fields". A field with a length (`maxlength`) shows current length over
 * max; whitespace-only counts as empty. v2 (`text-field--v2`) adds the states normal, error,
 * success plus active (has text), focus and delete (a clear button while text exists).
 * Pasting more than the max keeps the first max characters (counted as the browser's
 * maxlength counts them, never half an emoji; no long task).
 */

// The rules of runtime/rules/validation.ts, inlined: importing it would split it into a shared
// chunk with the login layer and add a chunk's overhead to both.
const isBlank = (value: string) => value.trim() === '';

/** The parts of one text field. */
export interface TextFieldParts {
  input: HTMLInputElement | HTMLTextAreaElement;
  count: HTMLElement | null;
  clear: HTMLElement | null;
  error: HTMLElement | null;
}

/** Finds the input or textarea and its optional parts; throws without one. */
export function readTextField(root: HTMLElement): TextFieldParts {
  const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement>('textarea, input');
  if (!input) throw new Error('the text field has no input or textarea');
  return {
    input,
    count: root.querySelector<HTMLElement>('.text-field__count'),
    clear: root.querySelector<HTMLElement>('.text-field__clear'),
    error: root.querySelector<HTMLElement>('.text-field__error'),
  };
}


/** The field's maximum length, or null when it has none or a bad one. */
export function maxLengthOf(input: HTMLInputElement | HTMLTextAreaElement, warn: (m: string) => void): number | null {
  const raw = input.getAttribute('maxlength');
  if (raw === null) return null;
  // The limit the browser itself enforces, parsed its way ("1e3" is 1): the counter never
  // promises room the field does not give.
  const max = input.maxLength;
  if (max > 0) return max;
  warn(`maxlength ${JSON.stringify(raw)} on #${input.id || '(no id)'} is not a positive whole number; no length is shown`);
  return null;
}

/** How the controller reports and wraps what it runs. */
export interface TextFieldHost {
  warn: (message: string) => void;
  /** Wraps listeners (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

let messages = 0;

/** Starts one text field on `root`; returns the cleanup that restores the page's markup. */
export function createTextField(root: HTMLElement, host: TextFieldHost): () => void {
  const { input, count, clear, error } = readTextField(root);
  const v2 = root.classList.contains('text-field--v2');
  const max = maxLengthOf(input, host.warn);
  const before = { classes: root.className, invalid: input.getAttribute('aria-invalid'), described: input.getAttribute('aria-describedby'), count: count?.textContent, clearHidden: clear?.hidden, errorHidden: error?.hidden };
  // A message without an id gets one of its own (two fields never name each other's), taken back on cleanup.
  const ownId = !!error && !error.id;
  if (ownId) error.id = `sf-field-error-${++messages}`;
  let state: 'normal' | 'error' | 'success' = 'normal';

  const render = () => {
    const blank = isBlank(input.value);
    // Counted as the browser's maxlength counts (UTF-16 units: an emoji is 2), so the counter
    // reads max when the browser stops the typing.
    if (count && max !== null) count.textContent = `${input.value.length}/${max}`;
    root.classList.toggle('text-field--active', !blank);
    if (clear) clear.hidden = !v2 || input.value === '';
    root.classList.toggle('text-field--error', state === 'error');
    root.classList.toggle('text-field--success', state === 'success');
    if (state === 'error') {
      input.setAttribute('aria-invalid', 'true');
      if (error) {
        error.hidden = false;
        const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
        if (!ids.includes(error.id)) input.setAttribute('aria-describedby', [...ids, error.id].join(' '));
      }
    } else {
      input.removeAttribute('aria-invalid');
      if (error) error.hidden = true;
      if (before.described === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', before.described);
    }
  };

  const onInput = host.wrap(() => {
    // A huge paste is cut once, at max (one slice, no per-character work).
    if (max !== null && input.value.length > max) {
      host.warn(`#${input.id || '(no id)'} got ${input.value.length} characters; kept the first ${max}`);
      const kept = input.value.slice(0, max);
      // Never half an emoji: a cut between the two halves of a pair drops the first half too.
      input.value = /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
    }
    // A fixed error clears as the user types; the check runs again on leaving the field.
    if (state === 'error' && !isBlank(input.value)) state = 'normal';
    render();
  });
  const onFocus = host.wrap(() => root.classList.add('text-field--focus'));
  const onBlur = host.wrap(() => {
    root.classList.remove('text-field--focus');
    if (!v2) return render();
    const blank = isBlank(input.value);
    state = blank ? (input.required ? 'error' : 'normal') : 'success';
    render();
  });
  const onClear = host.wrap((event: Event) => {
    event.preventDefault();
    input.value = '';
    state = 'normal';
    render();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  });

  input.addEventListener('input', onInput);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', onBlur);
  clear?.addEventListener('click', onClear);
  if (input.value.length > 0) onInput();
  render();

  return () => {
    input.removeEventListener('input', onInput);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', onBlur);
    clear?.removeEventListener('click', onClear);
    root.className = before.classes;
    if (before.invalid === null) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', before.invalid);
    if (before.described === null) input.removeAttribute('aria-describedby');
    else input.setAttribute('aria-describedby', before.described);
    if (count && before.count !== undefined) count.textContent = before.count;
    if (clear && before.clearHidden !== undefined) clear.hidden = before.clearHidden;
    if (error && before.errorHidden !== undefined) error.hidden = before.errorHidden;
    if (ownId) error.removeAttribute('id');
  };
}
