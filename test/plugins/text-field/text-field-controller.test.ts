/**
 * The text field controller on the uk product page's text fields (docs/rules.md §5 "Forms and
 * text"): the counter shows length over max, whitespace-only counts as empty, v2 states (error,
 * success, active, focus, delete), errors announced, a huge paste capped, cleanup restores.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTextField, readTextField } from '../../../plugins/text-field/text-field-controller';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-text-fields"[\s\S]*?<\/section>/.exec(page)![0];

const rootOf = (id: string) => document.getElementById(id)!.closest<HTMLElement>('[data-comp-name="text-field"]')!;
const note = () => document.getElementById('pd-gift-note') as HTMLTextAreaElement;
const nick = () => document.getElementById('pd-nickname') as HTMLInputElement;
const count = () => document.getElementById('pd-gift-note-count')!;
const clear = () => rootOf('pd-nickname').querySelector<HTMLButtonElement>('.text-field__clear')!;
const error = () => document.getElementById('pd-nickname-error')!;

let warnings: string[];
let stops: (() => void)[];
const start = (el: HTMLElement) => stops.push(createTextField(el, { warn: (m) => warnings.push(m), wrap: (fn) => fn }));
const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  document.body.innerHTML = section;
  warnings = [];
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  document.body.innerHTML = '';
});

describe('text field v1', () => {
  it('the multi-line field shows current length over its max as the user types', () => {
    start(rootOf('pd-gift-note'));
    expect(count().textContent).toBe('0/200');
    type(note(), 'Happy birthday');
    expect(count().textContent).toBe('14/200');
  });

  it('whitespace-only counts as empty: the field is not active', () => {
    start(rootOf('pd-gift-note'));
    type(note(), '   \n ');
    expect(rootOf('pd-gift-note').classList.contains('text-field--active')).toBe(false);
    // The counter still counts what was typed: five characters of the 200.
    expect(count().textContent).toBe('5/200');
    type(note(), ' a ');
    expect(rootOf('pd-gift-note').classList.contains('text-field--active')).toBe(true);
  });

  it('a 1 MB paste is counted and capped at the max, with a warning naming the field', () => {
    start(rootOf('pd-gift-note'));
    type(note(), 'x'.repeat(1024 * 1024));
    expect(note().value).toBe('x'.repeat(200));
    expect(count().textContent).toBe('200/200');
    expect(warnings).toEqual(['#pd-gift-note got 1048576 characters; kept the first 200']);
  });

  it("counts as the browser's maxlength does: 15 emoji fill 30; a cut never leaves half an emoji; maxlength is read the browser's way", () => {
    document.body.innerHTML = '<div class="text-field" data-comp-name="text-field"><textarea id="t" maxlength="30"></textarea><span class="text-field__count">-</span></div><div class="text-field" data-comp-name="text-field"><input id="u" maxlength="5"><span class="text-field__count">-</span></div><div class="text-field" data-comp-name="text-field"><input id="v" maxlength="1e3"><span class="text-field__count">-</span></div>';
    const [t, u, v] = [...document.querySelectorAll<HTMLElement>('.text-field')];
    const counter = (root: HTMLElement) => root.querySelector('.text-field__count')!.textContent;
    [t, u, v].forEach((r) => start(r!));
    type(t!.querySelector('textarea')!, '😀'.repeat(15));
    expect(counter(t!)).toBe('30/30');
    type(u!.querySelector('input')!, '😀😀😀');
    expect([u!.querySelector('input')!.value, counter(u!)]).toEqual(['😀😀', '4/5']);
    expect(counter(v!)).toBe('0/1');
  });

  it('a bad maxlength shows no counter and warns', () => {
    document.body.innerHTML = '<div class="text-field" data-comp-name="text-field"><textarea id="t" maxlength="lots"></textarea><span class="text-field__count">-</span></div>';
    start(document.querySelector<HTMLElement>('.text-field')!);
    type(document.querySelector('textarea')!, 'abc');
    expect(document.querySelector('.text-field__count')!.textContent).toBe('-');
    expect(warnings[0]).toContain('maxlength "lots" on #t');
  });

  it('a field with no input is refused', () => {
    document.body.innerHTML = '<div class="text-field" data-comp-name="text-field"></div>';
    expect(() => readTextField(document.querySelector<HTMLElement>('.text-field')!)).toThrow('no input or textarea');
  });
});

describe('text field v2', () => {
  it('focus adds the focus state; leaving takes it away', () => {
    start(rootOf('pd-nickname'));
    nick().dispatchEvent(new FocusEvent('focus'));
    expect(rootOf('pd-nickname').classList.contains('text-field--focus')).toBe(true);
    nick().dispatchEvent(new FocusEvent('blur'));
    expect(rootOf('pd-nickname').classList.contains('text-field--focus')).toBe(false);
  });

  it('the clear button shows only while there is text', () => {
    start(rootOf('pd-nickname'));
    expect(clear().hidden).toBe(true);
    type(nick(), 'Work phone');
    expect(clear().hidden).toBe(false);
    type(nick(), '');
    expect(clear().hidden).toBe(true);
  });

  it('clear empties the field, fires input and keeps focus in it', () => {
    start(rootOf('pd-nickname'));
    nick().focus();
    type(nick(), 'Work phone');
    const inputs: string[] = [];
    nick().addEventListener('input', () => inputs.push(nick().value));
    clear().focus();
    clear().click();
    expect(nick().value).toBe('');
    expect(inputs).toEqual(['']);
    expect(document.activeElement).toBe(nick());
    expect(clear().hidden).toBe(true);
  });

  it('a required field left blank (spaces only) is in error, announced and described', () => {
    start(rootOf('pd-nickname'));
    type(nick(), '   ');
    nick().dispatchEvent(new FocusEvent('blur'));
    expect(rootOf('pd-nickname').classList.contains('text-field--error')).toBe(true);
    expect(nick().getAttribute('aria-invalid')).toBe('true');
    expect(nick().getAttribute('aria-describedby')).toBe('pd-nickname-error');
    expect(error().hidden).toBe(false);
    expect(error().getAttribute('role')).toBe('alert');
  });

  it('typing text clears the error; leaving with text is success', () => {
    start(rootOf('pd-nickname'));
    nick().dispatchEvent(new FocusEvent('blur'));
    type(nick(), 'Tablet');
    expect(rootOf('pd-nickname').classList.contains('text-field--error')).toBe(false);
    expect(nick().hasAttribute('aria-invalid')).toBe(false);
    expect(nick().hasAttribute('aria-describedby')).toBe(false);
    expect(error().hidden).toBe(true);
    nick().dispatchEvent(new FocusEvent('blur'));
    expect(rootOf('pd-nickname').classList.contains('text-field--success')).toBe(true);
  });

  it('cleanup restores the markup and stops listening', () => {
    const html = rootOf('pd-nickname').outerHTML;
    start(rootOf('pd-nickname'));
    nick().dispatchEvent(new FocusEvent('blur'));
    stops.pop()!();
    expect(rootOf('pd-nickname').outerHTML).toBe(html);
    type(nick(), 'x');
    expect(clear().hidden).toBe(true);
  });

  it('two fields whose messages have no id are each described by their own message, and cleanup takes the ids back', () => {
    const bare = rootOf('pd-nickname').outerHTML.replace(/ id="[^"]*"/g, '').replace(/ (aria-describedby|for)="[^"]*"/g, '');
    document.body.innerHTML = bare + bare;
    const roots = [...document.querySelectorAll<HTMLElement>('[data-comp-name="text-field"]')];
    const shipped = roots.map((r) => r.outerHTML);
    for (const r of roots) start(r);
    const inputs = roots.map((r) => r.querySelector('input')!);
    for (const input of inputs) input.dispatchEvent(new FocusEvent('blur'));
    const messages = roots.map((r) => r.querySelector('.text-field__error')!);
    expect(inputs.map((i) => document.getElementById(i.getAttribute('aria-describedby')!))).toEqual(messages);
    for (const stop of stops.splice(0)) stop();
    expect(roots.map((r) => r.outerHTML)).toEqual(shipped);
  });
});
