import { act } from '../../support/act';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusLoop } from '../../../runtime/ui/use-focus-loop';


// The legacy layers' markup: guards (tabindex=0) at both ends of the layer's controls.
const LAYERS = {
  'search layer': `<div id="layer"><span class="x__looping--start" tabindex="0"></span>
    <input id="first" type="search"><button id="middle">Search</button><button hidden>Hidden</button>
    <a id="last" href="/uk/search/">All results</a><button disabled>Off</button>
    <span class="x__looping--end" tabindex="0"></span></div>`,
  'popup with one control': `<div id="layer"><span class="x__looping--start" tabindex="0"></span>
    <button id="first">Close</button><span class="x__looping--end" tabindex="0"></span></div>`,
  'layer whose last control sits in an inert part': `<div id="layer"><span class="x__looping--start" tabindex="0"></span>
    <button id="first">One</button><select id="last"><option>a</option></select>
    <div inert><a href="/x">Inert</a></div><span class="x__looping--end" tabindex="0"></span></div>`,
};

let root: Root;
const el = (selector: string) => document.querySelector<HTMLElement>(selector)!;
function Loop({ active }: { active: boolean }) {
  useFocusLoop(el('#layer'), el('.x__looping--start'), el('.x__looping--end'), active);
  return null;
}
const mount = (html: string, active = true) => {
  document.body.innerHTML = `<button id="outside">Outside</button>${html}`;
  root = createRoot(document.createElement('div'));
  act(() => root.render(<Loop active={active} />));
};
// Tab from the last control (or Shift+Tab from the first) lands on a guard; that is what the browser does.
const tabOnto = (guard: '.x__looping--start' | '.x__looping--end') => act(() => el(guard).focus());

afterEach(() => act(() => root.unmount()));

describe.each(Object.entries(LAYERS))('focus loop of the %s', (_, html) => {
  const last = html.includes('id="last"') ? '#last' : '#first';

  it('Tab from the last control goes to the first', () => {
    mount(html);
    el(last).focus();
    tabOnto('.x__looping--end');
    expect(document.activeElement).toBe(el('#first'));
  });

  it('Shift+Tab from the first control goes to the last', () => {
    mount(html);
    el('#first').focus();
    tabOnto('.x__looping--start');
    expect(document.activeElement).toBe(el(last));
  });

  it('lets focus leave through the guards while inactive', () => {
    mount(html, false);
    tabOnto('.x__looping--end');
    expect(document.activeElement).toBe(el('.x__looping--end'));
  });

  it('stops looping once unmounted', () => {
    mount(html);
    act(() => root.render(<></>));
    tabOnto('.x__looping--start');
    expect(document.activeElement).toBe(el('.x__looping--start'));
  });
});
