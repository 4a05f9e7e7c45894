/**
 * Seed data of the local backend: sites, users, discount stores, product catalogue and search
 * keywords. Plain data; state.mjs copies it into a fresh mutable state on every reset.
 */

/** Per-site values of the seeded sites. */
export const SITES = {
  uk: { countryCode: 'GB', currency: 'GBP', language: 'en_GB', suffix: 'EUB' },
  us: { countryCode: 'US', currency: 'USD', language: 'en_US', suffix: 'XAA' },
  cn: { countryCode: 'CN', currency: 'CNY', language: 'zh_CN', suffix: 'ZCN' },
  ae_ar: { countryCode: 'AE', currency: 'AED', language: 'ar_AE', suffix: 'XSG' },
  ca_fr: { countryCode: 'CA', currency: 'CAD', language: 'fr_CA', suffix: 'XAC' },
  tr: { countryCode: 'TR', currency: 'TRY', language: 'tr_TR', suffix: 'TUR' },
  in: { countryCode: 'IN', currency: 'INR', language: 'en_IN', suffix: 'INS' },
  sec: { countryCode: 'KR', currency: 'KRW', language: 'ko_KR', suffix: 'KOO' },
  au: { countryCode: 'AU', currency: 'AUD', language: 'en_AU', suffix: 'XSA' },
  br: { countryCode: 'BR', currency: 'BRL', language: 'pt_BR', suffix: 'ZTO' },
  pe: { countryCode: 'PE', currency: 'PEN', language: 'es_PE', suffix: 'XPE' },
  vn: { countryCode: 'VN', currency: 'VND', language: 'vi_VN', suffix: 'XXV' },
};

/** docs/rules.md §2/§7: the five US discount-program stores (also the epp-discount.json content). */
export const DISCOUNT_STORES = [
  { store_id: 'education', store_disp_name: 'Education Offers Program', store_segment: 'EDU', legacy_plan_id: 'PLAN-EDU-01', discount: 'Up to 30% off' },
  { store_id: 'first-responders', store_disp_name: 'First Responders Program', store_segment: 'FR', legacy_plan_id: 'PLAN-FR-01', discount: 'Up to 30% off' },
  { store_id: 'government', store_disp_name: 'Government Program', store_segment: 'GOV', legacy_plan_id: 'PLAN-GOV-01', discount: 'Up to 30% off' },
  { store_id: 'workplace', store_disp_name: 'Employee Partner Program', store_segment: 'EPP', legacy_plan_id: 'PLAN-EPP-01', discount: 'Up to 25% off' },
  { store_id: 'military', store_disp_name: 'Military Offers Program', store_segment: 'MIL', legacy_plan_id: 'PLAN-MIL-01', discount: 'Up to 30% off' },
].map((s) => ({ ...s, image_logo_url: '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/discount-store.svg' }));

const accepted = { terms: true, marketing: true };

/** The user fields every seeded user starts from. */
const BASE = {
  loginType: 'sa_login',
  rewards: false,
  rewardsTier: null,
  b2b: false,
  smb: false,
  resultCode: '0000',
  customerStatus: 'AC',
  hasAddInfo: 'Y',
  guidConsent: 'Y',
  consents: accepted,
  saState: false,
  snsSessionId: null,
  store: null,
  expired: false,
  refreshToken: null,
};

