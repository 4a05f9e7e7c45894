/**
 * The tooltip controller on the uk product page's tooltip (docs/rules.md §5, §8): click and
 * Enter open, Esc closes and returns focus, aria-expanded and the Expand / Collapse text follow,
 * text stays text, cleanup restores the markup.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTooltip, readTooltip } from '../../../plugins/tooltip/tooltip-controller';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-tooltips"[\s\S]*?<\/section>/.exec(page)![0];

const root = () => document.querySelector<HTMLElement>('[data-comp-name="tooltip"]')!;
const button = () => document.getElementById('pd-care-tip')!;
const content = () => document.getElementById('pd-care-tip-content')!;
const label = () => button().querySelector('.tooltip__btn-text')!;
const texts = { expand: 'Expand', collapse: 'Collapse' };

let stops: (() => void)[];
const start = (t = texts) => stops.push(createTooltip(root(), t, { wrap: (fn) => fn }));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

beforeEach(() => {
  document.body.innerHTML = section;
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  document.body.innerHTML = '';
});

describe('tooltip', () => {
  it('the template carries Expand / Collapse in page data and starts closed', () => {
    expect([root().dataset.expandText, root().dataset.collapseText]).toEqual(['Expand', 'Collapse']);
    expect(content().hidden).toBe(true);
  });

  it('a click opens and closes it: aria-expanded, content and the hidden text follow', () => {
    start();
    expect([button().getAttribute('aria-expanded'), label().textContent]).toEqual(['false', 'Expand']);
    button().click();
    expect([button().getAttribute('aria-expanded'), content().hidden, label().textContent]).toEqual(['true', false, 'Collapse']);
    button().click();
    expect([button().getAttribute('aria-expanded'), content().hidden, label().textContent]).toEqual(['false', true, 'Expand']);
  });

  it('Esc closes it and returns focus to the button', () => {
    start();
    button().click();
    content().tabIndex = -1;
    content().focus();
    key(content(), 'Escape');
    expect(content().hidden).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('Enter and Space on the native button are left to the browser, which turns them into the click that opens it', () => {
    start();
    for (const k of ['Enter', ' ']) {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      button().dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter opens a tooltip whose button is not a native button; other keys do not', () => {
    document.body.innerHTML = '<div class="tooltip" data-comp-name="tooltip"><span class="tooltip__btn" role="button" tabindex="0" id="b"><span class="tooltip__btn-text"></span></span><div class="tooltip__content" role="tooltip" hidden>Hi</div></div>';
    start();
    const b = document.getElementById('b')!;
    key(b, 'a');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    key(b, 'Enter');
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect(b.getAttribute('aria-controls')).toBe(document.querySelector('.tooltip__content')!.id);
  });

  it('page texts are set as text, never parsed', () => {
    start({ expand: '<img src=x onerror=alert(1)>', collapse: 'Close' });
    expect(label().textContent).toBe('<img src=x onerror=alert(1)>');
    expect(button().querySelector('img')).toBeNull();
  });

  it('a tooltip without content is refused', () => {
    document.body.innerHTML = '<div class="tooltip" data-comp-name="tooltip"><button class="tooltip__btn"></button></div>';
    expect(() => readTooltip(root())).toThrow('no .tooltip__content');
  });

  it('cleanup restores the markup and stops listening', () => {
    const html = root().outerHTML;
    start();
    button().click();
    stops.pop()!();
    expect(root().outerHTML).toBe(html);
    button().click();
    expect(content().hidden).toBe(true);
  });

  it('two tooltips whose boxes have no id each name their own box, and cleanup takes the ids back', () => {
    const bare = root().outerHTML.replace(/ id="[^"]*"/g, '').replace(/ aria-(controls|describedby)="[^"]*"/g, '');
    document.body.innerHTML = bare + bare;
    const roots = [...document.querySelectorAll<HTMLElement>('[data-comp-name="tooltip"]')];
    const shipped = roots.map((r) => r.outerHTML);
    for (const r of roots) stops.push(createTooltip(r, texts, { wrap: (fn) => fn }));
    const boxes = roots.map((r) => r.querySelector('.tooltip__content')!);
    const named = roots.map((r) => document.getElementById(r.querySelector('.tooltip__btn')!.getAttribute('aria-controls')!));
    expect(named).toEqual(boxes);
    for (const stop of stops.splice(0)) stop();
    expect(roots.map((r) => r.outerHTML)).toEqual(shipped);
  });
});
