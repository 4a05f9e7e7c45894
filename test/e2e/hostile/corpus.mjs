/**
 * The hostile corpus (docs/quality.md "Hostile corpus"): payloads, and the input channels that
 * carry them into a template page. A new payload or channel adds an entry; every payload goes
 * through every channel. Payloads that run code set `window.__pwned = 1` (the canary).
 */

/** Hostile values. */
export const PAYLOADS = [
  ['markup with an event handler', '<img src=x onerror="window.__pwned=1">'],
  ['attribute break-out', '"><svg onload=window.__pwned=1>'],
  ['script element', '<script>window.__pwned=1</script>'],
  ['javascript: URL', 'javascript:window.__pwned=1'],
  ['javascript: mixed case', 'JaVaScRiPt:window.__pwned=1'],
  ['javascript: leading whitespace and tab', ' \tjava\tscript:window.__pwned=1'],
  ['javascript: entity-encoded', 'java&#x09;script:window.__pwned=1'],
  ['javascript: percent-encoded', '%6Aavascript:window.__pwned=1'],
  ['data: URL', 'data:text/html,<script>window.__pwned=1</script>'],
  ['vbscript: URL', 'VBScript:window.__pwned=1'],
  ['protocol-relative', '//evil.example/'],
  ['backslash redirect', '/\\evil.example/'],
  ['double backslash', '\\\\evil.example/'],
  ['tab-split slashes', '/\t/evil.example/'],
  ['off-site absolute', 'https://evil.example/'],
  ['__proto__ key', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  ['DOM clobbering', '<form id="storefront" name="storefront"><input name="bus"><input id="siteCode" value="x"></form><a id="__pwned" href="x"></a>'],
  ['100 kB string', 'A'.repeat(100_000)],
  ['invalid percent-encoding', '%E0%A4%A%ZZ%'],
  ['ReDoS shape', `${'a'.repeat(30_000)}!`],
  ['nested quantifier text', '(a+)+$(.*){99}'],
  ['JSONP callback expression', 'alert(1)//'],
];

const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON that cannot close the script element it sits in. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const cookieValue = (s) => encodeURIComponent(s.slice(0, 3000));

/** A JSONP/JSON suggest answer whose every keyword field is the payload. */
export function suggestAnswer(payload, url) {
  const keywords = [payload, `${payload} 2`, 'galaxy'];
  const json = JSON.stringify({ response: { statusCode: 200, statusMessage: payload, resultData: { common: { searchValue: payload, suggestedKeywords: keywords, relatedKeywords: keywords, searchCount: 3 } } }, requestId: payload });
  const callback = url.searchParams.get('callback');
  return { type: 'text/javascript; charset=utf-8', body: callback && /^[A-Za-z_$][\w$]{0,63}$/.test(callback) ? `/**/${callback}(${json});` : json };
}

/**
 * The channels, each turning a payload into page substitutions (`replace`), cookies,
 * dictionary entries, the search answer or query parameters. `HOSTILE_SEARCH` is where the
 * page's search domain points, served by the dev server's override hook.
 */
export const HOSTILE_SEARCH = '/hostile-search';
export const CHANNELS = {
  'hidden inputs': (p) => ({ replace: [['value="/uk/search/"', `value="${attr(p)}"`], ['value="{{PAGE_ORIGIN}}/__backend/sign-in"', `value="${attr(p)}"`]] }),
  'page config script': (p) => ({ replace: [['</head>', `<script type="application/json" id="storefront-config">${scriptJson({ plugins: { search: { options: { resultsUrl: p, placeholder: p, scannerUrl: p } } }, flags: { [p.slice(0, 50)]: true } }).replace('{', '{"__proto__":{"polluted":1},')}</script></head>`]] }),
  'marker data attributes': (p) => ({ replace: [['<div id="content" role="main">', `<div id="content" role="main"><span data-sf-plugin="cart-badge" class="gnb-cart-count" data-label="${attr(p)}" data-href="${attr(p)}"></span><span data-sf-plugin="${attr(p)}"></span>`]] }),
  'marker JSON children': (p) => ({ replace: [['<div id="content" role="main">', `<div id="content" role="main"><span data-sf-plugin="cart-badge"><script type="application/json">${scriptJson({ label: p, __proto__: null, constructor: { prototype: { polluted: p } } })}</script></span>`]] }),
  cookies: (p) => ({ cookies: [{ name: 's_ecom_sc_cnt', value: cookieValue(p) }, { name: 'sk', value: cookieValue(`${p},tv`) }, { name: cookieValue(p).slice(0, 60) || 'x', value: 'y' }] }),
  'dictionary entries': (p) => ({ dictionary: { Search: p, 'Number of Products :': p, 'Press Delete to remove this search': p, __proto__: null, ['__proto__']: p } }),
  'search answer fields': (p) => ({ replace: [['value="{{SECOND_ORIGIN}}/v6"', `value="{{PAGE_ORIGIN}}${HOSTILE_SEARCH}"`]], search: p }),
  // Capped at 2 kB each: a longer URL is refused by the server (431) before any page exists.
  'query parameters': (p) => { const q = encodeURIComponent(p.slice(0, 2000)); return { query: `?searchvalue=${q}&returnUrl=${q}&siteCode=${q}#${q}` }; },
};
