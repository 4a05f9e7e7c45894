// @vitest-environment node
/**
 * Every place the backend follows a target from the request must stay on its own origins, read
 * the way a browser reads the target (the URL parser drops tab, newline and CR, and treats a
 * backslash as a slash).
 */
import { describe, expect, it } from 'vitest';
import { signedInCookie, useBackend } from './harness';

const be = useBackend();

/** Query-string forms of targets that lead off-site (each as it appears in the URL). */
const HOSTILE = [
  '//evil.example/',
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D/evil.example/',
  '%09//evil.example/',
  '/%2509/evil.example/',
  '%2F%2Fevil.example%2F',
  '%252F%252Fevil.example%252F',
  '/%5Cevil.example/',
  '%5C%5Cevil.example/',
  '/%255Cevil.example/',
  '%20//evil.example/',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'http:%2F%2Fevil.example/',
  'javascript:alert(1)',
  'data:text/html,x',
  '%E0%A4%A',
];

/** Where a browser would go from `target` given by a response to a request on `requestUrl`. */
const landing = (target: string, requestUrl: string) => new URL(target, requestUrl);

/** The routes that follow a target: path + query with the target at the end. */
const REDIRECTS = [
  '/__backend/sign-in?user=uk-shopper&return=',
  '/__backend/sign-out?return=',
  '/uk/logout?redirectUrl=',
  '/uk/ng/logout?goUrl=',
];

describe('redirect targets', () => {
  it.each(REDIRECTS)('%s… never leaves the backend origins', async (route) => {
    const allowed = [be.page, be.second];
    for (const origin of allowed) {
      for (const target of HOSTILE) {
        const requestUrl = `${origin}${route}${target}`;
        const res = await be.call(requestUrl);
        expect(res.status, target).toBe(302);
        const location = res.headers.get('location')!;
        expect(allowed, `${route}${target} → ${location}`).toContain(landing(location, requestUrl).origin);
        expect(location, target).not.toMatch(/[\t\n\r\\]/);
      }
    }
  });

  it.each(REDIRECTS)('%s… still follows same-site paths and the page origin', async (route) => {
    expect((await be.call(`${route}${encodeURIComponent('/uk/cart/?x=1&y=%C3%A9#top')}`)).headers.get('location')).toBe('/uk/cart/?x=1&y=%C3%A9#top');
    expect((await be.call(`${route}${encodeURIComponent(`${be.page}/uk/listing/`)}`)).headers.get('location')).toBe(`${be.page}/uk/listing/`);
    // Read as a browser reads it: the tab goes, and no control character reaches the header.
    expect((await be.call(`${route}/uk/%09cart/`)).headers.get('location')).toBe('/uk/cart/');
  });

  it('holdLogin returnURL never leaves the page origin', async () => {
    for (const target of HOSTILE) {
      const res = await be.call(`${be.second}/aemapi/v6/data-login/holdLogin.uk.json?return_url=${target}`);
      expect(res.json.statusCode, target).toBe(301);
      expect(landing(res.json.returnURL, `${be.page}/uk/`).origin, `${target} → ${res.json.returnURL}`).toBe(be.page);
    }
    expect((await be.call('/aemapi/v6/data-login/holdLogin.uk.json?return_url=/uk/cart/')).json.returnURL).toBe('/uk/cart/');
  });

  it('sign-out back to the referring page only when it is on the page origin', async () => {
    const user = await be.user('uk-shopper');
    const from = async (referer: string) => (await be.call('/__backend/sign-out', { headers: { referer, cookie: signedInCookie(user) } })).headers.get('location');
    expect(await from(`${be.page}/uk/listing/`)).toBe(`${be.page}/uk/listing/`);
    expect(await from('https://evil.example/uk/')).toBe('/uk/');
    expect(await from(`${be.page}/%09/evil.example/`)).toBe(`${be.page}/%09/evil.example/`);
  });
});
