import { describe, expect, it } from 'vitest';
import { allowedLink } from '../../../runtime/rules/allowed-link';

const scope = { pageUrl: 'https://www.samsung.com/uk/smartphones/', allowedHosts: ['shop.samsung.com', '.samsungcdn.example'] };

describe('allowedLink (docs/architecture.md "Redirects")', () => {
  it.each([
    ['/uk/search/', 'https://www.samsung.com/uk/search/'],
    ['/uk/search/?searchvalue=', 'https://www.samsung.com/uk/search/?searchvalue='],
    ['https://www.samsung.com/uk/cart/', 'https://www.samsung.com/uk/cart/'],
    ['search/', 'https://www.samsung.com/uk/smartphones/search/'],
    ['https://shop.samsung.com/uk/cart', 'https://shop.samsung.com/uk/cart'],
    ['https://img.samsungcdn.example/a', 'https://img.samsungcdn.example/a'],
  ])('allows %s', (target, absolute) => {
    expect(allowedLink(target, scope)).toBe(absolute);
  });

  it.each([
    'https://evil.example/uk/search/',
    '//evil.example/uk/search/',
    '/\\evil.example/',
    'https://www.samsung.com.evil.example/',
    'https://evilshop.samsung.com/', // not listed, and "shop.samsung.com" is exact
    'https://samsungcdn.example/', // ".samsungcdn.example" covers subdomains only
    'http://www.samsung.com/uk/', // https page to http
    'https://user:pw@www.samsung.com/',
    'javascript:alert(1)',
    'data:text/html,x',
    ' java\tscript:alert(1)',
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (target) => {
    expect(allowedLink(target, scope)).toBeNull();
  });

  it('lets an http page link to its own host over http', () => {
    expect(allowedLink('http://127.0.0.1:8080/uk/search/', { pageUrl: 'http://127.0.0.1:8080/uk/', allowedHosts: [] })).toBe('http://127.0.0.1:8080/uk/search/');
    expect(allowedLink('http://127.0.0.1:9090/uk/search/', { pageUrl: 'http://127.0.0.1:8080/uk/', allowedHosts: [] })).toBeNull();
  });

  it('refuses everything when the page URL is unusable', () => {
    expect(allowedLink('/uk/', { pageUrl: 'not a url', allowedHosts: [] })).toBeNull();
  });
});
