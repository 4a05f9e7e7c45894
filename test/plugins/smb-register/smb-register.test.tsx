/**
 * Small-business registration mounted through the real registry on the uk business template
 * (docs/rules.md §2 "SMB registration"): the click waits for the session, then goes to the
 * register URL (signed in) or the sign-in gate with the register URL to return to; an off-site
 * register URL is refused for the site home.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smbRegister } from '../../../plugins/smb-register/index';
import { registerHref } from '../../../plugins/smb-register/SmbRegister';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/uk/business.html'), 'utf8'))![1]!.replaceAll('{{PAGE_ORIGIN}}', 'http://localhost:3000');
let mounted: Mounted | undefined;
const link = () => document.querySelector<HTMLAnchorElement>('.b2b-home__smb .js-smb-register')!;

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  vi.restoreAllMocks();
});

async function start() {
  document.body.innerHTML = body;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/uk/business/', assign } as Location);
  const runtime = buildRuntime({ siteCode: 'uk', b2bFlag: 'Y', loginLinkURL: 'http://localhost:3000/__backend/sign-in' });
  mounted = mountPlugins([smbRegister], { 'smb-register': { enabled: true, options: {} } }, runtime);
  // The link is in view (the visible trigger's stand-in reports it).
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
  return { assign, bus: runtime.bus };
}
const click = () => link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('smb register', () => {
  it('waits for the session; signed out → the sign-in gate returning to the register page', async () => {
    const { assign, bus } = await start();
    click();
    expect(assign).not.toHaveBeenCalled();
    bus.emit('session:ready', { signedIn: false });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/__backend/sign-in?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fuk%2Fbusiness%2Fsmb%2Fregister%2F');
  });

  it('clicks while the session is awaited go once; once gone, the link works again (a page restored on Back)', async () => {
    const { assign, bus } = await start();
    click();
    click();
    bus.emit('session:ready', { signedIn: true });
    expect(assign).toHaveBeenCalledTimes(1);
    click();
    expect(assign.mock.calls).toEqual([['http://localhost:3000/uk/business/smb/register/'], ['http://localhost:3000/uk/business/smb/register/']]);
  });

  it('a session already known as signed out → the sign-in gate at once', async () => {
    const { assign, bus } = await start();
    bus.emit('session:ready', { signedIn: false });
    click();
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/__backend/sign-in?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fuk%2Fbusiness%2Fsmb%2Fregister%2F');
  });

  it('signed in → the register page; the link itself is not followed', async () => {
    const { assign, bus } = await start();
    bus.emit('session:ready', { signedIn: true });
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/uk/business/smb/register/');
  });

  it('a click asking for a new tab (Ctrl, Cmd, Shift) is left to the browser: the link opens there, this page stays', async () => {
    const { assign, bus } = await start();
    bus.emit('session:ready', { signedIn: true });
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true, [key]: true });
      link().dispatchEvent(e);
      expect([key, e.defaultPrevented]).toEqual([key, false]);
    }
    expect(assign).not.toHaveBeenCalled();
  });

  it('an off-site register URL goes to the site home instead', async () => {
    const { assign, bus } = await start();
    link().dataset.registerUrl = '//evil.example/register';
    bus.emit('session:ready', { signedIn: true });
    click();
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/uk/business/');
  });

  it('with no login address configured the gate is the site\'s /web/login; with no register address, the site home (never this page again)', () => {
    const page = { siteCode: 'uk', b2bFlag: 'Y', loginLinkURL: '' } as never;
    const site = { endpoints: { login: '' }, redirectHosts: [] } as never;
    const here = 'http://localhost:3000/uk/business/offers/';
    expect(registerHref(false, '/uk/business/smb/register/', page, site, here)).toBe('http://localhost:3000/uk/web/login?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fuk%2Fbusiness%2Fsmb%2Fregister%2F');
    expect(registerHref(true, '', page, site, here)).toBe('http://localhost:3000/uk/business/');
    expect(registerHref(true, null, page, site, here)).toBe('http://localhost:3000/uk/business/');
    // A blank site address gives way to the page's own.
    const withPage = { siteCode: 'uk', b2bFlag: 'Y', loginLinkURL: '/uk/sso/login/' } as never;
    expect(registerHref(false, null, withPage, { endpoints: { login: '  ' }, redirectHosts: [] } as never, here)).toBe('http://localhost:3000/uk/sso/login/?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fuk%2Fbusiness%2F');
  });
});
