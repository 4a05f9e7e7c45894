import { describe, expect, it } from 'vitest';
import { loginHref } from '../../../plugins/account-menu/account-api';
import { pageRuntime } from '../../runtime/services/fakes';

const PAGE = 'https://www.samsung.com/uk/tv/?a=1';

describe('the sign-in link (docs/rules.md §2, the login address with redirect_uri)', () => {
  it("is the page's login URL with the page as redirect_uri", () => {
    const { page, site } = pageRuntime({ siteCode: 'uk', loginLinkURL: '/uk/web/login' });
    const url = new URL(loginHref(page, site, PAGE));
    expect([url.origin + url.pathname, url.searchParams.get('redirect_uri')]).toEqual(['https://www.samsung.com/uk/web/login', PAGE]);
  });

  it.each([
    ['no login URL configured', ''],
    ['a javascript: login URL', 'javascript:alert(1)'],
    ['a login URL on another host', 'https://evil.example/login'],
  ])('with %s, is /{site}/web/login, never the page itself', (_n, loginLinkURL) => {
    const { page, site } = pageRuntime({ siteCode: 'uk', loginLinkURL });
    const url = new URL(loginHref(page, { ...site, endpoints: { ...site.endpoints, login: '' } }, PAGE));
    expect([url.origin + url.pathname, url.searchParams.get('redirect_uri')]).toEqual(['https://www.samsung.com/uk/web/login', PAGE]);
  });
});
