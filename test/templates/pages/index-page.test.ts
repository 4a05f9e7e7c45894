// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listPages } from '../../../templates/server.mjs';
import { useBackend } from '../backend/harness';

const be = useBackend();

/** The href values of the index page's links. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('index page at /', () => {
  it('answers HTML with a script-free CSP', async () => {
    const res = await be.call('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(res.text).not.toContain('<script');
  });

  it('links every template page, and each link answers 200', async () => {
    const { text } = await be.call('/');
    const hrefs = links(text);
    const pages = await listPages();
    expect(pages.length).toBe(20);
    for (const page of pages) expect(hrefs, page).toContain(page);
    for (const page of pages) expect((await be.call(page)).status, page).toBe(200);
  });

  it('names site, page type and header generation per page', async () => {
    const { text } = await be.call('/');
    expect(text).toMatch(/<a href="\/ae_ar\/">\/ae_ar\/<\/a><\/td><td>ae_ar<br><small>ar-AE<\/small><\/td><td>Home<\/td><td>nv00-gnb-v4<\/td>/);
    expect(text).toMatch(/<a href="\/uk\/listing\/">[^]*?<td>Product listing<\/td>/);
    expect(text).toMatch(/<a href="\/pe\/">[^]*?<td>gnb<\/td><td>[^<]*does not drive the old gnb-search layer/);
    expect(text).toMatch(/<a href="\/vn\/">[^]*?<td>nv00-gnb<\/td>/);
  });

  it('has a sign-in link for every seeded user that signs in and returns to the site', async () => {
    const hrefs = links((await be.call('/')).text).filter((h) => h.startsWith('/__backend/sign-in?'));
    const { users } = (await be.call('/__backend/users')).json as { users: { id: string }[] };
    expect(hrefs.map((h) => new URLSearchParams(h.split('?')[1]).get('user')).sort()).toEqual(users.map((u) => u.id).sort());
    const res = await be.call(hrefs.find((h) => h.endsWith('user=us-shopper'))!);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/us\/$/);
    expect(res.headers.get('set-cookie')).toBeTruthy();
  });
});