/** Seeded users, by id. Sign in with GET /__backend/sign-in?user=<id>. */
export const USERS = [
  { id: 'uk-shopper', site: 'uk', firstname: 'Olivia', lastname: 'Bennett', rewards: true, rewardsTier: 'Gold', saState: true, cart: ['SM-S938BZKEUB', 'SM-R630BZAEUB'], wishlist: ['SM-F966BDBEUB', 'SM-X930BZAEUB', 'SM-L325BZKEUB'] },
  { id: 'uk-new', site: 'uk', firstname: 'Noah', lastname: 'Clarke', hasAddInfo: 'N', guidConsent: 'N', consents: { terms: false, marketing: false } },
  { id: 'uk-addinfo', site: 'uk', firstname: 'Ada', lastname: 'Moss', hasAddInfo: 'N' },
  { id: 'uk-blocked', site: 'uk', firstname: 'Barry', lastname: 'Locke', resultCode: '903', customerStatus: 'BA' },
  { id: 'uk-dormant', site: 'uk', firstname: 'Dora', lastname: 'Mant', resultCode: '901', customerStatus: 'DW' },
  { id: 'uk-social', site: 'uk', firstname: 'Sofia', lastname: 'Reyes', snsSessionId: 'sns-uk-social-1' },
  { id: 'uk-smb', site: 'uk', firstname: 'Sam', lastname: 'Trader', b2b: true, smb: true },
  { id: 'uk-b2b', site: 'uk', firstname: 'Bea', lastname: 'Corporate', b2b: true },
  { id: 'uk-employee', site: 'uk', firstname: 'Ellis', lastname: 'Worker', store: { store_id: 'acme', store_disp_name: 'ACME Employee Store', store_segment: 'EPP', legacy_plan_id: 'PLAN-ACME', image_logo_url: '' } },
  { id: 'uk-guest-epp', site: 'uk', firstname: 'Gus', lastname: 'Guest', loginType: 'guest_epp_store' },
  { id: 'uk-expired', site: 'uk', firstname: 'Old', lastname: 'Token', expired: true },
  { id: 'us-shopper', site: 'us', firstname: 'James', lastname: 'Miller', rewards: true, rewardsTier: 'Silver', cart: ['SM-S938UZKXAA'] },
  { id: 'us-smb', site: 'us', firstname: 'Sara', lastname: 'Owner', b2b: true, smb: true },
  { id: 'us-edu', site: 'us', firstname: 'Emma', lastname: 'Teacher', store: 'education', accessType: 'email', cart: ['SM-F966UDBXAA', 'SM-X930UZAXAA'] },
  { id: 'us-workplace', site: 'us', firstname: '', lastname: '', store: 'workplace', accessType: 'email' },
  { id: 'us-referral', site: 'us', firstname: 'Rita', lastname: 'Referral', store: 'military', accessType: 'referral', loginType: 'referral_url' },
  { id: 'cn-shopper', site: 'cn', firstname: '伟', lastname: '王', saState: true, refreshToken: 'cn-refresh-token-1' },
  { id: 'ae-shopper', site: 'ae_ar', firstname: 'ليلى', lastname: 'حسن' },
  { id: 'ca-shopper', site: 'ca_fr', firstname: 'Chloé', lastname: 'Tremblay', rewards: true, rewardsTier: 'Bronze' },
  { id: 'tr-shopper', site: 'tr', firstname: 'Elif', lastname: 'Yılmaz', consents: { terms: true, marketing: false, etk: false, data_transfer: false } },
  { id: 'tr-new', site: 'tr', firstname: 'Can', lastname: 'Demir', consents: { terms: false, marketing: false, etk: false, data_transfer: false } },
  { id: 'in-shopper', site: 'in', firstname: 'Aarav', lastname: 'Sharma', consents: { terms_and_conditions: false, email_consent: false } },
  { id: 'sec-shopper', site: 'sec', firstname: '민준', lastname: '김', cart: ['SM-S938BZKKOO'] },
  { id: 'au-shopper', site: 'au', firstname: 'Charlotte', lastname: 'Nguyen', cart: ['SM-S938BZKXSA', 'SM-R630BZAXSA', 'SM-L325BZKXSA'], wishlist: ['SM-F966BDBXSA'] },
  { id: 'br-shopper', site: 'br', firstname: 'Lucas', lastname: 'Oliveira', cart: ['SM-S938BZKZTO'] },
  { id: 'pe-shopper', site: 'pe', firstname: 'Valeria', lastname: 'Quispe' },
  { id: 'pe-new', site: 'pe', firstname: 'Mateo', lastname: 'Flores', consents: { terms: false, marketing: false } },
  { id: 'vn-shopper', site: 'vn', firstname: 'Linh', lastname: 'Nguyễn' },
// Emails end in .com: the store's email rule (docs/rules.md §5) takes a 2 to 3 letter ending, so the login layer accepts them.
].map((u) => ({ ...BASE, email: `${u.id}@example.com`, guid: `guid-${u.id}`, cart: [], wishlist: [], accessType: 'email', ...u }));

/** Consent ids and whether each is required (docs/rules.md §5: terms required; tr has checkboxes 3 and 4). */
export const CONSENT_DEFS = { terms: true, marketing: false, etk: false, data_transfer: false };

/** Model families the catalogue is built from: [model stem, name, category, base GBP price, flags]. */
const MODELS = [
  ['SM-S938', 'Galaxy S25 Ultra', 'smartphones', 1249],
  ['SM-S931', 'Galaxy S25', 'smartphones', 799],
  ['SM-F966', 'Galaxy Z Fold7', 'smartphones', 1799],
  ['SM-F766', 'Galaxy Z Flip7', 'smartphones', 1049],
  ['SM-A566', 'Galaxy A56 5G', 'smartphones', 499],
  ['SM-X930', 'Galaxy Tab S11 Ultra', 'tablets', 1199],
  ['SM-X730', 'Galaxy Tab S11', 'tablets', 799.5],
  ['SM-R630', 'Galaxy Buds3 Pro', 'audio', 219],
  ['SM-L325', 'Galaxy Watch8', 'watches', 319.99],
  ['SM-L705', 'Galaxy Watch Ultra', 'watches', 599],
  ['QE65S95F', 'OLED S95F 65"', 'tvs', 2999],
  ['QE55QN90F', 'Neo QLED QN90F 55"', 'tvs', 1499],
];
const COLOURS = [['ZK', 'Titanium Black'], ['DB', 'Blue Shadow'], ['ZA', 'Silver'], ['ZS', 'Mint']];
/** Rough price factor per currency so prices look local (docs/rules.md §9 formats are the runtime's job). */
const FACTOR = { GBP: 1, USD: 1.1, CNY: 8.5, AED: 4.4, CAD: 1.6, TRY: 48, INR: 110, KRW: 1800, AUD: 1.9, BRL: 7.2 };
/** Prices in cents; won has no minor unit and Korean prices end in hundreds (1,798,200원). */
const roundPrice = (currency, amount) => (currency === 'KRW' ? Math.round(amount / 100) * 100 : Math.round(amount * 100) / 100);

