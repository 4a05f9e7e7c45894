/**
 * The account menu's SMB-only items (docs/rules.md §6, §7 getCustomer): shown for SMB-registered
 * shoppers, removed for others and on any failure, and a 401 signs the shopper out. Over real
 * HTTP (a local server playing the B2B store).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMenu } from '../../../plugins/account-menu/index';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';
import { json, serve } from '../../support/http-server';

const PATH = '/tokocommercewebservices/v2/uk/users/current/getCustomer';
const HEADER = `
  <div class="nv00-gnb-v4__utility-wrap after-login">
    <button class="nv00-gnb-v4__utility-user" data-js-action="user" aria-expanded="false">Open My Menu</button>
    <div role="menu" aria-label="account" class="nv00-gnb-v4__utility-menu-list"><div class="nv00-gnb-v4__utility-menu-wrap">
      <a role="menuitem" href="/uk/mypage/">My page</a>
      <a role="menuitem" data-smb-only hidden href="/uk/business/smb/">Business account</a>
      <a role="menuitem" an-la="logout" class="logoutBtn" href="javascript:;">Logout</a>
    </div></div>
  </div>`;

let mounted: Mounted | undefined;
const smbItems = () => [...document.querySelectorAll<HTMLElement>('[data-smb-only]')].map((e) => ({ hidden: e.hidden }));

function start(b2bStore: string, markup = HEADER) {
  // The header's blocks live in the v4 navigation, as on the pages.
  document.body.innerHTML = `<nav class="nv00-gnb-v4">${markup}</nav>`;
  const runtime = buildRuntime({ siteCode: 'uk' });
  mounted = mountPlugins([accountMenu], { 'account-menu': { enabled: true } }, { ...runtime, site: { ...runtime.site, endpoints: { b2bStore } } });
  return mounted;
}
const signIn = () => mounted!.bus.emit('session:changed', { signedIn: true, firstName: 'Sam', lastName: 'Trader', loginType: 'sa_login' });

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  vi.restoreAllMocks();
});

describe('account menu: SMB-only items (docs/rules.md §6)', () => {
  it.each([
    ['an SMB-registered shopper', json({ customer: { isSMBRegisteredUser: true } }), [{ hidden: false }]],
    ['a shopper who is not', json({ customer: { isSMBRegisteredUser: false } }), []],
    ['"true" as a string', json({ customer: { isSMBRegisteredUser: 'true' } }), []],
    ['a 500', json({ error: 'x' }, 500), []],
    ['a malformed reply', json('not json'), []],
  ])('%s', async (_, route, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = await serve({ [PATH]: route });
    try {
      const runtime = start(server.origin);
      const signOut = vi.fn();
      runtime.bus.on('session:sign-out', signOut);
      await expect.poll(() => document.querySelector<HTMLElement>('.after-login')!.dataset.sfMenu).toBe('closed');
      signIn();
      await expect.poll(() => server.requests.length).toBe(1);
      await expect.poll(smbItems).toEqual(expected);
      expect(signOut).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });

  it('a 401 signs the shopper out and leaves the items hidden', async () => {
    const server = await serve({ [PATH]: json({ errors: [{ type: 'InvalidTokenError' }] }, 401) });
    try {
      const runtime = start(server.origin);
      const signOut = vi.fn();
      runtime.bus.on('session:sign-out', signOut);
      await expect.poll(() => document.querySelector<HTMLElement>('.after-login')!.dataset.sfMenu).toBe('closed');
      signIn();
      await expect.poll(() => signOut.mock.calls).toEqual([[{ returnUrl: location.href }]]);
      expect(smbItems()).toEqual([{ hidden: true }]);
    } finally {
      await server.close();
    }
  });

  it('no call while signed out, nor in a block without SMB items', async () => {
    const server = await serve({ [PATH]: json({ customer: { isSMBRegisteredUser: true } }) });
    try {
      start(server.origin);
      await expect.poll(() => document.querySelector<HTMLElement>('.after-login')!.dataset.sfMenu).toBe('closed');
      mounted!.registry.stop();
      start(server.origin, HEADER.replace(' data-smb-only hidden', ''));
      await expect.poll(() => document.querySelector<HTMLElement>('.after-login')!.dataset.sfMenu).toBe('closed');
      signIn();
      await new Promise((r) => setTimeout(r, 0));
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
