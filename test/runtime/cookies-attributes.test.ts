// @vitest-environment-options {"url": "https://www.samsung.com/uk/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clobber, unclobber } from '../support/clobber';
import { COOKIES, jwtCookie, readCookie, removeCookie, writeCookie } from '../../runtime/cookies';

// What the browser is asked to store: the cookie strings written through Document.prototype.
let written: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  written = [];
  const set = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
    written.push(v);
    set.call(this, v);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The attributes of one written cookie string, names lower-cased. */
function attributesOf(cookie: string): Record<string, string | true> {
  const [, ...parts] = cookie.split('; ');
  return Object.fromEntries(parts.map((p) => {
    const eq = p.indexOf('=');
    return eq < 0 ? [p.toLowerCase(), true] : [p.slice(0, eq).toLowerCase(), p.slice(eq + 1)];
  }));
}

// docs/rules.md §9, written out by hand from 2026-01-01T00:00:00Z.
const ONE_DAY = 'Fri, 02 Jan 2026 00:00:00 GMT';
const EXPIRES: Record<string, string> = {
  sk: 'Thu, 20 Apr 2028 00:00:00 GMT', // search keyword: 72,576,000 s = 840 days
  ask: 'Thu, 20 Apr 2028 00:00:00 GMT',
  cookie_country: 'Tue, 26 Sep 2028 00:00:00 GMT', // selected site: 999 days
  site_cd: 'Tue, 26 Sep 2028 00:00:00 GMT',
  country_codes: 'Tue, 26 Sep 2028 00:00:00 GMT',
  cookiesaccepted: 'Wed, 01 Apr 2026 00:00:00 GMT', // consent: 90 days
  'cookiesaccepted-geo': 'Wed, 01 Apr 2026 00:00:00 GMT',
  'cookiesaccepted-countries': 'Wed, 01 Apr 2026 00:00:00 GMT',
  cookiesaccepted_banner: 'Wed, 01 Apr 2026 00:00:00 GMT',
  cid: 'Sat, 31 Jan 2026 00:00:00 GMT', // campaign: 30 days
  utm_source: 'Sat, 31 Jan 2026 00:00:00 GMT',
};

describe('cookie attributes on https://www.samsung.com (docs/rules.md §9)', () => {
  it.each(Object.entries(COOKIES))('%s is written with its lifetime, path /, the company domain, Lax and Secure', (key, rule) => {
    writeCookie(key as keyof typeof COOKIES, 'v');
    expect(written).toHaveLength(1);
    expect(written[0]!.startsWith(`${rule.name}=v; `)).toBe(true);
    expect(attributesOf(written[0]!)).toEqual({
      path: '/',
      domain: '.samsung.com',
      expires: EXPIRES[rule.name] ?? ONE_DAY,
      samesite: 'Lax',
      secure: true,
    });
  });

  it('writes the sign-in token cookie for one day', () => {
    writeCookie(jwtCookie('uk'), 'token');
    expect(attributesOf(written[0]!)).toMatchObject({ expires: ONE_DAY, domain: '.samsung.com', path: '/' });
  });

  it('removes on the company domain and host-only, both expired', () => {
    removeCookie('wishlist');
    expect(written.map((c) => attributesOf(c))).toEqual([
      { path: '/', expires: 'Thu, 01 Jan 1970 00:00:00 GMT' },
      { path: '/', expires: 'Thu, 01 Jan 1970 00:00:00 GMT', domain: '.samsung.com' },
    ]);
  });

  it('encodes values so a ";" cannot add attributes', () => {
    writeCookie('searchHistory', 'tv; domain=evil.example');
    expect(written[0]!.split('; ')[0]).toBe('sk=tv%3B%20domain=evil.example');
    expect(readCookie('searchHistory')).toBe('tv; domain=evil.example');
  });
});

describe('a page whose markup shadows document.cookie', () => {
  it('still reads and writes cookies next to <img name="cookie">', () => {
    clobber(document, 'cookie');
    expect(document.cookie).not.toBeTypeOf('string');
    writeCookie('wishlist', 'SM-1');
    expect(readCookie('wishlist')).toBe('SM-1');
    unclobber(document, 'cookie');
    expect(document.cookie).toContain('wl=SM-1');
  });
});
