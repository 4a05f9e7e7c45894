/**
 * Page config: the hidden inputs of SPEC §3, read once, typed and frozen (DESIGN "Page config").
 * Only genuine `<input type="hidden">` elements count, so injected markup that reuses an id
 * cannot shadow them; the first one wins where the page repeats an id (real pages repeat
 * `shopIntegrationFlag`). Nothing else in the runtime reads hidden inputs.
 */

type Kind = 'text' | 'flag' | 'url' | 'json' | 'site';

const FIELDS = {
  siteCode: 'site',
  store_sitecode: 'text',
  language: 'text',
  localLang: 'text',
  languageCode: 'text',
  countryCode: 'text',
  i18nAppsParam: 'text',
  b2bFlag: 'flag',
  eppFlag: 'flag',
  scannerYn: 'flag',
  useStore: 'flag',
  useLogin: 'flag',
  multiLanguageYn: 'flag',
  /** SPEC §3: the login state cached in a hidden Y/N flag. */
  loginValidateYnForGPv2: 'flag',
  searchDomain: 'url',
  esapiSearchDomain: 'url',
  storeDomain: 'url',
  storeWebDomain: 'url',
  gpvStoreDomain: 'url',
  newHyvStoreDomain: 'url',
  loginLinkURL: 'url',
  logoutURL: 'url',
  apiStageInfo: 'text',
  shopIntegrationFlag: 'text',
  loginAccountServiceId: 'text',
  hybrisApiJson: 'json',
  pageTrack: 'text',
  tempTitle: 'text',
  sc_gnb_searchURL: 'url',
  sc_gnb_AI_searchURL: 'url',
  sc_gnb_placeholder: 'text',
  sc_gnb_aiSearchUseYn: 'flag',
} as const satisfies Record<string, Kind>;

/** SPEC §3 names these; a page without them gets one warning listing them. */
const SPEC_FIELDS = [
  'language', 'siteCode', 'localLang', 'i18nAppsParam', 'b2bFlag', 'eppFlag', 'scannerYn', 'esapiSearchDomain',
  'apiStageInfo', 'languageCode', 'countryCode', 'storeDomain', 'useStore', 'store_sitecode', 'hybrisApiJson',
  'shopIntegrationFlag', 'storeWebDomain', 'loginAccountServiceId',
] as const;

type Fields = typeof FIELDS;
type ValueOf<K extends Kind> = K extends 'flag' ? boolean : K extends 'json' ? Readonly<Record<string, unknown>> | null : string;

/** The typed, frozen page config. `siteCode` is lower-case and never empty. */
export type PageConfig = { readonly [F in keyof Fields]: ValueOf<Fields[F]> };

/** Longest value read from a hidden input; longer is cut (a hostile page cannot balloon memory). */
const MAX_LENGTH = 4096;

/** Site codes are lower-case words joined by "_" (uk, ca_fr, n_africa, levant_ar), 2-20 characters. */
const SITE_CODE = /^(?=.{2,20}$)[a-z]+(_[a-z]+)?$/;
const SAFE_URL = /^(https?:\/\/[^\s"'<>\\]+|\/\/[^\s"'<>\\/]+[^\s"'<>\\]*|\/[^\s"'<>\\]*)$/i;

function parse(field: string, kind: Kind, raw: string, warn: (m: string) => void): unknown {
  const value = raw.trim();
  switch (kind) {
    case 'flag':
      if (value === '' || /^n$/i.test(value)) return false;
      if (/^y$/i.test(value)) return true;
      warn(`hidden input "${field}" should be Y or N, got ${JSON.stringify(value.slice(0, 40))}; using N`);
      return false;
    case 'url':
      if (value === '' || SAFE_URL.test(value)) return value;
      warn(`hidden input "${field}" should be an http(s), protocol-relative or root-relative URL, got ${JSON.stringify(value.slice(0, 80))}; ignoring it`);
      return '';
    case 'json': {
      if (value === '') return null;
      try {
        const data: unknown = JSON.parse(value);
        if (typeof data === 'object' && data !== null && !Array.isArray(data)) return Object.freeze(data);
        warn(`hidden input "${field}" should hold a JSON object, got ${Array.isArray(data) ? 'an array' : typeof data}; ignoring it`);
      } catch {
        warn(`hidden input "${field}" holds malformed JSON; ignoring it`);
      }
      return null;
    }
    case 'site':
      return value.toLowerCase();
    default:
      // eslint-style: strip control characters so logs and URLs built from text stay sane.
      return value.replace(/[\u0000-\u001f\u007f]/g, '');
  }
}

/**
 * Reads the page config from `doc`. Returns null (after one console error saying why) when
 * the page has no usable site code: the runtime does not boot then.
 */
export function readPageConfig(doc: Document, log: Pick<Console, 'warn' | 'error'> = console): PageConfig | null {
  const inputs = new Map<string, string>();
  for (const el of doc.querySelectorAll('input[type="hidden" i][id]')) {
    if (el instanceof HTMLInputElement && !inputs.has(el.id)) inputs.set(el.id, el.value.slice(0, MAX_LENGTH));
  }
  const warn = (message: string) => log.warn(`storefront: page config: ${message}`);
  const missing = SPEC_FIELDS.filter((f) => !inputs.has(f));
  if (missing.length) warn(`missing hidden inputs ${missing.join(', ')}; using defaults (empty text, N)`);

  const config: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(FIELDS)) config[field] = parse(field, kind, inputs.get(field) ?? '', warn);

  const site = config.siteCode as string;
  if (!SITE_CODE.test(site)) {
    log.error(
      site === ''
        ? 'storefront: not started: the page has no <input type="hidden" id="siteCode"> value'
        : `storefront: not started: siteCode ${JSON.stringify(site.slice(0, 40))} is not a site code (expected like "uk", "ca_fr" or "n_africa")`,
    );
    return null;
  }
  return Object.freeze(config) as PageConfig;
}
