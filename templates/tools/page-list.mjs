/**
 * Which template pages exist and the per-site values of their hidden inputs and chrome.
 * assemble-v4.mjs --all writes every entry of PAGES.
 */

/** Per-site values (docs/rules.md §3 hidden inputs: language, localLang, countryCode, languageCode …). */
export const SITES = {
  uk: { lang: 'en-GB', language: 'en_GB', localLang: 'en-gb', countryCode: 'GB', languageCode: 'en', iso: 'GBR', currency: 'GBP', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'UK / English', serviceId: '3rm5bpijsd', aiSearch: true },
  us: { lang: 'en-US', language: 'en_US', localLang: 'en-us', countryCode: 'US', languageCode: 'en', iso: 'USA', currency: 'USD', dir: 'ltr', placeholder: 'Galaxy Z Fold7', siteName: 'USA / English', serviceId: 'tfz3tlu5ye', aiSearch: false },
  cn: { lang: 'zh-CN', language: 'zh_CN', localLang: 'zh-cn', countryCode: 'CN', languageCode: 'zh', iso: 'CHN', currency: 'CNY', dir: 'ltr', placeholder: 'Galaxy Z Fold7', siteName: '中国 / 中文', serviceId: 'q1r2k3s4cn', aiSearch: false },
  ae_ar: { lang: 'ar-AE', language: 'ar_AE', localLang: 'ar-ae', countryCode: 'AE', languageCode: 'ar', iso: 'ARE', currency: 'AED', dir: 'rtl', placeholder: 'جالكسي S25 ألترا', siteName: 'الإمارات / العربية', serviceId: 'a7e5b3d1ae', aiSearch: true, multiLanguage: true },
  ca_fr: { lang: 'fr-CA', language: 'fr_CA', localLang: 'fr-ca', countryCode: 'CA', languageCode: 'fr', iso: 'CAN', currency: 'CAD', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'Canada / Français', serviceId: 'c4a2f8r6ca', aiSearch: true, multiLanguage: true },
  ca: { lang: 'en-CA', language: 'en_CA', localLang: 'en-ca', countryCode: 'CA', languageCode: 'en', iso: 'CAN', currency: 'CAD', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'Canada / English', serviceId: 'c4a2f8r6ca', aiSearch: true, multiLanguage: true },
  nl: { lang: 'nl-NL', language: 'nl_NL', localLang: 'nl-nl', countryCode: 'NL', languageCode: 'nl', iso: 'NLD', currency: 'EUR', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'Nederland / Nederlands', serviceId: '3rm5bpijsd', aiSearch: true },
  tr: { lang: 'tr-TR', language: 'tr_TR', localLang: 'tr-tr', countryCode: 'TR', languageCode: 'tr', iso: 'TUR', currency: 'TRY', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'Türkiye / Türkçe', serviceId: 't9r7k5e3tr', aiSearch: true },
  in: { lang: 'en-IN', language: 'en_IN', localLang: 'en-in', countryCode: 'IN', languageCode: 'en', iso: 'IND', currency: 'INR', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'India / English', serviceId: 'i2n4d6a8in', aiSearch: true },
  au: { lang: 'en-AU', language: 'en_AU', localLang: 'en-au', countryCode: 'AU', languageCode: 'en', iso: 'AUS', currency: 'AUD', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'Australia / English', serviceId: 'a1u3s5t7au', aiSearch: true },
  br: { lang: 'pt-BR', language: 'pt_BR', localLang: 'pt-br', countryCode: 'BR', languageCode: 'pt', iso: 'BRA', currency: 'BRL', dir: 'ltr', placeholder: 'Galaxy S25 Ultra', siteName: 'Brasil / Português', serviceId: 'b2r4a6z8br', aiSearch: true },
  sec: { lang: 'ko-KR', language: 'ko_KR', localLang: 'ko-kr', countryCode: 'KR', languageCode: 'ko', iso: 'KOR', currency: 'KRW', dir: 'ltr', placeholder: '갤럭시 Z 폴드7', siteName: '대한민국 / 한국어', serviceId: 'k3r5s7e9kr', aiSearch: false },
};

const home = (site, title) => ({ site, file: 'index', kind: 'home', title, pageTrack: 'home', tempTitle: 'page-home' });

/**
 * Every template page. `file` is the path under templates/pages/<site>/ without .html; the dev
 * server answers longer paths with the longest matching file (/uk/multistore/<store>/).
 */
export const PAGES = [
  home('uk', 'Samsung UK | Mobile | TV | Home Electronics'),
  { site: 'uk', file: 'listing', kind: 'listing', title: 'All Products | Samsung UK', pageTrack: 'product finder', tempTitle: 'page-product-finder' },
  { site: 'uk', file: 'product', kind: 'product', title: 'Galaxy S25 Ultra | Samsung UK', pageTrack: 'product detail', tempTitle: 'page-buying-pd' },
  { site: 'uk', file: 'multistore', kind: 'multistore', title: 'Multi Store Homepage', pageTrack: 'home', tempTitle: 'page-home', epp: true },
  { site: 'uk', file: 'business', kind: 'business', title: 'Samsung Business UK', pageTrack: 'home', tempTitle: 'page-home', b2b: true },
  // The Dutch business home: B2B search and the campaign cookies of docs/rules.md §5 (nl, be, be_fr).
  { site: 'nl', file: 'business', kind: 'business', title: 'Samsung Zakelijk Nederland', pageTrack: 'home', tempTitle: 'page-home', b2b: true },
  home('us', 'Samsung US | Mobile | TV | Home Electronics'),
  { site: 'us', file: 'shop/discount-program', kind: 'discount', title: 'Discount Program Store | Samsung US', pageTrack: 'home', tempTitle: 'page-home', epp: true, scanner: true },
  home('cn', '三星中国官网'),
  home('ae_ar', 'سامسونج الإمارات'),
  home('ca_fr', 'Samsung Canada | Mobiles | Téléviseurs | Électroménagers'),
  // Canada in English: the ca_fr home's content in English, with the same delivery selector.
  home('ca', 'Samsung Canada | Mobile | TV | Home Appliances'),
  home('tr', 'Samsung Türkiye'),
  home('in', 'Samsung India | Mobile | TV | Home Appliances'),
  // Right to left product detail: the controls (tabs, selects, option selector) mirrored.
  { site: 'ae_ar', file: 'product', kind: 'product', title: 'جالكسي S25 ألترا | سامسونج الإمارات', pageTrack: 'product detail', tempTitle: 'page-buying-pd' },
  // The Korean store (site code sec): Korea's store result rules (docs/rules.md §8) and its alert button.
  home('sec', '삼성전자 | 모바일 | TV | 가전 | 삼성닷컴'),
  // Australia: a product page on the Hybris cart, in Australian dollars (docs/rules.md §7).
  { site: 'au', file: 'product', kind: 'product', title: 'Galaxy S25 Ultra | Samsung Australia', pageTrack: 'product detail', tempTitle: 'page-buying-pd' },
  // Brazil: the store interface's add, which Brazil asks as getServicesProduct (docs/rules.md §7), in Portuguese and reais.
  { site: 'br', file: 'product', kind: 'product', title: 'Galaxy S25 Ultra | Samsung Brasil', pageTrack: 'product detail', tempTitle: 'page-buying-pd' },
];
