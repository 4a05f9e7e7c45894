/**
 * The login-layer plugin mounted through the real registry on the uk home template
 * (docs/rules.md §2 "login layer popup", §5): the login button opens `#layerLogin`, whose form
 * container receives the sign-in form with the legacy classes and analytics attributes; a valid
 * submit goes through the page's hidden `#signInForm`; the close button closes the layer. The
 * container's link addresses are followed only on the page's own origin.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerPopup } from '../../../plugins/layer-popup/index';
import { loginLayer } from '../../../plugins/login-layer/index';
import LoginLayer from '../../../plugins/login-layer/LoginLayer';
import { createRoot } from 'react-dom/client';
import { openPopups } from '../../../runtime/ui/popup-manager';
import { act } from '../../support/act';
import { buildRuntime, mountPlugins, WithRuntime, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/uk/index.html'), 'utf8'))![1]!.replaceAll('{{PAGE_ORIGIN}}', location.origin);
let mounted: Mounted | undefined;
let submitted: HTMLFormElement[];
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const layer = () => document.getElementById('layerLogin')!;
const input = (name: string) => layer().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function type(el: HTMLInputElement, value: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});

afterEach(async () => {
  for (const el of [...openPopups()].reverse()) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  mounted?.registry.stop();
  mounted = undefined;
  vi.restoreAllMocks();
});

async function openLayer() {
  document.body.innerHTML = body;
  mounted = mountPlugins([layerPopup, loginLayer], { 'layer-popup': { enabled: true, options: {} }, 'login-layer': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk', countryCode: 'GB' }));
  const button = document.querySelector<HTMLElement>('[data-div-id="#layerLogin"]')!;
  button.focus();
  click(button);
  await vi.waitFor(() => expect(openPopups()).toEqual([layer()]));
  await vi.waitFor(() => expect(input('email')).not.toBeNull());
  return button;
}

describe('login layer on the uk home', () => {
  it('the marker is the layer form container, present once on the page', () => {
    document.body.innerHTML = body;
    expect([...document.querySelectorAll(loginLayer.markers!)]).toEqual([layer().querySelector('.layer-popup__form')]);
  });

  it('opening the layer shows the form with the legacy classes, analytics attributes and same-site links', async () => {
    await openLayer();
    const form = layer().querySelector('.layer-popup__form form')!;
    expect(form.querySelectorAll('.layer-popup__input')).toHaveLength(2);
    const submit = form.querySelector('.layer-popup__cta-wrap button[type="submit"]')!;
    expect([submit.getAttribute('an-tr'), submit.getAttribute('an-ca'), submit.getAttribute('an-ac'), submit.getAttribute('an-la')]).toEqual(['nv00_gnb-home-account-account', 'account', 'login', 'login']);
    expect([...form.querySelectorAll<HTMLAnchorElement>('.layer-popup__links a')].map((a) => a.href)).toEqual([`${location.origin}/__backend/sign-in`, `${location.origin}/__backend/sign-in`]);
  });

  it('Enter with a valid email and password submits the hidden sign-in form with the email and the way back', async () => {
    await openLayer();
    await type(input('email'), 'uk-shopper@example.com');
    await type(input('password'), 'secret');
    await act(async () => void input('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    const signIn = document.getElementById('signInForm') as HTMLFormElement;
    expect(submitted).toEqual([signIn]);
    expect(new FormData(signIn).get('loginId')).toBe('uk-shopper@example.com');
    expect(new FormData(signIn).get('goBackURL')).toBe(location.href);
    expect(new FormData(signIn).get('countryCode')).toBe('GB');
    expect(new FormData(signIn).get('password')).toBeNull();
  });

  it('an invalid email shows the error and submits nothing; the close button closes the layer and returns focus', async () => {
    const button = await openLayer();
    await type(input('email'), 'not-an-email');
    await type(input('password'), 'secret');
    await act(async () => void input('email').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    expect([...layer().querySelectorAll('.error-msg')].map((e) => e.textContent)).toEqual(['Enter a valid email address.']);
    expect(submitted).toEqual([]);
    click(layer().querySelector('.login-leave-btn')!);
    expect(openPopups()).toEqual([]);
    expect(document.activeElement).toBe(button);
  });
});

describe('container links', () => {
  async function links(forgotHref: string, redirectHosts: string[] = []) {
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const runtime = buildRuntime({ countryCode: 'GB' });
    const rt = { ...runtime, site: { ...runtime.site, redirectHosts } };
    const r = createRoot(host);
    await act(async () => r.render(<WithRuntime runtime={rt}><LoginLayer element={host} marker={{ forgotHref, joinHref: '/uk/join' }} options={{}} guard={(f) => f} /></WithRuntime>));
    const hrefs = [...host.querySelectorAll('.layer-popup__links a')].map((a) => a.getAttribute('href'));
    await act(async () => r.unmount());
    return hrefs;
  }

  it.each([['javascript:alert(1)'], ['//evil.test/x'], ['https://evil.test/'], ['data:text/html,x'], ['http://[bad']])('%j is left out with a warning naming the attribute', async (href) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [forgot, join] = await links(href);
    expect(forgot).toBe('#');
    expect(join).toBe(`${location.origin}/uk/join`);
    expect(warn).toHaveBeenCalledWith('storefront: login-layer: data-forgot-href is not an address on this site or its redirectHosts; link left out');
  });

  it("follows a host on the site's redirectHosts, as every other link does", async () => {
    expect((await links('https://account.example.com/reset', ['account.example.com']))[0]).toBe('https://account.example.com/reset');
  });
});
