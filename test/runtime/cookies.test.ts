import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, cookieDomain, hasLoginCookies, jwtCookie, readCookie, removeCookie, writeCookie } from '../../runtime/cookies';

afterEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('cookie table (docs/rules.md §3, §9)', () => {
  it('names every docs/rules.md §3 cookie', () => {
    const names = new Set(Object.values(COOKIES).map((c) => c.name));
    const spec = 'sk ask nh pv cl wl ipv cnregion cnregionnum cnregionname cncity cncitynamenum cncityname cookie_country estoreSitecode guid xsdcxyn xsdcbxyn snsSessionId sa_state s_ecom_sc_cnt everAddCart country_region cookiesaccepted cookiesaccepted-geo cookiesaccepted-countries cookiesaccepted_banner site_cd country_codes shopappBannerExp cid utm_source isStoreLogedIn estoreLoginRequesting isUSGuestUser isSMBRegisteredUserYN tmktid tmktname tppid tlgimg tsgmt epp_verified';
    for (const name of spec.split(' ')) expect(names, name).toContain(name);
  });

  it('builds the per-country sign-in token cookie jwt_{country}', () => {
    expect(jwtCookie('UK')).toMatchObject({ name: 'jwt_uk', login: true });
    expect(jwtCookie('uk;evil=1').name).toBe('jwt_ukevil');
  });
});

describe('cookie domain (docs/rules.md §9)', () => {
  it.each([
    ['www.samsung.com', '.samsung.com'],
    ['shop.samsung.com', '.samsung.com'],
    ['www.samsung.com.cn', '.samsung.com.cn'],
    ['shop.samsung.cn', '.samsung.cn'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });
});

describe('reading and writing', () => {
  it('writes with path / and reads back', () => {
    writeCookie('searchHistory', 'galaxy|tv');
    expect(readCookie('searchHistory')).toBe('galaxy|tv');
    expect(document.cookie).toContain('sk=galaxy|tv');
  });

  it('removes', () => {
    writeCookie('wishlist', 'SM-1');
    removeCookie('wishlist');
    expect(readCookie('wishlist')).toBeUndefined();
  });

  it('reads malformed percent-encoding without throwing', () => {
    document.cookie = 'sk=%E0%A4%A; path=/';
    expect(readCookie('searchHistory')).toBeUndefined();
  });

  it('a copy with a bad escape does not hide a good copy of the same name after it', () => {
    // Two copies of one name (host-only and company domain) as the browser lists them.
    expect(readCookie('searchHistory', 'sk=%E9; sk=caf%C3%A9')).toBe('café');
  });

  it('a sign-in cookie with a bad escape still counts as present (the session check clears it)', () => {
    expect(hasLoginCookies('uk', 'other=1; jwt_uk=%E9')).toBe(true);
    expect(hasLoginCookies('uk', 'other=1; jwt_ukx=1; xjwt_uk=1')).toBe(false);
  });

  it('knows when a sign-in may exist (docs/rules.md §4)', () => {
    expect(hasLoginCookies('uk')).toBe(false);
    document.cookie = 'jwt_uk=token; path=/';
    expect(hasLoginCookies('uk')).toBe(true);
  });

  it('reads the cookie string once to look for every sign-in cookie (each read is a round trip to the browser)', () => {
    document.cookie = 'snsSessionId=s; path=/';
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      expect(hasLoginCookies('uk')).toBe(true);
      expect(hasLoginCookies('fr')).toBe(true);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });
});

describe('cookie values encoded as js-cookie 3 does', () => {
  it('reads percent-encoded runs as one character, whatever the hex case', () => {
    document.cookie = 'sk=%E2%82%AC%20caf%c3%a9; path=/';
    expect(readCookie('searchHistory')).toBe('€ café');
  });

  it('reads a value quoted twice (a js-cookie write of a quoted value) without its quotes', () => {
    document.cookie = 'sk=""tv""; path=/';
    expect(readCookie('searchHistory')).toBe('tv');
  });

  it('writes non-ASCII text and commas encoded, the characters cookies allow as they are, and reads it back', () => {
    writeCookie('searchHistory', '갤럭시,€#1/2');
    expect(document.cookie).toContain('sk=%EA%B0%A4%EB%9F%AD%EC%8B%9C%2C%E2%82%AC#1/2');
    expect(readCookie('searchHistory')).toBe('갤럭시,€#1/2');
  });
});
