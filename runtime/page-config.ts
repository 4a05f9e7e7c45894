/**
 * Page config: the hidden inputs of docs/rules.md §3, read once, typed and frozen
 * (docs/architecture.md "Page config"). Only genuine `<input type="hidden">` elements count, so
 * injected markup that reuses an id cannot shadow them; the first one wins where the page
 * repeats an id (real pages repeat `shopIntegrationFlag`). The document is read through
 * `Document.prototype`, so a `<form name="querySelectorAll">` cannot hide the inputs.
 */

/** docs/rules.md §3 names these; a page without them gets one warning listing them. */
const REQUIRED_FIELDS = (
  'language siteCode localLang i18nAppsParam b2bFlag eppFlag scannerYn esapiSearchDomain apiStageInfo languageCode ' +
  'countryCode storeDomain useStore store_sitecode hybrisApiJson shopIntegrationFlag storeWebDomain loginAccountServiceId'
).split(' ');

/** Longest value read from a hidden input; longer is cut (a hostile page cannot balloon memory). */
const MAX_LENGTH = 4096;

/** Site codes are lower-case words joined by "_" (uk, ca_fr, n_africa, levant_ar), 2-20 characters. */
const SITE_CODE = /^(?=.{2,20}$)[a-z]+(_[a-z]+)?$/;
const SAFE_URL = /^(https?:\/\/[^\s"'<>\\]+|\/\/[^\s"'<>\\/]+[^\s"'<>\\]*|\/[^\s"'<>\\]*)$/i;

type Warn = (message: string) => void;

/** Readers of one hidden input each; a bad value is warned about by field name and defaulted. */
function readers(inputs: ReadonlyMap<string, string>, warn: Warn) {
  const raw = (field: string) => (inputs.get(field) ?? '').trim();
  return {
    text: (field: string): string => raw(field).replace(/[\u0000-\u001f\u007f]/g, ''), // control characters stay out of logs and URLs
    flag(field: string): boolean {
      const value = raw(field);
      if (/^[yn]?$/i.test(value)) return /y/i.test(value);
      warn(`hidden input "${field}" should be Y or N, got ${JSON.stringify(value.slice(0, 40))}; using N`);
      return false;
    },
    url(field: string): string {
      const value = raw(field);
      if (value === '' || SAFE_URL.test(value)) return value;
      warn(`hidden input "${field}" should be an http(s) or relative URL, got ${JSON.stringify(value.slice(0, 80))}; ignoring it`);
      return '';
    },
    json(field: string): Readonly<Record<string, unknown>> | null {
      const value = raw(field);
      if (value === '') return null;
      try {
        const data: unknown = JSON.parse(value);
        if (typeof data === 'object' && data !== null && !Array.isArray(data)) return Object.freeze(data as Record<string, unknown>);
        warn(`hidden input "${field}" should hold a JSON object, got ${Array.isArray(data) ? 'an array' : typeof data}; ignoring it`);
      } catch {
        warn(`hidden input "${field}" holds malformed JSON; ignoring it`);
      }
      return null;
    },
  };
}

/** Every field the runtime reads, by reader: text, Y/N flags and addresses. */
const TEXT_FIELDS = ['siteCode', 'store_sitecode', 'language', 'localLang', 'languageCode', 'countryCode', 'i18nAppsParam', 'apiStageInfo', 'shopIntegrationFlag', 'loginAccountServiceId', 'pageTrack', 'tempTitle', 'sc_gnb_placeholder'] as const;
/** `loginValidateYnForGPv2` is the login state cached in a hidden Y/N flag (docs/rules.md §3). */
const FLAG_FIELDS = ['b2bFlag', 'eppFlag', 'scannerYn', 'useStore', 'useLogin', 'multiLanguageYn', 'loginValidateYnForGPv2', 'sc_gnb_aiSearchUseYn'] as const;
const URL_FIELDS = ['searchDomain', 'esapiSearchDomain', 'storeDomain', 'storeWebDomain', 'gpvStoreDomain', 'newHyvStoreDomain', 'loginLinkURL', 'logoutURL', 'sc_gnb_searchURL', 'sc_gnb_AI_searchURL'] as const;

type Fields<T extends readonly string[], V> = { readonly [K in T[number]]: V };

/** The typed, frozen page config. `siteCode` is lower-case and never empty. */
export type PageConfig = Fields<typeof TEXT_FIELDS, string> &
  Fields<typeof FLAG_FIELDS, boolean> &
  Fields<typeof URL_FIELDS, string> & { readonly hybrisApiJson: Readonly<Record<string, unknown>> | null };

/** Reads every field with its reader (a table, not an object literal: each name appears once in the build). */
function build(inputs: ReadonlyMap<string, string>, warn: Warn): PageConfig {
  const read = readers(inputs, warn);
  const config: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) config[field] = read.text(field);
  for (const field of FLAG_FIELDS) config[field] = read.flag(field);
  for (const field of URL_FIELDS) config[field] = read.url(field);
  config.hybrisApiJson = read.json('hybrisApiJson');
  config.siteCode = (config.siteCode as string).toLowerCase();
  return config as PageConfig;
}

/**
 * Reads the page config from `doc`. Returns null (after one console error saying why) when
 * the page has no usable site code: the runtime does not boot then.
 */
export function readPageConfig(doc: Document, log: Pick<Console, 'warn' | 'error'> = console): PageConfig | null {
  const inputs = new Map<string, string>();
  for (const el of Document.prototype.querySelectorAll.call(doc, 'input[type="hidden" i][id]')) {
    if (el instanceof HTMLInputElement && !inputs.has(el.id)) inputs.set(el.id, el.value.slice(0, MAX_LENGTH));
  }
  const warn = (message: string) => log.warn(`storefront: page config: ${message}`);
  const missing = REQUIRED_FIELDS.filter((f) => !inputs.has(f));
  if (missing.length) warn(`missing hidden inputs ${missing.join(', ')}; using defaults (empty text, N)`);

  const config = build(inputs, warn);
  const site = config.siteCode;
  if (!SITE_CODE.test(site)) {
    log.error(
      site === ''
        ? 'storefront: not started: the page has no <input type="hidden" id="siteCode"> value'
        : `storefront: not started: siteCode ${JSON.stringify(site.slice(0, 40))} is not a site code (like "uk" or "ca_fr")`,
    );
    return null;
  }
  return Object.freeze(config);
}
