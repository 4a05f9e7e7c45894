/**
 * The switch controller on the uk product page's switch markup (docs/rules.md §4 "Switch"):
 * click and keys turn it over, aria-checked, class and checkbox follow, a disabled switch
 * stays, a bad aria-checked starts off with a warning, cleanup restores the markup.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSwitch, readSwitch } from '../../../plugins/switch/switch-controller';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-switches"[\s\S]*?<\/section>/.exec(page)![0];

const root = (key: string) => document.getElementById(`pd-${key}-switch`)!.closest<HTMLElement>('[data-comp-name="switch"]')!;
const button = (key: string) => document.getElementById(`pd-${key}-switch`)!;
const box = (key: string) => root(key).querySelector<HTMLInputElement>('.switch__input')!;

let warnings: string[];
let stops: (() => void)[];
const start = (el: HTMLElement) => stops.push(createSwitch(el, { warn: (m) => warnings.push(m), wrap: (fn) => fn }));

beforeEach(() => {
  document.body.innerHTML = section;
  warnings = [];
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  document.body.innerHTML = '';
});

describe('switch', () => {
  it('the template has an enabled switch that starts off and a disabled one that starts on', () => {
    expect(button('alerts').getAttribute('aria-checked')).toBe('false');
    expect(button('insurance').getAttribute('aria-checked')).toBe('true');
    expect(button('insurance').getAttribute('aria-disabled')).toBe('true');
  });

  it('a click turns it on and off: aria-checked, switch--on and the checkbox follow, change fires', () => {
    start(root('alerts'));
    const changes: boolean[] = [];
    root('alerts').addEventListener('change', (e) => changes.push((e.target as HTMLInputElement).checked));
    button('alerts').click();
    expect([button('alerts').getAttribute('aria-checked'), root('alerts').classList.contains('switch--on'), box('alerts').checked]).toEqual(['true', true, true]);
    button('alerts').click();
    expect([button('alerts').getAttribute('aria-checked'), root('alerts').classList.contains('switch--on'), box('alerts').checked]).toEqual(['false', false, false]);
    expect(changes).toEqual([true, false]);
  });

  it('a disabled switch stays as it is', () => {
    start(root('insurance'));
    button('insurance').click();
    expect([button('insurance').getAttribute('aria-checked'), box('insurance').checked]).toEqual(['true', true]);
  });

  it('Space and Enter toggle a switch that is not a native button; other keys do not', () => {
    document.body.innerHTML = '<div data-comp-name="switch"><span role="switch" tabindex="0" id="s" aria-checked="false">Alerts</span></div>';
    start(document.querySelector('[data-comp-name="switch"]')!);
    const el = document.getElementById('s')!;
    const key = (k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    key(' ');
    expect(el.getAttribute('aria-checked')).toBe('true');
    key('Enter');
    expect(el.getAttribute('aria-checked')).toBe('false');
    key('a');
    expect(el.getAttribute('aria-checked')).toBe('false');
  });

  it('on a native button the keys are left to the button (its click does the turning, once)', () => {
    start(root('alerts'));
    button('alerts').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(button('alerts').getAttribute('aria-checked')).toBe('false');
  });

  it('a bad aria-checked starts off with a warning naming the attribute', () => {
    button('alerts').setAttribute('aria-checked', '<b>yes</b>');
    start(root('alerts'));
    expect(button('alerts').getAttribute('aria-checked')).toBe('false');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('aria-checked');
    expect(warnings[0]).toContain('#pd-alerts-switch');
  });

  it('without a role="switch" element the marker is refused', () => {
    document.body.innerHTML = '<div data-comp-name="switch"><button type="button">x</button></div>';
    expect(() => readSwitch(document.querySelector('[data-comp-name="switch"]')!)).toThrow('role="switch"');
  });

  it('cleanup restores the markup and stops listening', () => {
    start(root('alerts'));
    button('alerts').click();
    stops.pop()!();
    expect([button('alerts').getAttribute('aria-checked'), root('alerts').classList.contains('switch--on'), box('alerts').checked]).toEqual(['false', false, false]);
    button('alerts').click();
    button('alerts').click();
    expect([button('alerts').getAttribute('aria-checked'), root('alerts').classList.contains('switch--on')]).toEqual(['false', false]);
  });
});
