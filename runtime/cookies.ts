/**
 * Every cookie of the store (docs/rules.md §3) in one table with its lifetime, path and domain
 * rule (§9); all reads and writes go through here. js-cookie encodes and decodes the values;
 * the cookie string itself is read and written through `Document.prototype`, because an
 * `<img name="cookie">` on the page replaces `document.cookie` (runtime/safe-dom.ts).
 */
import Cookies from 'js-cookie';

/** The page's cookie string, read and written through the prototype (DOM clobbering, runtime/safe-dom.ts). */
const jar = () => Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
const readCookieJar = (): string => jar().get!.call(document);
const writeCookieJar = (cookie: string): void => jar().set!.call(document, cookie);

const DAY = 86_400_000;

/** One cookie's rule. `login` marks cookies whose presence means a sign-in may exist (docs/rules.md §4, §6). */
export interface CookieRule {
  name: string;
  /** Lifetime in milliseconds (docs/rules.md §9). */
  life: number;
  login?: boolean;
}

const rule = (name: string, life = DAY, login = false): CookieRule => ({ name, life, ...(login ? { login } : {}) });

/** docs/rules.md §3 cookies by storefront name. Lifetimes from docs/rules.md §9; unlisted ones take the 1-day default. */
export const COOKIES = {
  // §9 gives the search keyword expiry as "72576000 (about 840 days)": the figure is seconds
  // (72,576,000 s = 840 days); read as milliseconds it would be 20 hours.
  searchHistory: rule('sk', 840 * DAY),
  accessorySearchHistory: rule('ask', 840 * DAY),
  navigationHistory: rule('nh'),
  privateCode: rule('pv'),
  compareList: rule('cl'),
  wishlist: rule('wl'),
  inStorePrivateCode: rule('ipv'),
  chinaRegion: rule('cnregion'),
  chinaRegionNum: rule('cnregionnum'),
  chinaRegionName: rule('cnregionname'),
  chinaCity: rule('cncity'),
  chinaCityNum: rule('cncitynamenum'),
  chinaCityName: rule('cncityname'),
  lastSite: rule('cookie_country', 999 * DAY), // docs/rules.md §9: selected site 999 days
  storeSite: rule('estoreSitecode'),
  guid: rule('guid', DAY, true),
  identity: rule('xsdcxyn', DAY, true),
  identityB2b: rule('xsdcbxyn', DAY, true),
  socialSession: rule('snsSessionId', DAY, true),
  accountState: rule('sa_state'),
  cartCount: rule('s_ecom_sc_cnt'), // docs/rules.md §9: cart cookies 1 day
  everAddedToCart: rule('everAddCart'),
  countryRegion: rule('country_region'),
  cookiesAccepted: rule('cookiesaccepted', 90 * DAY), // docs/rules.md §9: cookie consent 90 days
  cookiesAcceptedGeo: rule('cookiesaccepted-geo', 90 * DAY),
  cookiesAcceptedCountries: rule('cookiesaccepted-countries', 90 * DAY),
  cookiesAcceptedBanner: rule('cookiesaccepted_banner', 90 * DAY),
  selectedSite: rule('site_cd', 999 * DAY),
  countryCodes: rule('country_codes', 999 * DAY),
  appBannerDismissed: rule('shopappBannerExp', DAY), // docs/rules.md §9: app banner dismissal 1 day
  campaignId: rule('cid', 30 * DAY), // docs/rules.md §9: campaign 30 days
  campaignSource: rule('utm_source', 30 * DAY),
  storeLoggedIn: rule('isStoreLogedIn'),
  storeLoginRequesting: rule('estoreLoginRequesting'),
  usGuestUser: rule('isUSGuestUser'),
  smbRegisteredUser: rule('isSMBRegisteredUserYN'),
  discountStoreId: rule('tmktid'),
  discountStoreName: rule('tmktname'),
  discountPlanId: rule('tppid'),
  discountStoreLogo: rule('tlgimg'),
  discountStoreSegment: rule('tsgmt'),
  discountVerified: rule('epp_verified'),
} as const satisfies Record<string, CookieRule>;

/** A storefront cookie name. */
export type CookieName = keyof typeof COOKIES;

/** The per-country sign-in token cookie `jwt_{country}` (docs/rules.md §3). */
export function jwtCookie(country: string): CookieRule {
  return rule(`jwt_${country.toLowerCase().replace(/[^a-z_]/g, '')}`, DAY, true);
}

/**
 * docs/rules.md §9: cookies go on the company domain (the registrable domain of the page host), the
 * China domain (samsung.com.cn, a second-level .cn suffix) for China. Hosts without one
 * (localhost, IP addresses) get host-only cookies.
 */
export function cookieDomain(hostname: string): string | undefined {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const keep = /\.(com|net|org|gov)\.cn$/.test(hostname) ? 3 : 2;
  return `.${hostname.split('.').slice(-keep).join('.')}`;
}

/** The attribute string of a write: path /, company domain, absolute expiry, Lax, Secure on https. */
function attributes(r: CookieRule, now = Date.now()): string {
  const domain = cookieDomain(location.hostname);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  return `; path=/${domain ? `; domain=${domain}` : ''}; expires=${new Date(now + r.life).toUTCString()}; samesite=Lax${secure}`;
}

const ruleOf = (c: CookieName | CookieRule): CookieRule => (typeof c === 'string' ? COOKIES[c] : c);

/**
 * The cookie's value, or undefined. Never throws on malformed encodings. `text` is the page's
 * cookie string, read once by a caller that looks for several cookies: each read of it is a
 * synchronous round trip to the browser process (0.8 ms at a 4× CPU throttle). `raw` answers
 * the value as stored, undecoded: whether the cookie is there at all, readable or not.
 */
export function readCookie(c: CookieName | CookieRule, text = readCookieJar(), raw = false): string | undefined {
  const { name } = ruleOf(c);
  for (const pair of text.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq) !== name) continue;
    const value = pair.slice(eq + 1);
    if (raw) return value;
    try {
      return Cookies.converter.read(value.startsWith('"') ? value.slice(1, -1) : value, name);
    } catch {
      // A malformed percent-encoding reads as no cookie; a later copy of the same name (host-only
      // and company-domain copies) may still be good.
    }
  }
  return undefined;
}

/** Writes the cookie with its table rule. */
export function writeCookie(c: CookieName | CookieRule, value: string): void {
  const r = ruleOf(c);
  writeCookieJar(`${r.name}=${Cookies.converter.write(value, r.name)}${attributes(r)}`);
}

/** Removes the cookie (on the company domain and host-only, whichever the page has). */
export function removeCookie(c: CookieName | CookieRule): void {
  const r = ruleOf(c);
  const domain = cookieDomain(location.hostname);
  const past = '; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  writeCookieJar(`${r.name}=${past}`);
  if (domain) writeCookieJar(`${r.name}=${past}; domain=${domain}`);
}

/** True when any sign-in cookie exists (docs/rules.md §4: the store-call queue waits only then). */
export function hasLoginCookies(country: string, text = readCookieJar()): boolean {
  // Present is enough, readable or not: a sign-in cookie with a bad escape still needs the
  // session check, which clears it.
  return [jwtCookie(country), ...Object.values(COOKIES).filter((r: CookieRule) => r.login)].some((r) => readCookie(r, text, true) !== undefined);
}
