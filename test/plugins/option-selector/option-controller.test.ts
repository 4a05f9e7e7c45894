/**
 * The option selector controller on the uk product page's colour and capacity markup
 * (docs/rules.md §4 "Option selector"): choosing updates the name, price and an-la; the arrows
 * at the list's ends; the tooltip only for a cut-off name; bad option data (markup, missing
 * prices, repeated values); the page's markup restored on cleanup.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOptionSelector } from '../../../plugins/option-selector/option-controller';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-option-selectors"[\s\S]*?<\/section>/.exec(page)![0];

const colour = () => document.querySelector<HTMLElement>('[data-comp-name="option-selector"][an-ac="color"]')!;
const capacity = () => document.querySelector<HTMLElement>('[data-comp-name="option-selector"][an-ac="capacity"]')!;
const choose = (id: string) => {
  const input = document.getElementById(id) as HTMLInputElement;
  input.checked = true;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const text = (selector: string, root: ParentNode = document) => root.querySelector(selector)!.textContent;
/** Gives `el` a measured size, as layout would. */
const size = (el: Element, sizes: Record<string, number>) => {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(el, key, { configurable: true, value });
};

let warnings: string[];
let stops: (() => void)[];
const start = (root: HTMLElement) => stops.push(createOptionSelector(root, { warn: (m) => warnings.push(m), wrap: (fn) => fn }));

beforeEach(() => {
  document.body.innerHTML = section;
  warnings = [];
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  document.body.innerHTML = '';
});

describe('option selector: choosing', () => {
  it('shows the page’s checked option and updates name, price and an-la on a change', () => {
    start(colour());
    start(capacity());
    expect(text('#multiColorText')).toBe('Titanium Silverblue');
    choose('pd-color-4');
    expect(text('#multiColorText')).toBe('Titanium Jetblack');
    expect(text('.pd-option-selector__price', colour())).toBe('£1,279.00');
    expect(colour().getAttribute('an-la')).toBe('color:titanium jetblack');
    choose('pd-capacity-2');
    expect(text('#pd-capacity-text')).toBe('1 TB');
    expect(text('.pd-option-selector__price', capacity())).toBe('£1,549.00');
    expect(capacity().getAttribute('an-la')).toBe('capacity:1 tb');
    expect(text('#multiColorText'), 'the colour is untouched by the capacity').toBe('Titanium Jetblack');
    expect(warnings).toEqual([]);
  });

  it('restores name, price, an-la, arrows and tooltip on cleanup', () => {
    const before = colour().outerHTML;
    start(colour());
    choose('pd-color-2');
    stops.pop()!();
    (document.getElementById('pd-color-0') as HTMLInputElement).checked = true;
    expect(colour().outerHTML).toBe(before);
  });
});

describe('option selector: arrows and tooltip', () => {
  it('disables the previous arrow at the start and the next one at the end of the list', () => {
    const list = colour().querySelector('.pd-option-selector__list-wrap')!;
    size(list, { scrollWidth: 900, clientWidth: 300, scrollLeft: 0 });
    start(colour());
    const prev = colour().querySelector('.pd-option-selector__arrow--prev')!;
    const next = colour().querySelector('.pd-option-selector__arrow--next')!;
    expect([prev.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([true, false]);
    size(list, { scrollLeft: 300 });
    list.dispatchEvent(new Event('scroll'));
    expect([prev.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([false, false]);
    size(list, { scrollLeft: 598 });
    list.dispatchEvent(new Event('scroll'));
    expect([prev.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([false, true]);
  });

  it('an arrow that has the focus when the end disables it hands the focus to the other arrow', () => {
    const list = colour().querySelector('.pd-option-selector__list-wrap')!;
    size(list, { scrollWidth: 900, clientWidth: 300, scrollLeft: 300 });
    start(colour());
    const prev = colour().querySelector<HTMLElement>('.pd-option-selector__arrow--prev')!;
    const next = colour().querySelector<HTMLElement>('.pd-option-selector__arrow--next')!;
    next.focus();
    size(list, { scrollLeft: 598 });
    list.dispatchEvent(new Event('scroll'));
    expect([next.hasAttribute('disabled'), document.activeElement]).toEqual([true, prev]);
    size(list, { scrollLeft: 0 });
    list.dispatchEvent(new Event('scroll'));
    expect([prev.hasAttribute('disabled'), document.activeElement]).toEqual([true, next]);
  });

  it('offers the tooltip only while the chosen name is cut off, with the full name as text', () => {
    const name = document.getElementById('multiColorText')!;
    size(name, { scrollWidth: 120, clientWidth: 160 });
    start(colour());
    const button = colour().querySelector<HTMLButtonElement>('.pd-option-selector__tooltip-btn')!;
    const tip = colour().querySelector<HTMLElement>('[role="tooltip"]')!;
    expect(button.hidden).toBe(true);
    button.click();
    expect(tip.hidden, 'a name shown whole has no tooltip').toBe(true);
    size(name, { scrollWidth: 300 });
    choose('pd-color-6');
    expect(button.hidden).toBe(false);
    button.click();
    expect([tip.hidden, tip.textContent, button.getAttribute('aria-expanded')]).toEqual([false, 'Titanium Pinkgold Online Exclusive Edition', 'true']);
    colour().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect([tip.hidden, button.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    button.click();
    size(name, { scrollWidth: 100 });
    choose('pd-color-1');
    expect([button.hidden, tip.hidden]).toEqual([true, true]);
  });
});

describe('option selector: bad option data', () => {
  it('shows a name written with markup as text, creating no element', () => {
    document.querySelector('label[for="pd-color-1"] .pd-option-selector__label-name')!.textContent = '<img src=x onerror=alert(1)>Black';
    start(colour());
    choose('pd-color-1');
    expect(text('#multiColorText')).toBe('<img src=x onerror=alert(1)>Black');
    expect(colour().querySelector('img')).toBeNull();
  });

  it('warns about an option without a price and shows no price for it, not the previous one', () => {
    document.querySelector('label[for="pd-capacity-1"] .pd-option-selector__label-price')!.remove();
    start(capacity());
    expect(warnings).toEqual(['option "512gb" (#pd-capacity-1) has no price in its label; no price is shown for it']);
    choose('pd-capacity-1');
    expect(text('#pd-capacity-text')).toBe('512 GB');
    expect(text('.pd-option-selector__price', capacity())).toBe('');
    choose('pd-capacity-2');
    expect(text('.pd-option-selector__price', capacity())).toBe('£1,549.00');
  });

  it('disables a repeated value with a warning; the first keeps working', () => {
    (document.getElementById('pd-color-3') as HTMLInputElement).value = 'titanium-black';
    start(colour());
    expect(warnings).toEqual(['option value "titanium-black" is repeated (#pd-color-3); the repeat is disabled']);
    expect((document.getElementById('pd-color-3') as HTMLInputElement).disabled).toBe(true);
    expect((document.getElementById('pd-color-1') as HTMLInputElement).disabled).toBe(false);
    choose('pd-color-1');
    expect(text('#multiColorText')).toBe('Titanium Black');
  });
});