/** A price given in pounds, in the site's currency as the catalogue prices it (the template product options). */
export function localPrice(site, gbp) {
  const { currency } = SITES[site] ?? SITES.uk;
  return roundPrice(currency, gbp * FACTOR[currency]);
}

/** The product catalogue of a site: every model in four colours; codes end with the site suffix. */
export function catalogueFor(site) {
  const { suffix, currency } = SITES[site] ?? SITES.uk;
  const out = [];
  MODELS.forEach(([stem, name, category, gbp], m) => {
    COLOURS.forEach(([colour, colourName], c) => {
      const isTv = category === 'tvs';
      const region = suffix === 'XAA' || suffix === 'XAC' ? 'U' : 'B';
      const code = isTv ? `${stem}${colour}T${suffix}` : `${stem}${region}${colour}${suffix}`;
      const price = roundPrice(currency, gbp * FACTOR[currency] * (1 - 0.05 * c));
      out.push({
        code,
        name: `${name} ${colourName}`,
        category,
        currency,
        price,
        listPrice: roundPrice(currency, price * 1.15),
        stock: (m + c) % 11 === 10 ? 0 : 25,
        // Samsung Flex / Upgrade products cannot share an order (docs/rules.md §8 TokoUpgradeProductsError).
        upgrade: stem === 'SM-S938' && c === 3,
      });
    });
  });
  return out;
}

/** Popular keywords per site (docs/rules.md §4: up to 7 on focus). */
export const POPULAR = {
  default: ['Galaxy S25 Ultra', 'Galaxy Z Fold7', 'Galaxy Z Flip7', 'Galaxy Watch8', 'Galaxy Buds3 Pro', 'OLED TV', 'Galaxy Tab S11', 'Bespoke AI'],
  cn: ['Galaxy S25 Ultra', '折叠屏手机', 'Galaxy Z Flip7', '智能手表', '无线耳机', 'OLED 电视', '平板电脑', '冰箱'],
  ae_ar: ['جالكسي S25 ألترا', 'Galaxy Z Fold7', 'ساعة جالكسي', 'سماعات', 'تلفزيون OLED', 'تابلت', 'ثلاجة', 'غسالة'],
  business: ['Galaxy XCover7', 'Smart Monitor', 'Knox Suite', 'Galaxy Tab Active5', 'Business TVs', 'Galaxy Book5 Pro', 'Flip Pro'],
};

/** Keywords the suggestion services match a query against. */
export const KEYWORDS = [
  ...MODELS.map(([, name]) => name),
  'Galaxy S25 Ultra case', 'Galaxy S25 Ultra screen protector', 'Galaxy S25 FE', 'Galaxy Buds3', 'Galaxy Watch8 Classic',
  'Galaxy Ring', 'Galaxy Book5 Pro', 'Galaxy Tab S10 FE', 'Bespoke AI fridge freezer', 'Bespoke AI washer', 'Odyssey G9 monitor',
  'Smart Monitor M8', 'Soundbar Q990F', 'The Frame TV', 'Galaxy XCover7', 'Galaxy Tab Active5', 'Knox Suite',
];

/** Site list (docs/rules.md §3) for the country selector and ipredirection. */
export const SITE_LIST = [
  ['uk', 'United Kingdom', 'United Kingdom', 'English', 'English', 'GB'],
  ['us', 'USA', 'USA', 'English', 'English', 'US'],
  ['ca', 'Canada', 'Canada', 'English', 'English', 'CA'],
  ['ca_fr', 'Canada', 'Canada', 'French', 'Français', 'CA'],
  ['cn', 'China', '中国', 'Chinese', '中文', 'CN'],
  ['ae', 'United Arab Emirates', 'United Arab Emirates', 'English', 'English', 'AE'],
  ['ae_ar', 'United Arab Emirates', 'الإمارات العربية المتحدة', 'Arabic', 'العربية', 'AE'],
  ['tr', 'Turkey', 'Türkiye', 'Turkish', 'Türkçe', 'TR'],
  ['in', 'India', 'India', 'English', 'English', 'IN'],
  ['sec', 'Korea', '대한민국', 'Korean', '한국어', 'KR'],
  ['levant', 'Levant', 'Levant', 'English', 'English', 'JO,LB,PS'],
  ['levant_ar', 'Levant', 'المشرق العربي', 'Arabic', 'العربية', 'JO,LB,PS'],
].map(([site_code, global_country_name, local_country_name, global_lang, local_lang, codes]) => ({
  site_code, global_country_name, local_country_name, global_lang, local_lang, country_codes: codes.split(','),
}));
