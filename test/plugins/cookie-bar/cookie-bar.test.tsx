/**
 * The cookie bar mounted through the real registry on the uk home template (docs/rules.md §4
 * "Cookie bar"): shown without `cookiesaccepted`, accept and close record it and hide the bar,
 * a page that has it keeps the bar hidden, the app banner shows only on mobile.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieBar } from '../../../plugins/cookie-bar/index';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/uk/index.html'), 'utf8'))![1]!;
let mounted: Mounted | undefined;
let mobile = false;
const wrap = () => document.querySelector<HTMLElement>('.cookie-bar__wrap')!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const clearCookie = () => (document.cookie = 'cookiesaccepted=; max-age=0; path=/');

beforeEach(() => {
  mobile = false;
  vi.stubGlobal('matchMedia', (q: string) => ({ media: q, get matches() { return mobile && q.includes('767'); }, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  clearCookie();
  vi.unstubAllGlobals();
});

async function start() {
  document.body.innerHTML = body;
  mounted = mountPlugins([cookieBar], { 'cookie-bar': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk' }));
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
}

describe('cookie bar on the uk home', () => {
  it('shows without the cookie; accept records cookiesaccepted, hides the bar and is not followed', async () => {
    await start();
    expect(wrap().style.display).toBe('');
    const accept = document.querySelector<HTMLAnchorElement>('.cookie-bar__manage a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    accept.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.cookie).toContain('cookiesaccepted=true');
    expect(wrap().style.display).toBe('none');
  });

  it('close records the cookie too and moves focus out of the hidden bar to the content', async () => {
    await start();
    const close = document.querySelector<HTMLButtonElement>('.cookie-bar__main-close')!;
    close.focus();
    click(close);
    expect(document.cookie).toContain('cookiesaccepted=true');
    expect(wrap().style.display).toBe('none');
    expect(document.activeElement).toBe(document.getElementById('content'));
  });

  it('stays hidden on a page that already has the cookie', async () => {
    document.cookie = 'cookiesaccepted=true; path=/';
    await start();
    expect(wrap().style.display).toBe('none');
  });

  it('shows the app banner only on mobile', async () => {
    mobile = true;
    await start();
    expect(document.querySelector<HTMLElement>('.cookie-bar__app-banner')!.hidden).toBe(false);
    mounted!.registry.stop();
    mobile = false;
    await start();
    expect(document.querySelector<HTMLElement>('.cookie-bar__app-banner')!.hidden).toBe(true);
  });

  it('clicks elsewhere in the bar change nothing, and switching the plugin off hides the bar again', async () => {
    await start();
    click(document.querySelector('.cookie-bar__title')!);
    expect(document.cookie).not.toContain('cookiesaccepted');
    expect(wrap().style.display).toBe('');
    mounted!.registry.stop();
    await vi.waitFor(() => expect(wrap().style.display).toBe('none'));
  });
});
