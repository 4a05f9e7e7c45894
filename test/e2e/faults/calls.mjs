/**
 * The fault matrix's table (docs/quality.md "Fault matrix"): every call the runtime and its
 * plugins make, with the page that makes it, how to trigger it cheaply, its timeout and the
 * documented outcome of a failure (docs/rules.md §8). A new call adds a row here; the
 * coverage test fails for a call seen in the request log or in the source without one.
 */
import { storedCookies } from '../harness.mjs';
import { backend, badgeResponds, searchOpens, openSearch, refreshClock, visibleSearchOpener, waitShown, SEARCH_INPUT } from '../gates/kit.mjs';

const backendRequests = async () => (await backend('GET', '/__backend/requests')).requests;

/** The faults every call is put through (backend modes; `slow` goes past the call's own timeout). */
export const FAULTS = ['500', 'malformed', 'empty', 'slow', 'drop'];

/** Polls `check` (node side) until it is true or `ms` pass; answers whether it became true. */
export async function until(check, ms = 8000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

const warned = (text) => async (page, report) => ((await until(() => report.console.some((m) => m.includes(text)))) ? null : `no console message "${text}"`);
const pluginOff = (name) => async (page, report) => {
  if (!(await until(() => report.errors.some((m) => m.includes(`storefront: plugin "${name}" failed in load`))))) return `no report that plugin "${name}" failed to load`;
  const mounted = await page.evaluate(() => window.storefront?.mounted() ?? []);
  return mounted.includes(name) ? `plugin "${name}" still mounted` : null;
};
const noSprite = async (page) => ((await page.$('#sf-icon-sprite')) ? 'the sprite was inserted' : null);
const spriteArrives = async (page) => (await page.waitForSelector('#sf-icon-sprite', { timeout: 8000 }).then(() => null, () => 'the held sprite never arrived after release'));
const badgeMounts = async (page) => (await page.waitForFunction(() => window.storefront?.mounted().includes('cart-badge'), { timeout: 8000 }).then(() => null, () => 'the cart badge did not mount after release'));
const notMounted = (name) => async (page) => ((await page.evaluate((n) => window.storefront?.mounted().includes(n) ?? false, name)) ? `plugin "${name}" mounted while its chunk was held` : null);
const notStarted = async (page) => ((await page.evaluate(() => window.storefront === undefined)) ? null : 'the runtime started without its chunk');
const starts = async (page) => (await page.waitForFunction(() => window.storefront !== undefined, { timeout: 8000 }).then(() => null, () => 'the runtime did not start after release'));
const mounts = (name) => async (page) => (await page.waitForFunction((n) => window.storefront?.mounted().includes(n), { timeout: 8000 }, name).then(() => null, () => `plugin "${name}" did not mount after release`));
/** Scrolls the uk home's lazy images into view: their chunk loads only then. */
const showImages = (page) => page.$eval('.media-images', (s) => s.scrollIntoView({ block: 'center' }));
/** Scrolls the uk home's label indicator into view: its chunk loads only then. */
const showIndicator = (page) => page.$eval('.feature-indicator', (s) => s.scrollIntoView({ block: 'center' }));
/** Scrolls the uk home's video widgets into view: their chunk and the YouTube player script load only then. */
const showVideos = (page) => page.$eval('.media-videos', (s) => s.scrollIntoView({ block: 'center' }));
const posterKept = async (page) => ((await page.$('.media-videos__item--youtube video')) ? 'a player appeared without its script' : null);
const playerArrives = async (page) => (await page.waitForSelector('.media-videos__item--youtube video[data-player="youtube"]', { timeout: 8000 }).then(() => null, () => 'the YouTube player did not appear after release'));
/** Scrolls the uk home's Brightcove and Aparat widgets into view: their player scripts load only then. */
const showPartnerVideos = (page) => page.$eval('.media-videos--partners', (s) => s.scrollIntoView({ block: 'center' }));
const partnerPosterKept = (type) => async (page) => ((await page.$(`.media-videos__item--${type} video`)) ? `a ${type} player appeared without its script` : null);
const partnerArrives = (type) => async (page) => (await page.waitForSelector(`.media-videos__item--${type} video[data-player="${type}"]`, { timeout: 8000 }).then(() => null, () => `the ${type} player did not appear after release`));
const pageIntact = async (page) => ((await page.$('#content')) && (await page.$('.gnb__search-btn-js')) ? null : 'the page markup was changed');

/** The ae_ar home on an iPhone at 375 px with the cookie bar showing: the app banner's page. */
const ON_A_PHONE = {
  viewport: { width: 375, height: 800 },
  cookieBar: true,
  beforeLoad: (page) => page.setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
};
const APP_BANNER = '.cookie-bar__app-banner .app-banner';
/** No app banner shown (after the console message `text`, when one is expected). */
const noAppBanner = (text) => async (page, report) => (text && (await warned(text)(page, report))) || ((await page.$(APP_BANNER)) ? 'an app banner showed' : null);
/**
 * The banner's code held while `others` closed the bar, then released: it arrives, and fills no
 * slot and asks for no banner for a bar no one sees.
 */
const appBannerStaysOut = async (page) => {
  const chunk = () => performance.getEntriesByType('resource').some((r) => /\/chunks\/app-banner-\w+\.js$/.test(new URL(r.name).pathname) && r.responseEnd > 0);
  if (!(await page.waitForFunction(chunk, { timeout: 8000 }).then(() => true, () => false))) return "the app banner's code did not arrive after release";
  // The import's continuation runs once the module is in: a frame and a task after it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  if (await page.$(`${APP_BANNER} .app-banner`)) return 'an app banner was drawn for a closed bar';
  return (await backendRequests()).some((r) => /\/contents\/mobileappbanner$/.test(r.path)) ? 'the app banner was asked for a closed bar' : null;
};
// Checked after `others`, which closed the bar: the banner whose call was out is drawn into the (now hidden) slot.
const appBannerArrives = async (page) => (await page.waitForFunction((s) => document.querySelector(s)?.textContent.trim(), { timeout: 8000 }, `${APP_BANNER} .app-banner__headline`).then(() => null, () => 'the app banner did not arrive after release'));
/** The cookie bar still closes (the bar's own plugin responds). */
async function barCloses(page) {
  try {
    await page.click('.cookie-bar__main-close');
    await page.waitForSelector('.cookie-bar__wrap', { hidden: true, timeout: 5000 });
    return null;
  } catch (error) {
    return `the cookie bar did not close (${error.message.split('\n')[0]})`;
  }
}

/** Types a query into the open overlay and expects the no-suggestions state with no related items. */
async function noSuggestions(page) {
  const shown = await waitShown(page, '.srd19-gnb-search__no-suggestions').then(() => true, () => false);
  if (!shown) return 'the no-suggestions message did not show';
  const related = await page.$$eval('.srd19-gnb-search__suggested [role=option]', (els) => els.length);
  return related ? `${related} related items shown on a failure` : null;
}
const typeQuery = async (page) => {
  await openSearch(page);
  await page.type(SEARCH_INPUT, 'fold');
};
const settle = async () => {};
/**
 * Held rows open the page without waiting for boot (a held boot chunk never lets it finish); a
 * click or hover must still wait until the runtime listens for it, or the gesture is lost.
 */
const armed = (page) => page.waitForFunction(() => window.storefront !== undefined, { timeout: 10_000 });
/** The product page's controls: the tab strip in view (a visible trigger), a menu button pressed (an interaction trigger). */
const reachTabs = async (page) => page.$eval('[data-comp-name="tab"]', (el) => el.scrollIntoView({ block: 'center' }));
const pressMenu = async (page) => {
  await armed(page);
  await page.$eval('#pd-trade-in-field', (el) => el.scrollIntoView({ block: 'center' }));
  await page.click('#pd-trade-in-field');
};
/** The uk home's visible search button pressed: the press that loads the search overlay's code. */
const pressSearch = async (page) => {
  await armed(page);
  await (await visibleSearchOpener(page)).click();
};
const searchClosed = async (page) => ((await page.$eval('.srd19-gnb-search', (s) => getComputedStyle(s).display)) === 'none' ? null : 'the search layer showed without its code');
/** How many search openers say they are busy (a press waiting for the overlay's code). */
const busyOpeners = (page) => page.$$eval('.gnb__search-btn-js[aria-busy="true"]', (els) => els.length);
/** While the overlay's code is held: the layer stays closed, and the pressed opener says it is busy. */
const searchWaits = async (page) => (await searchClosed(page)) ?? ((await busyOpeners(page)) === 1 ? null : `${await busyOpeners(page)} search openers say they are busy while a press waits, not 1`);
/** The overlay's code failed: warned, the layer stays closed; once the fault is gone, the next press loads it and opens. */
const overlayFailed = async (page, report) => {
  const found = (await warned("the search overlay's code did not load")(page, report)) ?? (await searchClosed(page)) ?? ((await busyOpeners(page)) ? 'a search opener still says it is busy after the load failed' : null);
  if (found) return found;
  await backend('POST', '/__backend/reset');
  const again = await searchOpens(page);
  return again && `a press after the failure did not try again: ${again}`;
};
/** The press made while the code was held opens the search once it arrives, and no opener stays busy. */
const heldPressOpens = async (page) => {
  const opened = await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 8000 }, SEARCH_INPUT).then(() => true, () => false);
  if (!opened) return 'the press made while the overlay was held did not open it once it arrived';
  return (await busyOpeners(page)) ? 'a search opener still says it is busy after the search opened' : null;
};
/** The pe home's old search layer (the oldest header generation): closed, opened, failed. */
const OLD_LAYER = 'section.gnb-search';
const oldLayerClosed = async (page) => ((await page.$eval(OLD_LAYER, (s) => getComputedStyle(s).display)) === 'none' ? null : 'the old search layer showed without its code');
const oldLayerOpens = async (page) => page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 8000 }, `${OLD_LAYER} input.gnb-search__input`).then(() => null, () => 'the old search layer did not open');
/** Its finder failed: warned, the layer stays closed; once the fault is gone, the next press loads it and opens. */
const oldLayerFailed = async (page, report) => {
  const found = (await warned("the old search layer's code did not load")(page, report)) ?? (await oldLayerClosed(page));
  if (found) return found;
  await backend('POST', '/__backend/reset');
  await (await visibleSearchOpener(page)).click();
  const again = await oldLayerOpens(page);
  return again && `a press after the failure did not try again: ${again}`;
};
/** The option selectors in view (a visible trigger). */
const reachOptions = async (page) => page.$eval('[data-comp-name="option-selector"]', (el) => el.scrollIntoView({ block: 'center' }));
/** The uk business home's register link in view (a visible trigger). */
const reachRegister = async (page) => page.$eval('.js-smb-register', (el) => el.scrollIntoView({ block: 'center' }));
/** The switches in view (a visible trigger). */
const reachSwitches = async (page) => page.$eval('[data-comp-name="switch"]', (el) => el.scrollIntoView({ block: 'center' }));
/** The page scrolled down (scroll-to-top mounts when the browser is idle; its chunk loads then). */
const scrollPage = async (page) => page.evaluate(() => window.scrollTo(0, 1200));
/** The scrollable terms panel in view (a visible trigger). */
const reachTerms = async (page) => page.$eval('[data-comp-name="scrollbar"]', (el) => el.scrollIntoView({ block: 'center' }));
/** The text fields in view (a visible trigger). */
const reachTextFields = async (page) => page.$eval('.pd-text-fields', (el) => el.scrollIntoView({ block: 'center' }));
/** The tooltip in view (a visible trigger). */
const reachTooltip = async (page) => page.$eval('[data-comp-name="tooltip"]', (el) => el.scrollIntoView({ block: 'center' }));
/** Without the plugin the fields stay as served: the native textarea takes text, the counter and clear button are untouched. */
const fieldsAsServed = async (page) => {
  const state = await page.evaluate(() => ({
    count: document.getElementById('pd-gift-note-count').textContent,
    clearHidden: document.querySelector('.text-field__clear').hidden,
    invalid: document.getElementById('pd-nickname').getAttribute('aria-invalid'),
    errorHidden: document.getElementById('pd-nickname-error').hidden,
  }));
  if (JSON.stringify(state) !== JSON.stringify({ count: '0/200', clearHidden: true, invalid: null, errorHidden: true })) return `the text fields' markup changed: ${JSON.stringify(state)}`;
  await page.type('#pd-gift-note', 'ok');
  return (await page.$eval('#pd-gift-note', (t) => t.value)) === 'ok' ? null : 'the gift note no longer takes text';
};
/** Without the plugin the tooltip stays as served: closed, aria-expanded false, its button reading Expand. */
const tooltipAsServed = async (page) => {
  const state = await page.evaluate(() => ({
    expanded: document.getElementById('pd-care-tip').getAttribute('aria-expanded'),
    hidden: document.getElementById('pd-care-tip-content').hidden,
    text: document.querySelector('.tooltip__btn-text').textContent,
  }));
  return JSON.stringify(state) === JSON.stringify({ expanded: 'false', hidden: true, text: 'Expand' }) ? null : `the tooltip's markup changed: ${JSON.stringify(state)}`;
};
const mountsOn = (name) => async (page) => (await page.waitForFunction((n) => window.storefront?.mounted().includes(n), { timeout: 8000 }, name).then(() => null, () => `plugin "${name}" did not mount after release`));

// Session (docs/architecture.md "Session"): the seeded uk shopper signs in through the local
// backend; whatever the fault, the page ends signed out and a queued store call runs.
const signInUk = async (page) => {
  await page.goto(new URL('/__backend/sign-in?user=uk-shopper&return=%2Fuk%2F', page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront !== undefined, { timeout: 10_000 });
};
const signedOutAndReleased = async (page) => {
  const state = await page
    .waitForFunction(() => window.storefront?.bus.last('session:ready') && window.storefront.bus.last('session:changed'), { timeout: 25_000 })
    .then((h) => h.jsonValue(), () => null);
  if (!state) return 'the session never became known';
  if (state.signedIn) return 'signed in although the session call failed';
  await page.evaluate(() => window.storefront.queue(() => (window.__sfQueued = 'ran')));
  return (await page.waitForFunction(() => window.__sfQueued === 'ran', { timeout: 5000 }).then(() => null, () => 'a queued store call did not run'));
};

// Account menu and popups: the seeded uk shopper is a rewards member, so the link shows when
// the check answers; any failure of the check leaves it hidden and the menu working.
const rewardsHidden = async (page) => {
  const shown = await page
    .waitForFunction(() => window.storefront?.mounted().includes('account-menu') && window.storefront.bus.last('session:changed')?.signedIn, { timeout: 25_000 })
    .then(() => page.$eval('.nv00-gnb-v4__utility-wrap.after-login a[an-la="my rewards"]', (a) => !a.hidden).catch(() => 'no rewards link in the after-login block'), () => 'the signed-in account menu never mounted');
  return shown === false ? null : shown === true ? 'the rewards link shows although the rewards check failed' : shown;
};
const clickLayerButton = async (page) => {
  await armed(page);
  await page.$eval('.popup-kinds', (s) => s.scrollIntoView({ block: 'center' }));
  await page.click('.popup-kinds [data-div-id="#layerPrivacy"]');
};
const clickVideoButton = async (page) => {
  await armed(page);
  await page.$eval('.popup-kinds', (s) => s.scrollIntoView({ block: 'center' }));
  await page.click('.popup-kinds [data-video-src]');
};
const videoOpen = async (page) => (await page.waitForFunction(() => document.querySelector('.video-popup')?.getAttribute('aria-modal') === 'true', { timeout: 8000 }).then(() => null, () => 'the video popup did not open after release'));
const videoClosed = async (page) => ((await page.$('.video-popup')) ? 'the video popup opened without its code' : null);
const openLoginLayer = async (page) => {
  await armed(page);
  await page.$eval('.popup-kinds', (s) => s.scrollIntoView({ block: 'center' }));
  await page.click('.popup-kinds [data-div-id="#layerLogin"]');
  await page.waitForFunction(() => document.getElementById('layerLogin')?.getAttribute('aria-modal') === 'true', { timeout: 8000 });
};
const alertFromPage = async (page) => {
  await armed(page);
  await page.evaluate(() => void window.storefront.popup.alert('Your request could not be completed.'));
};
const noAlert = async (page) => ((await page.$('.sf-message-popup')) ? 'the message popup opened without its code' : null);
const alertShown = async (page) => (await page.waitForSelector('.sf-message-popup[role=alertdialog]', { visible: true, timeout: 8000 }).then(() => null, () => 'the message popup did not open after release'));
const layerOpen = async (page) => (await page.waitForFunction(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === 'true', { timeout: 8000 }).then(() => null, () => 'the privacy layer did not open after release'));
const layerClosed = async (page) => ((await page.evaluate(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === 'true')) ? 'the privacy layer opened without its code' : null);
const scrollFree = async (page) => ((await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden' || getComputedStyle(document.documentElement).overflow === 'hidden')) ? 'page scroll is locked with no popup open' : null);
// Privacy consent (docs/rules.md §4 "Privacy consent layer"): the seeded tr shopper missing the
// terms signs in (tr has no session check, so only the preferences decide); whatever the fault,
// the layer stays shut with a warning and the shopper stays signed in.
const signInTrNew = async (page) => {
  await page.goto(new URL('/__backend/sign-in?user=tr-new&return=%2Ftr%2F', page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
};
const consentShut = (text) => async (page, report) => {
  const missing = await warned(`storefront: plugin "privacy-consent": ${text}`)(page, report);
  if (missing) return missing;
  if (await page.evaluate(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === 'true')) return 'the privacy layer opened on a failed call';
  return (await page.evaluate(() => window.storefront.bus.last('session:changed')?.signedIn === true)) ? null : 'the shopper was signed out';
};
const consentLayerOpens = async (page) => (await page.waitForFunction(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === 'true', { timeout: 15_000 }).then(() => null, () => 'the privacy layer did not open after release'));
const consentLayerShut = async (page) => ((await page.evaluate(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === 'true')) ? 'the privacy layer opened without its code' : null);
// Account menu SMB items (docs/rules.md §6): the seeded uk SMB shopper signs in on the business
// home; whatever getCustomer's fault, the shopper stays signed in and the SMB items are removed.
const signInSmb = async (page) => {
  await page.goto(new URL('/__backend/sign-in?user=uk-smb&return=%2Fuk%2Fbusiness%2F', page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront !== undefined, { timeout: 10_000 });
};
const smbItemsLeftOut = async (page) => {
  const removed = await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true && !document.querySelector('[data-smb-only]'), { timeout: 20_000 }).then(() => true, () => false);
  if (removed) return null;
  const signedIn = await page.evaluate(() => window.storefront?.bus.last('session:changed')?.signedIn === true);
  return signedIn ? 'the SMB items stayed after a getCustomer failure' : 'signed out by a getCustomer failure';
};

// Named result codes (docs/rules.md §8), answered by the backend's `code` fault in the shape of
// the endpoint's family (templates/backend/fault-replies.mjs).
const flagN = async (page) => page.evaluate(() => document.getElementById('loginValidateYnForGPv2')?.value);
/** StoreIdNotPresent: signed out with the login-validated flag N, nothing retried, the token kept. */
const storeIdMissing = async (page, report, context) => {
  const problem = await signedOutAndReleased(page);
  if (problem) return problem;
  if ((await flagN(page)) !== 'N') return `the login-validated flag reads ${JSON.stringify(await flagN(page))}, not "N"`;
  const validates = (await backendRequests()).filter((r) => r.method === 'POST' && r.path === '/v1/sso/user/validate').length;
  if (validates !== 1) return `validate was called ${validates} times (no retry expected)`;
  return (await storedCookies(page, context)).some((c) => c.name === 'jwt_uk') ? null : 'the jwt cookie was cleared (it stays for the store pages)';
};
/** An invalid token (401): the country jwt cookie is cleared and the page is signed out. */
const invalidJwt = async (page, report, context) => {
  const problem = await signedOutAndReleased(page);
  if (problem) return problem;
  return (await storedCookies(page, context)).some((c) => c.name === 'jwt_uk') ? 'the jwt cookie of an invalid token was kept' : null;
};
/** getCustomer's 401: the shopper is signed out through the store's logout and leaves the page. */
const signsOutOn401 = async (page) => {
  if (!(await until(async () => (await backendRequests()).some((r) => /\/(v1\/sso\/user\/logout|uk\/logout)$/.test(r.path)), 20_000))) return 'no sign-out after getCustomer answered 401';
  // The sign-out leaves through the account service (the hidden form) and lands back on the
  // business home, a new document whose referrer is the page that signed out (the signed-in page
  // came from a navigation with none); the cell ends once it has loaded, not while in flight.
  const landed = () => page.evaluate(() => document.referrer.endsWith('/uk/business/') && document.readyState === 'complete').catch(() => false);
  if (!(await until(landed, 20_000))) return 'the shopper did not land back on the business home after the sign-out';
  // The landed page's own loads settle within a second; Puppeteer's idle count can keep a
  // request of the page that left in flight for good, so the wait is capped, as elsewhere.
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 5000 }).catch(() => undefined);
  return null;
};

/** Signs the uk shopper in, then out towards the listing: the page leaves once logout settles. */
/**
 * For triggers that wait for what follows a call (a sign-out's navigation): in a slow cell, runs
 * the call's own timeout (run-row.mjs `timeoutClock`) once the backend holds the call (fired
 * sooner, it would cancel the call before it left); in the other cells there is no clock and
 * nothing to do. Throws when the call never hangs or no timer of its length waits.
 */
const runTimeout = async (page) => {
  if (!(await page.evaluate(() => !!window.__sfTimeouts).catch(() => false))) return;
  if (!(await until(async () => (await backendRequests()).some((r) => r.fault === 'slow'), 10_000))) throw new Error('the call never reached the backend');
  const fired = await until(() => page.evaluate(() => window.__sfTimeouts.fire() > 0).catch(() => true), 10_000);
  if (!fired) throw new Error("no timer of the call's timeout was waiting while it hung");
};
const signInAndOut = async (page) => {
  await signInUk(page);
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.evaluate(() => window.storefront.bus.emit('session:sign-out', { returnUrl: '/uk/listing/' })), runTimeout(page)]);
};
/** docs/rules.md §8 "Logout failure": the sign-out cookies are cleared and the shopper lands on the site home. */
const signedOutAtHome = async (page, report, context) => {
  const path = new URL(page.url()).pathname;
  if (path !== '/uk/') return `landed on ${path}, not the site home`;
  const names = (await storedCookies(page, context)).map((c) => c.name);
  const kept = ['jwt_uk', 'guid', 'sa_state'].filter((n) => names.includes(n));
  return kept.length ? `sign-in cookies kept after a failed logout: ${kept.join(', ')}` : null;
};

/** Signs the cn shopper in, then out towards a page other than the home: only a failed logout lands on the bare home. */
const signInAndOutCn = async (page) => {
  await page.goto(new URL('/__backend/sign-in?user=cn-shopper&return=%2Fcn%2F', page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.evaluate(() => window.storefront.bus.emit('session:sign-out', { returnUrl: '/cn/?from=sign-out' })), runTimeout(page)]);
};
const signedOutAtCnHome = async (page, report, context) => {
  await page.waitForFunction(() => document.readyState === 'complete', { timeout: 10_000 }).catch(() => undefined);
  const { pathname, search } = new URL(page.url());
  if (pathname !== '/cn/' || search) return `landed on ${pathname}${search}, not the site home`;
  const names = (await storedCookies(page, context)).map((c) => c.name);
  const kept = ['jwt_cn', 'guid', 'cnAccessToken', 'cnRefreshToken'].filter((n) => names.includes(n));
  return kept.length ? `sign-in cookies kept after a failed logout: ${kept.join(', ')}` : null;
};
/**
 * Signs the cn shopper in with the refresh on a controlled clock, lets 15 minutes pass, and
 * runs the retry waits as they come until the session turns signed out (or 45 s pass).
 */
const refreshCn = async (page) => {
  await refreshClock(page);
  await page.goto(new URL('/__backend/sign-in?user=cn-shopper&return=%2Fcn%2F', page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
  await page.evaluate(() => window.__sfClock.refresh());
  // Each failed attempt (a slow one after its 10 s timeout, run at once by the slow cell's clock,
  // run-row.mjs) leaves a retry wait to run.
  let fired = 0;
  await until(async () => {
    // A hanging attempt's timeout runs once the backend holds it (run-row.mjs `timeoutClock`).
    const hung = (await backendRequests()).filter((r) => r.fault === 'slow').length;
    if (hung > fired) fired += await page.evaluate(() => window.__sfTimeouts?.fire() ?? 0);
    return page.evaluate(() => (window.__sfClock.retry(), window.storefront.bus.last('session:changed')?.signedIn === false));
  }, 45_000);
};
/** docs/rules.md §4: a refresh that fails three times ends the session: the header turns signed out, the refresh stops. */
const refreshEndsSession = async (page) => {
  const out = await page.waitForFunction(() => window.storefront.bus.last('session:changed')?.signedIn === false, { timeout: 15_000 }).then(() => true, () => false);
  if (!out) return 'still shown signed in after the refresh failed';
  const posts = (await backendRequests()).filter((r) => r.method === 'POST' && r.path === '/api/v1/cn/token/refresh');
  // Chromium itself sends a POST again once when its connection drops before an answer.
  const dropped = posts.every((r) => r.fault === 'drop');
  if (posts.length < 3 || (posts.length > 3 && !dropped)) return `${posts.length} refresh attempts, not 3`;
  return (await page.evaluate(() => window.__sfClock.live())) ? 'the refresh interval still runs' : null;
};
/** docs/architecture.md "Page services": the store's root-relative link, kept out of the store while the chunk is away. */
const STORE_LINK = '.multistore-home__links a[href$="watches/"]';
const linkLeft = async (page) => ((await page.$eval(STORE_LINK, (a) => a.getAttribute('href'))) === '/watches/' ? null : 'a link was rewritten without the page services');
const linkInStore = async (page) =>
  (await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('href') === '/uk/multistore/acme/watches/', { timeout: 8000 }, STORE_LINK).then(() => null, () => 'the links were not kept in the store after release'));
/** docs/rules.md §8: a failed session check is logged; the queue is released, the shopper still signed in, no popup. */
const releasedStillSignedIn = async (page) => {
  const state = await page
    .waitForFunction(() => window.storefront?.bus.last('session:ready') && window.storefront.bus.last('session:changed'), { timeout: 25_000 })
    .then((h) => h.jsonValue(), () => null);
  if (!state) return 'the session never became known';
  if (!state.signedIn) return 'signed out because the session check failed';
  if (await page.$('.sf-message-popup')) return 'a popup showed for a failed session check';
  await page.evaluate(() => window.storefront.queue(() => (window.__sfQueued = 'ran')));
  return (await page.waitForFunction(() => window.__sfQueued === 'ran', { timeout: 5000 }).then(() => null, () => 'a queued store call did not run'));
};

const AI_VARIANT = { replace: [['</head>', '<script type="application/json" id="storefront-config">{"flags":{"aiSearch":true}}</script></head>']] };

// Add to cart (docs/rules.md §4 "Add to cart", §8): the uk product page's button; whatever the
// fault, a popup says so, the page stays, and the shopper's cart count is kept.
const clickAddToCart = async (page) => {
  // A held row does not wait for boot: a click before the registry listens would be the page's own.
  await armed(page);
  await page.waitForSelector('.pd-buying-tool .js-add-to-cart', { timeout: 8000 });
  await page.click('.pd-buying-tool .js-add-to-cart');
};
const cartPopupStays = async (page) => {
  const shown = await page.waitForSelector('.sf-message-popup[role=alertdialog]', { visible: true, timeout: 40_000 }).then(() => true, () => false);
  if (!shown) return 'no failure popup after the add failed';
  await page.click('.sf-message-popup .cta--contained');
  if (!new URL(page.url()).pathname.startsWith('/uk/product/')) return `left the page for ${page.url()}`;
  const badge = await page.$$eval('.gnb-cart-count', (els) => els.map((e) => (e.style.display === 'none' ? 'hidden' : e.textContent.replace(/\D/g, ''))));
  return badge.includes('3') ? null : `the badge no longer shows the shopper's 3 (${badge.join(', ')})`;
};
const upgradeText = async (page) => {
  const text = await page.waitForSelector('.sf-message-popup .layer-popup__desc', { visible: true, timeout: 10_000 }).then((d) => d.evaluate((e) => e.textContent), () => null);
  return text === 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.' ? null : `the popup said ${JSON.stringify(text)}`;
};
// Wishlist (docs/rules.md §7 store interface): a hover loads the button's chunk; signed in, a
// click asks the store, and a failure leaves the button as it was with a message.
const FIRST_WISH = '.js-wishlist-btn';
const hoverWishlist = async (page) => {
  await armed(page);
  await page.$eval(FIRST_WISH, (b) => b.scrollIntoView({ block: 'center' }));
  await page.hover(FIRST_WISH);
};
const signInAndWish = async (page) => {
  await signInUk(page);
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
  await page.$eval(FIRST_WISH, (b) => b.scrollIntoView({ block: 'center' }));
  await page.click(FIRST_WISH);
};
// Signed in, the button's mount reads the shopper's server list (docs/rules.md §7 "Cart and
// wishlist"); a failure reads as an empty list (§8): a warning, the heart not pressed, and an add still works.
const signInAndHoverWish = async (page) => {
  await signInUk(page);
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
  await page.$eval(FIRST_WISH, (b) => b.scrollIntoView({ block: 'center' }));
  await page.hover(FIRST_WISH);
};
const wishlistReadsEmpty = async (page, report) => {
  const problem = await warned('the wishlist did not load')(page, report);
  if (problem) return problem;
  // docs/rules.md §8: a failed load fires the page's wishlist callback on au, nz and sec only.
  const loaded = await page.evaluate(() => window.storefront.bus.last('wishlist:loaded'));
  if (loaded !== undefined) return `the uk page's wishlist callback fired after the load failed (${JSON.stringify(loaded)})`;
  const pressed = await page.$eval(FIRST_WISH, (b) => b.getAttribute('aria-pressed'));
  if (pressed !== 'false') return `the button reads aria-pressed=${pressed} after the list failed`;
  await page.click(FIRST_WISH);
  const added = await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, FIRST_WISH).then(() => true, () => false);
  return added ? null : 'the button did not add after the list failed';
};
const wishUnchanged = async (page) => {
  const said = await page.waitForFunction(() => /could not be changed/.test(document.querySelector('.snackbar[role=status]')?.textContent ?? ''), { timeout: 20_000 }).then(() => true, () => false);
  if (!said) return 'no message after the wishlist call failed';
  const pressed = await page.$eval(FIRST_WISH, (b) => b.getAttribute('aria-pressed'));
  return pressed === 'false' ? null : `the button reads aria-pressed=${pressed} without the store's confirmation`;
};

// Buy now (docs/rules.md §4 "Buy now"): the product page's second button; a failure is the popup, the page stays.
const clickBuyNow = async (page) => {
  await page.waitForSelector('.pd-buying-tool .js-buy-now', { timeout: 8000 });
  await page.click('.pd-buying-tool .js-buy-now');
};
const narrowing = (json) => ({ replace: [['</head>', `<script type="application/json" id="storefront-config">${JSON.stringify(json)}</script></head>`]] });
// The product page's add-to-cart button with an option bundle: its reader loads at the click.
const WITH_BUNDLE = { replace: [['data-modelcode="SM-S938BZKEUB" data-next-url="/uk/cart/"', `data-modelcode="SM-S938BZKEUB" data-option-bundle='{"care":{"modelCode":"P-CARE-2Y"}}' data-next-url="/uk/cart/"`]] };
const bundleHeld = async (page) => ((await page.$('.sf-message-popup')) || !new URL(page.url()).pathname.startsWith('/uk/product/') ? 'the add went on without the bundle reader' : null);
const bundleAdds = async (page) => (await page.waitForFunction(() => location.pathname === '/uk/cart/', { timeout: 15_000 }).then(() => null, () => 'the add did not go on after the reader arrived'));
/** Signs the uk shopper in and comes back to this very page (its variant kept). */
const signInHere = async (page) => {
  const here = new URL(page.url());
  await page.goto(new URL(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent(here.pathname + here.search)}`, page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
};
const signInHereAndWish = async (page) => {
  await signInHere(page);
  await page.$eval(FIRST_WISH, (b) => b.scrollIntoView({ block: 'center' }));
  await page.click(FIRST_WISH);
};

/** A hover loads the chunk without asking for an add (a released add would change the shopper's count). */
/** The uk home's notice banner toggle, hovered: its chunk loads on the first interaction. */
// Header navigation's drawer (docs/rules.md §2): at 375 px the hamburger opens it through the overlay kit.
/** The US home's own menu (not the JSON one), bound by the navigation, with the warning that says why. */
const JSON_ONLY = 'Galaxy S25 FE';
const menuTexts = (page) => page.$$eval('nav.nv00-gnb-v4 .nv00-gnb-v4__l0-menu-list--left a', (as) => as.map((a) => a.textContent.trim()));
const ownMenuBound = (warning) => async (page, report) => {
  if (!(await until(() => report.console.some((m) => m.includes(warning)), 25_000))) return `no console message "${warning}"`;
  const bound = await page.waitForFunction(() => document.querySelector('nav.nv00-gnb-v4')?.dataset.sfNav !== undefined, { timeout: 10_000 }).then(() => true, () => false);
  if (!bound) return 'the page\'s own menu was not bound';
  return (await menuTexts(page)).includes(JSON_ONLY) ? 'the JSON menu is shown after a failure' : null;
};
const ownMenuKept = ownMenuBound('default menu kept');
// The page opens at 375 px (the row's `open`): a resize just before the click would leave the
// header in its desktop mode until its 10 ms resize debounce fires, which a loaded machine delays.
const openDrawer = async (page) => {
  await page.waitForFunction(() => window.storefront?.mounted().includes('header-nav') && innerWidth === 375, { timeout: 10_000 });
  await page.click('[data-js-action="hamburger"]');
};
const drawerModal = (page) => page.evaluate(() => document.querySelector('.nv00-gnb-v4__container')?.getAttribute('aria-modal') === 'true');
const drawerShut = async (page) =>
  (await page.waitForFunction(() => document.querySelector('nav.nv00-gnb-v4').dataset.sfNav === 'closed', { timeout: 8000 }).then(() => null, () => 'the drawer stayed open without its kit')) ??
  ((await page.$eval('[data-js-action="hamburger"]', (b) => b.getAttribute('aria-expanded'))) === 'false' ? null : 'the hamburger still says expanded');
const drawerHeld = async (page) => ((await drawerModal(page)) ? 'the drawer became modal without the kit' : null);
const drawerOpens = async (page) => (await page.waitForFunction(() => document.querySelector('.nv00-gnb-v4__container')?.getAttribute('aria-modal') === 'true', { timeout: 8000 }).then(() => null, () => 'the drawer did not become modal after release'));
/** The footer in view (a visible trigger). */
const reachFooter = async (page) => page.$eval('footer.footer', (el) => el.scrollIntoView({ block: 'center' }));
const hoverNotice = async (page) => {
  await armed(page);
  await page.hover('.notice-banner__toggle');
};
const hoverAddToCart = async (page) => {
  await armed(page);
  await page.waitForSelector('.pd-buying-tool .js-add-to-cart', { timeout: 8000 });
  await page.hover('.pd-buying-tool .js-add-to-cart');
};

// US discount bar (docs/rules.md §4 "US discount store"): the seeded us-edu member signs in on the
// education store; a failed cart is no savings line, a failed exit still clears the store cookies.
const STORE_COOKIES = ['tmktid', 'tmktname', 'tppid', 'tlgimg', 'tsgmt', 'epp_verified', 'isStoreLogedIn'];
const signInEdu = async (page) => {
  await page.goto(new URL('/__backend/sign-in?user=us-edu&return=%2Fus%2Fshop%2Fdiscount-program%2Feducation%2F', page.url()).href, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront !== undefined, { timeout: 10_000 });
};
const memberBar = (page) => page.waitForFunction(() => document.querySelector('.epp-bar-wrap')?.dataset.sfState === 'member', { timeout: 25_000 }).then(() => true, () => false);
const noSavingsLine = async (page, report) => {
  if (!(await memberBar(page))) return 'the member bar never showed';
  if (!(await until(() => report.console.some((m) => m.includes('storefront: discount-bar: fetch-cart')), 15_000))) return 'no warning naming fetch-cart';
  const state = await page.$eval('.epp-bar-wrap', (bar) => ({ savings: bar.querySelector('.epp-bar-savings').hidden, name: bar.querySelector('.epp-bar-username').textContent }));
  return state.savings && state.name === 'Emma Teacher' ? null : `the bar after a fetch-cart failure: ${JSON.stringify(state)}`;
};
const exitEdu = async (page) => {
  await signInEdu(page);
  if (!(await memberBar(page))) return;
  await page.waitForFunction(() => document.cookie.includes('tsgmt='), { timeout: 5000 }).catch(() => {});
  await Promise.all([page.waitForNavigation({ timeout: 20_000 }).catch(() => {}), page.click('.js-exit-store'), runTimeout(page)]);
};
const exitedAnyway = async (page, report, context) => {
  if (!(await until(async () => new URL(page.url()).pathname === '/us/', 15_000))) return `not at the site home after exit (${page.url()})`;
  const names = (await storedCookies(page, context)).map((c) => c.name);
  const left = STORE_COOKIES.filter((n) => names.includes(n));
  if (left.length) return `store cookies kept after a failed exit: ${left.join(', ')}`;
  return names.includes('jwt_us') ? null : 'signed out by a failed exit (the sign-in cookie is kept)';
};
const fallbackStores = async (page) => {
  const labels = await page
    .waitForFunction(() => document.querySelectorAll('.epp-store-list__link').length > 0, { timeout: 15_000 })
    .then(() => page.$$eval('.epp-store-list__link', (as) => as.map((a) => a.textContent)), () => null);
  if (!labels) return 'no store list shown';
  return JSON.stringify(labels) === JSON.stringify(['Education', 'First Responders', 'Government', 'Workplace', 'Military']) ? null : `not the five fallback stores: ${JSON.stringify(labels)}`;
};

/**
 * One row per call. `fault`: the backend fault path; `log`: how the call shows in the request
 * log; `sources`: where the source makes it; `timeoutMs` (null: none); `hold`: the slow fault
 * is checked by holding the answer (timeout too long or none) and releasing it with a reset;
 * `trigger`: the cheapest way to make the call (`clock: 'trigger'`: it runs the slow cell's timeouts itself); `outcome`: the documented outcome per fault;
 * `others`: second plugins that must still respond; `clears`: cookies the outcome clears by
 * design; `codes`: the docs/rules.md §8 result codes the call can answer, each with its outcome
 * (and the `others` and cookies it `clears` by design).
 */
export const CALLS = [
  {
    id: 'dictionary', page: '/uk/', fault: '*/i18n/storefront.*.json', log: /\/i18n\/storefront\.[\w.-]+\.json$/, sources: ['runtime/dictionary.ts'],
    timeoutMs: 5000, trigger: settle, outcome: { any: warned("storefront: dictionary not loaded, showing the page's text") }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'sprite', page: '/uk/', fault: '*/images/svg-sprite.svg', log: /\/images\/svg-sprite\.svg$/, sources: ['runtime/sprite.ts'],
    timeoutMs: 20000, hold: true, trigger: settle,
    outcome: { any: async (p, r) => (await warned('storefront: icon sprite not loaded')(p, r)) ?? noSprite(p), held: noSprite, released: spriteArrives }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'cart-badge chunk', page: '/uk/', fault: '/static/storefront/chunks/CartBadge-*', log: /\/chunks\/CartBadge-\w+\.js$/, sources: ['plugins/cart-badge/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('cart-badge'), held: notMounted('cart-badge'), released: badgeMounts }, others: [searchOpens],
  },
  {
    id: 'search opener chunk', page: '/uk/', fault: '/static/storefront/chunks/SearchOpener-*', log: /\/chunks\/SearchOpener-\w+\.js$/, sources: ['plugins/search/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('search'), held: notMounted('search'), released: searchOpens }, others: [badgeResponds],
  },
  {
    // docs/architecture.md "Loading on intent": the openers load the overlay's code on the first intent; a failure is warned and the layer stays closed.
    id: 'search overlay chunk', page: '/uk/', fault: '/static/storefront/chunks/SearchOverlay-*', log: /\/chunks\/SearchOverlay-\w+\.js$/, sources: ['plugins/search/opener-store.ts'],
    timeoutMs: null, hold: true, trigger: pressSearch, outcome: { any: overlayFailed, held: searchWaits, released: heldPressOpens }, others: [badgeResponds],
  },
  {
    // The oldest header generation's search layer (README "header generations"): the overlay loads its finder on the first press; a failure is warned, the layer stays closed, the next press tries again.
    id: 'search old layer chunk', page: '/pe/', fault: '/static/storefront/chunks/old-layer-*', log: /\/chunks\/old-layer-\w+\.js$/, sources: ['plugins/search/SearchOverlay.tsx'],
    timeoutMs: null, hold: true, trigger: pressSearch, outcome: { any: oldLayerFailed, held: oldLayerClosed, released: oldLayerOpens }, others: [badgeResponds],
  },
  {
    // The header menu's chunk mounts on idle: while it is missing the page's own links still lead to their pages.
    id: 'header-nav chunk', page: '/uk/', fault: '/static/storefront/chunks/HeaderNav-*', log: /\/chunks\/HeaderNav-\w+\.js$/, sources: ['plugins/header-nav/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('header-nav'), held: notMounted('header-nav'), released: mounts('header-nav') }, others: [badgeResponds, searchOpens],
  },
  {
    // The US header menu JSON: any failure keeps the page's own menu (warned), bound as usual.
    id: 'header menu JSON', page: '/us/', fault: '/us/api/header-menu.json', log: /\/us\/api\/header-menu\.json$/, sources: ['plugins/header-nav/json-menu.ts', 'plugins/header-nav/json-menu-deps.ts'],
    timeoutMs: 10000, trigger: settle, outcome: { any: ownMenuKept }, others: [badgeResponds, searchOpens],
  },
  {
    // Its code loads only on pages that name a menu JSON; a failed load, or none within 10 s, is a failed preparing step.
    id: 'header menu JSON chunk', page: '/us/', fault: '/static/storefront/chunks/json-menu-load-*', log: /\/chunks\/json-menu-load-\w+\.js$/, sources: ['plugins/header-nav/HeaderNav.tsx'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: ownMenuBound('a preparing step failed'), held: ownMenuBound('did not load within 10 s') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'tabs chunk', page: '/uk/product/', fault: '/static/storefront/chunks/Tabs-*', log: /\/chunks\/Tabs-\w+\.js$/, sources: ['plugins/tabs/index.ts'],
    timeoutMs: null, hold: true, trigger: reachTabs, outcome: { any: pluginOff('tabs'), held: notMounted('tabs'), released: mountsOn('tabs') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'select chunk', page: '/uk/product/', fault: '/static/storefront/chunks/Select-*', log: /\/chunks\/Select-\w+\.js$/, sources: ['plugins/select/index.ts'],
    timeoutMs: null, hold: true, trigger: pressMenu, outcome: { any: pluginOff('select'), held: notMounted('select'), released: mountsOn('select') }, others: [badgeResponds, searchOpens],
  },
  {
    // The key visual is in view at load, so its carousel mounts as the page settles.
    id: 'carousel chunk', page: '/uk/', fault: '/static/storefront/chunks/Carousel-*', log: /\/chunks\/Carousel-\w+\.js$/, sources: ['plugins/carousel/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('carousel'), held: notMounted('carousel'), released: mounts('carousel') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'indicator chunk', page: '/uk/', fault: '/static/storefront/chunks/Indicator-*', log: /\/chunks\/Indicator-\w+\.js$/, sources: ['plugins/indicator/index.ts'],
    timeoutMs: null, hold: true, trigger: showIndicator, outcome: { any: pluginOff('indicator'), held: notMounted('indicator'), released: mounts('indicator') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'responsive-image chunk', page: '/uk/', fault: '/static/storefront/chunks/ResponsiveImage-*', log: /\/chunks\/ResponsiveImage-\w+\.js$/, sources: ['plugins/responsive-image/index.ts'],
    timeoutMs: null, hold: true, trigger: showImages, outcome: { any: pluginOff('responsive-image'), held: notMounted('responsive-image'), released: mounts('responsive-image') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'video chunk', page: '/uk/', fault: '/static/storefront/chunks/Video-*', log: /\/chunks\/Video-\w+\.js$/, sources: ['plugins/video/index.ts'],
    timeoutMs: null, hold: true, trigger: showVideos, outcome: { any: pluginOff('video'), held: notMounted('video'), released: mounts('video') }, others: [badgeResponds, searchOpens],
  },
  {
    // The third-party players' code, loaded by the first YouTube, Brightcove or Aparat widget: when it fails the poster stays, with a warning.
    id: 'video players chunk', page: '/uk/', fault: '/static/storefront/chunks/players-*', log: /\/chunks\/players-[\w-]+\.js$/, sources: ['plugins/video/Video.tsx'],
    timeoutMs: null, hold: true, trigger: showVideos, outcome: { any: warned("the video players' code did not load"), held: posterKept, released: playerArrives }, others: [badgeResponds, searchOpens],
  },
  {
    // docs/rules.md §2 "Video widgets": a player script that fails keeps the poster, with a warning.
    id: 'video player script', page: '/uk/', fault: '/video-players/youtube.js', log: /^\/video-players\/youtube\.js$/, sources: ['plugins/video/players.ts'],
    timeoutMs: null, hold: true, trigger: showVideos, outcome: { any: warned('; the poster stays'), held: posterKept, released: playerArrives }, others: [badgeResponds, searchOpens],
  },
  ...['brightcove', 'aparat'].map((type) => ({
    // docs/rules.md §2 "Video widgets": as the YouTube script, each player's own script.
    id: `video player script (${type})`, page: '/uk/', fault: `/video-players/${type}.js`, log: new RegExp(`^/video-players/${type}\\.js$`), sources: ['plugins/video/players.ts'],
    timeoutMs: null, hold: true, trigger: showPartnerVideos, outcome: { any: warned('; the poster stays'), held: partnerPosterKept(type), released: partnerArrives(type) }, others: [badgeResponds, searchOpens],
  })),
  {
    id: 'option-selector chunk', page: '/uk/product/', fault: '/static/storefront/chunks/OptionSelector-*', log: /\/chunks\/OptionSelector-\w+\.js$/, sources: ['plugins/option-selector/index.ts'],
    timeoutMs: null, hold: true, trigger: reachOptions, outcome: { any: pluginOff('option-selector'), held: notMounted('option-selector'), released: mountsOn('option-selector') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'switch chunk', page: '/uk/product/', fault: '/static/storefront/chunks/Switch-*', log: /\/chunks\/Switch-\w+\.js$/, sources: ['plugins/switch/index.ts'],
    timeoutMs: null, hold: true, trigger: reachSwitches, outcome: { any: pluginOff('switch'), held: notMounted('switch'), released: mountsOn('switch') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'scroll-to-top chunk', page: '/uk/product/', fault: '/static/storefront/chunks/ScrollToTop-*', log: /\/chunks\/ScrollToTop-\w+\.js$/, sources: ['plugins/scroll-to-top/index.ts'],
    timeoutMs: null, hold: true, trigger: scrollPage, outcome: { any: pluginOff('scroll-to-top'), held: notMounted('scroll-to-top'), released: mountsOn('scroll-to-top') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'scrollbar chunk', page: '/uk/product/', fault: '/static/storefront/chunks/Scrollbar-*', log: /\/chunks\/Scrollbar-\w+\.js$/, sources: ['plugins/scrollbar/index.ts'],
    timeoutMs: null, hold: true, trigger: reachTerms, outcome: { any: pluginOff('scrollbar'), held: notMounted('scrollbar'), released: mountsOn('scrollbar') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'text-field chunk', page: '/uk/product/', fault: '/static/storefront/chunks/TextField-*', log: /\/chunks\/TextField-\w+\.js$/, sources: ['plugins/text-field/index.ts'],
    timeoutMs: null, hold: true, trigger: reachTextFields, outcome: { any: pluginOff('text-field'), held: notMounted('text-field'), released: mountsOn('text-field') }, others: [fieldsAsServed, badgeResponds, searchOpens],
  },
  {
    id: 'tooltip chunk', page: '/uk/product/', fault: '/static/storefront/chunks/Tooltip-*', log: /\/chunks\/Tooltip-\w+\.js$/, sources: ['plugins/tooltip/index.ts'],
    timeoutMs: null, hold: true, trigger: reachTooltip, outcome: { any: pluginOff('tooltip'), held: notMounted('tooltip'), released: mountsOn('tooltip') }, others: [tooltipAsServed, badgeResponds, searchOpens],
  },
  {
    id: 'mount chunk', page: '/uk/', fault: '/static/storefront/chunks/mount-*', log: /\/chunks\/mount-[\w-]+\.js$/, sources: ['runtime/boot.ts'],
    timeoutMs: null, hold: true, trigger: settle,
    outcome: { any: async (p, r) => ((await until(() => r.errors.some((m) => m.includes('storefront: plugin "runtime" failed in load')))) ? null : 'no report that the mount chunk failed'), held: notMounted('cart-badge'), released: badgeMounts },
    others: [pageIntact],
  },
  {
    // The site files come in a chunk of their own; without it the runtime boots on
    // sites/default.json and says so (docs/architecture.md "Boot").
    id: 'boot chunks', page: '/uk/', boots: false, fault: '/static/storefront/chunks/sites-*', log: /\/chunks\/(sites|boot-config|chunk|plugin-set|site-[\w-]+|sprite-load|closest-name)-\w+\.js$/, sources: ['runtime/boot.ts'],
    timeoutMs: null, hold: true, trigger: settle,
    outcome: { any: async (p, r) => ((await until(() => r.console.some((m) => String(m.text ?? m).includes('using sites/default.json')))) ? starts(p) : 'no warning that the site files failed and the defaults are used'), held: notStarted, released: starts },
    others: [pageIntact],
  },
  {
    id: 'suggest v6 (JSONP)', page: '/uk/', fault: '*/search/suggest/v6', log: /\/search\/suggest\/v6$/, sources: ['plugins/search/search-api.ts'],
    timeoutMs: 3000, trigger: typeQuery, outcome: { any: noSuggestions }, others: [badgeResponds],
  },
  {
    id: 'B2B suggest', page: '/uk/business/', fault: '*/business/v6/search/suggest', log: /\/business\/v6\/search\/suggest$/, sources: ['plugins/search/search-api.ts'],
    timeoutMs: 3000, trigger: typeQuery, outcome: { any: noSuggestions }, others: [badgeResponds],
  },
  {
    id: 'US typeahead', page: '/us/', fault: '/us/search/global/es/typeahead', log: /\/typeahead(\.json)?$/, sources: ['plugins/search/search-api.ts'],
    timeoutMs: 3000, trigger: typeQuery, outcome: { any: noSuggestions }, others: [badgeResponds],
  },
  {
    id: 'AI suggested search', page: '/uk/', variant: AI_VARIANT, fault: '*/estoresearch-api/v1/scom/*/suggestedSearch', log: /\/estoresearch-api\/v1\/scom\/[\w-]+\/suggestedSearch$/, sources: ['plugins/search/search-api.ts'],
    timeoutMs: 3000, trigger: typeQuery, outcome: { any: noSuggestions }, others: [badgeResponds],
  },
  {
    id: 'AI metrics', page: '/uk/', variant: AI_VARIANT, fault: '*/metrics/suggestedSearch', log: /\/metrics\/suggestedSearch$/, sources: ['plugins/search/search-api.ts'],
    timeoutMs: 3000, trigger: typeQuery,
    // Metrics are fire-and-forget: a failure changes nothing the shopper sees (suggestions stay).
    outcome: { any: async (page) => (await page.waitForSelector('.srd19-gnb-search [role=option]', { visible: true, timeout: 8000 }).then(() => null, () => 'no suggestions shown after a metrics failure')) },
    others: [badgeResponds],
  },
  {
    id: 'sso validate', page: '/uk/', fault: '/v1/sso/user/validate', log: /\/v1\/sso\/user\/validate$/, sources: ['runtime/services/session-validate.ts'],
    timeoutMs: 10000, trigger: signInUk, outcome: { any: signedOutAndReleased }, others: [badgeResponds],
    codes: { StoreIdNotPresent: { outcome: storeIdMissing }, 401: { outcome: invalidJwt } },
  },
  {
    id: 'sso jwt details', page: '/uk/', fault: '/v1/sso/jwt/details', log: /\/v1\/sso\/jwt\/details$/, sources: ['runtime/services/session-validate.ts'],
    timeoutMs: 10000, trigger: signInUk, outcome: { any: signedOutAndReleased }, others: [badgeResponds],
  },
  {
    // Loaded only with a sign-in cookie; given up after 10 s, so a held chunk still releases the queue.
    id: 'session chunk', page: '/uk/', fault: '/static/storefront/chunks/session-start-*', log: /\/chunks\/session-start-\w+\.js$/, sources: ['runtime/sign-in-wait.ts'],
    timeoutMs: 10000, hold: true, trigger: signInUk, outcome: { any: signedOutAndReleased, held: signedOutAndReleased }, others: [badgeResponds],
  },
  {
    id: 'account-menu chunk', page: '/uk/', fault: '/static/storefront/chunks/AccountMenu-*', log: /\/chunks\/AccountMenu-\w+\.js$/, sources: ['plugins/account-menu/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('account-menu'), held: notMounted('account-menu'), released: mounts('account-menu') }, others: [badgeResponds, searchOpens],
  },
  {
    id: 'rewards check', page: '/uk/', fault: '/aemapi/v6/mysamsung/rewards.json/rewards-partner/v2/users/*/check', log: /\/rewards-partner\/v2\/users\/[\w-]+\/check$/, sources: ['plugins/account-menu/account-api.ts'],
    timeoutMs: 20000, trigger: signInUk, outcome: { any: rewardsHidden }, others: [badgeResponds],
  },
  {
    id: 'layer-popup chunk', page: '/uk/', fault: '/static/storefront/chunks/LayerButton-*', log: /\/chunks\/LayerButton-\w+\.js$/, sources: ['plugins/layer-popup/index.ts'],
    timeoutMs: null, hold: true, trigger: clickLayerButton, outcome: { any: pluginOff('layer-popup'), held: notMounted('layer-popup'), released: mounts('layer-popup') }, others: [badgeResponds, searchOpens, scrollFree],
  },
  {
    // The kit's layer part loads on the first layer: a failed one warns, opens nothing and locks nothing.
    id: 'overlay kit chunk (layers)', page: '/uk/', fault: '/static/storefront/chunks/layer-popup-*', log: /\/chunks\/layer-popup-\w+\.js$/, sources: ['runtime/ui/overlay.ts'],
    timeoutMs: null, hold: true, trigger: clickLayerButton, outcome: { any: warned('the overlay kit did not load'), held: layerClosed, released: layerOpen }, others: [badgeResponds, searchOpens, scrollFree],
  },
  {
    // The kit's message part loads on the first confirm or alert (here a page script's alert).
    id: 'overlay kit chunk (messages)', page: '/uk/', fault: '/static/storefront/chunks/overlay-kit-*', log: /\/chunks\/overlay-kit-\w+\.js$/, sources: ['runtime/ui/overlay.ts'],
    timeoutMs: null, hold: true, trigger: alertFromPage, outcome: { any: warned('the overlay kit did not load'), held: noAlert, released: alertShown }, others: [badgeResponds, searchOpens, scrollFree],
  },
  {
    // The navigation drawer loads the kit on its first open: a failed kit warns and shuts the drawer again.
    id: 'overlay kit chunk (navigation drawer)', page: '/uk/', fault: '/static/storefront/chunks/overlay-kit-*', log: /\/chunks\/overlay-kit-\w+\.js$/, sources: ['plugins/header-nav/nav-controller.ts'],
    open: { viewport: { width: 375, height: 800 } }, timeoutMs: null, hold: true, trigger: openDrawer,
    outcome: { any: async (p, r) => (await warned('the drawer did not open, the overlay kit did not load')(p, r)) ?? drawerShut(p), held: drawerHeld, released: drawerOpens }, others: [badgeResponds, scrollFree],
  },
  {
    // The video part (video popup, with the kit's shared part) loads on the first video: a failed one warns and opens nothing.
    id: 'video popup chunk', page: '/uk/', fault: '/static/storefront/chunks/video-open-*', log: /\/chunks\/video-open-\w+\.js$/, sources: ['runtime/ui/overlay.ts'],
    timeoutMs: null, hold: true, trigger: clickVideoButton, outcome: { any: warned('the video popup did not load'), held: videoClosed, released: videoOpen }, others: [badgeResponds, searchOpens, scrollFree],
  },
  {
    id: 'getCustomer', page: '/uk/business/', fault: '/tokocommercewebservices/v2/uk/users/current/getCustomer', log: /\/tokocommercewebservices\/v2\/uk\/users\/current\/getCustomer$/, sources: ['plugins/account-menu/account-api.ts'],
    timeoutMs: 10000, trigger: signInSmb, outcome: { any: smbItemsLeftOut }, others: [badgeResponds],
    // A sign-out clears the sign-out cookie list by design (docs/rules.md §7), the cart count among them.
    codes: { 401: { outcome: signsOutOn401, others: [], clears: ['s_ecom_sc_cnt', 'sk'] } },
  },
  {
    // The sign-in form mounts when the sign-in layer shows it.
    id: 'login-layer chunk', page: '/uk/', fault: '/static/storefront/chunks/LoginLayer-*', log: /\/chunks\/LoginLayer-\w+\.js$/, sources: ['plugins/login-layer/index.ts'],
    timeoutMs: null, hold: true, trigger: openLoginLayer, outcome: { any: pluginOff('login-layer'), held: notMounted('login-layer'), released: mounts('login-layer') }, others: [badgeResponds],
  },
  {
    // The consent plugin's mount (a bus listener) comes on idle on every page with the layer.
    id: 'privacy-consent chunk', page: '/uk/', fault: '/static/storefront/chunks/PrivacyConsent-*', log: /\/chunks\/PrivacyConsent-\w+\.js$/, sources: ['plugins/privacy-consent/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('privacy-consent'), held: notMounted('privacy-consent'), released: mounts('privacy-consent') }, others: [badgeResponds, searchOpens],
  },
  {
    // The consent flow loads once the shopper is signed in; held, the layer waits for it.
    id: 'consent flow chunk', page: '/tr/', fault: '/static/storefront/chunks/consent-flow-*', log: /\/chunks\/consent-flow-\w+\.js$/, sources: ['plugins/privacy-consent/PrivacyConsent.tsx'],
    timeoutMs: null, hold: true, trigger: signInTrNew, outcome: { any: consentShut('the consent code did not load'), held: consentLayerShut, released: consentLayerOpens }, others: [badgeResponds],
  },
  {
    id: 'identity preferences', page: '/tr/', fault: '/v4/identity/preferences', log: /\/v4\/identity\/preferences$/, sources: ['plugins/privacy-consent/consent-flow.ts'],
    timeoutMs: 10000, trigger: signInTrNew, outcome: { any: consentShut('') }, others: [badgeResponds],
  },
  {
    // Mounted when the browser is idle on every page with the bar.
    id: 'cookie-bar chunk', page: '/uk/', fault: '/static/storefront/chunks/CookieBar-*', log: /\/chunks\/CookieBar-\w+\.js$/, sources: ['plugins/cookie-bar/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('cookie-bar'), held: notMounted('cookie-bar'), released: mounts('cookie-bar') }, others: [badgeResponds, searchOpens],
  },
  {
    // Mounted when the browser is idle on every page of a site with the country selector switched on.
    id: 'country-selector chunk', page: '/uk/', fault: '/static/storefront/chunks/CountrySelector-*', log: /\/chunks\/CountrySelector-\w+\.js$/, sources: ['plugins/country-selector/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('country-selector'), held: notMounted('country-selector'), released: mounts('country-selector') }, others: [badgeResponds, searchOpens],
  },
  {
    // Mounted when the browser is idle on the Canadian pages that carry the selector.
    id: 'delivery-selector chunk', page: '/ca_fr/', fault: '/static/storefront/chunks/DeliverySelector-*', log: /\/chunks\/DeliverySelector-\w+\.js$/, sources: ['plugins/delivery-selector/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('delivery-selector'), held: notMounted('delivery-selector'), released: mounts('delivery-selector') }, others: [badgeResponds, searchOpens],
  },
  {
    // Mounted when the uk business home's register link comes into view.
    id: 'smb-register chunk', page: '/uk/business/', fault: '/static/storefront/chunks/SmbRegister-*', log: /\/chunks\/SmbRegister-\w+\.js$/, sources: ['plugins/smb-register/index.ts'],
    timeoutMs: null, hold: true, trigger: reachRegister, outcome: { any: pluginOff('smb-register'), held: notMounted('smb-register'), released: mounts('smb-register') }, others: [badgeResponds, searchOpens],
  },
  {
    // Loaded by the first interaction with the notice banner (here a hover on its toggle).
    id: 'notice-banner chunk', page: '/uk/', fault: '/static/storefront/chunks/NoticeBanner-*', log: /\/chunks\/NoticeBanner-\w+\.js$/, sources: ['plugins/notice-banner/index.ts'],
    timeoutMs: null, hold: true, trigger: hoverNotice, outcome: { any: pluginOff('notice-banner'), held: notMounted('notice-banner'), released: mounts('notice-banner') }, others: [badgeResponds],
  },
  {
    // Loaded when the footer scrolls into view; without it the categories stay as the page drew them.
    id: 'footer-nav chunk', page: '/uk/', fault: '/static/storefront/chunks/FooterNav-*', log: /\/chunks\/FooterNav-\w+\.js$/, sources: ['plugins/footer-nav/index.ts'],
    timeoutMs: null, hold: true, trigger: reachFooter, outcome: { any: pluginOff('footer-nav'), held: notMounted('footer-nav'), released: mounts('footer-nav') }, others: [badgeResponds],
  },
  {
    // docs/rules.md §4 "Mobile app banner": asked for by the cookie bar on a phone; any failure leaves the slot empty (warned) and the bar working.
    id: 'mobile app banner', page: '/ae_ar/', fault: '*/contents/mobileappbanner', log: /\/contents\/mobileappbanner$/, sources: ['plugins/cookie-bar/app-banner.tsx'],
    open: ON_A_PHONE, timeoutMs: 20000, hold: true, trigger: settle,
    outcome: { any: noAppBanner('storefront: cookie-bar: app banner:'), held: noAppBanner(null), released: appBannerArrives }, others: [barCloses],
  },
  {
    // The banner's code loads only when the bar's slot shows on a phone; while it is missing the bar works without it.
    id: 'mobile app banner chunk', page: '/ae_ar/', fault: '/static/storefront/chunks/app-banner-*', log: /\/chunks\/app-banner-\w+\.js$/, sources: ['plugins/cookie-bar/CookieBar.tsx'],
    open: ON_A_PHONE, timeoutMs: null, hold: true, trigger: settle,
    outcome: { any: noAppBanner("the app banner's code did not load"), held: noAppBanner(null), released: appBannerStaysOut }, others: [barCloses],
  },
  {
    // The sso host's JSONP logout runs beside the store's; either failing is a failed logout.
    id: 'sso logout (JSONP)', page: '/uk/', fault: '/apiservices/logout', log: /\/apiservices\/logout$/, sources: ['runtime/services/session-start.ts', 'runtime/services/sign-out.ts'],
    timeoutMs: 10000, clock: 'trigger', trigger: signInAndOut, outcome: { any: signedOutAtHome }, others: [badgeResponds],
    // A sign-out clears the sign-out cookie list by design (docs/rules.md §7), the cart count among them.
    clears: ['s_ecom_sc_cnt', 'sk'],
  },
  {
    // The store's own logout, beside the sso JSONP: either failing is a failed logout.
    id: 'store logout', page: '/uk/', fault: '/v1/sso/user/logout', log: /\/v1\/sso\/user\/logout$/, sources: ['runtime/services/sign-out.ts'],
    timeoutMs: 10000, clock: 'trigger', trigger: signInAndOut, outcome: { any: signedOutAtHome }, others: [badgeResponds],
    clears: ['s_ecom_sc_cnt', 'sk'],
  },
  {
    // China signs out by posting its access token; a failure clears the cookies and lands on the home.
    id: 'China logout', page: '/cn/', fault: '/api/v1/cn/logout', log: /\/api\/v1\/cn\/logout$/, sources: ['runtime/services/sign-out.ts'],
    timeoutMs: 10000, clock: 'trigger', trigger: signInAndOutCn, outcome: { any: signedOutAtCnHome }, others: [badgeResponds],
    clears: ['s_ecom_sc_cnt', 'sk'],
  },
  {
    // China refreshes its tokens every 15 minutes while sa_state exists (a controlled clock here).
    id: 'China refresh', page: '/cn/', fault: '/api/v1/cn/token/refresh', log: /\/api\/v1\/cn\/token\/refresh$/, sources: ['runtime/services/session-start.ts'],
    // The trigger runs the three attempts itself, each slow one's timeout with them (clock: 'trigger').
    timeoutMs: 10000, clock: 'trigger', trigger: refreshCn, outcome: { any: refreshEndsSession }, others: [badgeResponds],
  },
  {
    // Loaded by the address of a multistore page (or a B2B campaign landing); a failure leaves the links as they are, with a warning.
    id: 'page-services chunk', page: '/uk/multistore/acme/', fault: '/static/storefront/chunks/page-services-*', log: /\/chunks\/page-services-\w+\.js$/, sources: ['runtime/page-services.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: async (page, report) => (await warned('chunk "page-services" failed')(page, report)) ?? linkLeft(page), held: linkLeft, released: linkInStore }, others: [badgeResponds, searchOpens],
  },
  {
    // The uk site checks the store session before the store calls (flags.sessionCheck).
    id: 'getSessionCheck', page: '/uk/', fault: '/uk/ng/p4v1/getSessionCheck', log: /\/uk\/ng\/p4v1\/getSessionCheck$/, sources: ['runtime/services/session-start.ts'],
    timeoutMs: 10000, trigger: signInUk, outcome: { any: releasedStillSignedIn }, others: [badgeResponds],
  },
  {
    // Loaded by the first interaction with a button (here a hover).
    id: 'add-to-cart chunk', page: '/uk/product/', fault: '/static/storefront/chunks/AddToCart-*', log: /\/chunks\/AddToCart-\w+\.js$/, sources: ['plugins/add-to-cart/index.ts'],
    timeoutMs: null, hold: true, trigger: hoverAddToCart, outcome: { any: pluginOff('add-to-cart'), held: notMounted('add-to-cart'), released: mounts('add-to-cart') }, others: [badgeResponds],
  },
  {
    id: 'cart create (guest)', page: '/uk/product/', fault: '/tokocommercewebservices/v2/uk/users/anonymous/carts', log: /\/users\/anonymous\/carts$/, sources: ['runtime/services/cart-id.ts'],
    timeoutMs: 5000, trigger: clickAddToCart, outcome: { any: cartPopupStays }, others: [badgeResponds],
  },
  {
    id: 'add to cart (multi)', page: '/uk/product/', fault: '/tokocommercewebservices/v2/uk/addToCart/multi', log: /\/addToCart\/multi\/?$/, sources: ['runtime/services/cart-add.ts'],
    // Not held: a released add succeeds and rightly changes the shopper's count cookie.
    timeoutMs: 30000, trigger: clickAddToCart, outcome: { any: cartPopupStays }, others: [badgeResponds],
    codes: { TokoUpgradeProductsError: { outcome: upgradeText } },
  },
  {
    // A site whose add-to-cart option picks servicesv2 (here by the page's narrowing).
    id: 'add to cart (servicesv2)', page: '/uk/product/', fault: '*/servicesv2/addToCart', log: /\/servicesv2\/addToCart$/, sources: ['runtime/services/cart-add.ts'],
    variant: { replace: [['</head>', '<script type="application/json" id="storefront-config">{"plugins":{"add-to-cart":{"enabled":true,"options":{"api":"servicesv2"}}}}</script></head>']] },
    timeoutMs: 20000, trigger: clickAddToCart, outcome: { any: cartPopupStays }, others: [badgeResponds],
  },
  {
    // A site whose add-to-cart option picks the store interface's addCart.
    id: 'add to cart (store interface)', page: '/uk/product/', fault: '/uk/ng/p4v1/addCart', log: /\/ng\/p4v1\/addCart$/, sources: ['runtime/services/cart-add.ts'],
    variant: { replace: [['</head>', '<script type="application/json" id="storefront-config">{"plugins":{"add-to-cart":{"enabled":true,"options":{"api":"store"}}}}</script></head>']] },
    timeoutMs: 20000, trigger: clickAddToCart, outcome: { any: cartPopupStays }, others: [badgeResponds],
  },
  {
    // A site whose add-to-cart option picks the ecom cart service (docs/rules.md §4): {} to v4/shopping-carts.
    id: 'add to cart (v4 carts)', page: '/uk/product/', fault: '/v4/shopping-carts', log: /\/v4\/shopping-carts\/?$/, sources: ['runtime/services/cart-add.ts'],
    variant: narrowing({ plugins: { 'add-to-cart': { enabled: true, options: { api: 'v4' } } } }),
    timeoutMs: 10000, trigger: clickAddToCart, outcome: { any: cartPopupStays }, others: [badgeResponds],
  },
  {
    // Buy now's second call (the first, makeBuyNowCookie, is the same code path): no checkout address, the popup.
    id: 'buy now', page: '/uk/product/', fault: '/uk/ng/p4v1/buyNow', log: /\/ng\/p4v1\/buyNow$/, sources: ['runtime/services/cart-add.ts'],
    timeoutMs: 10000, trigger: clickBuyNow, outcome: { any: cartPopupStays }, others: [badgeResponds],
  },
  {
    // The option bundle's reader, loaded at the click of a button that carries one: held, the add
    // waits for it; failed, the add fails with the popup.
    id: 'cart bundle chunk', page: '/uk/product/', variant: WITH_BUNDLE, fault: '/static/storefront/chunks/cart-bundle-*', log: /\/chunks\/cart-bundle-\w+\.js$/, sources: ['plugins/add-to-cart/AddToCart.tsx'],
    // Released, the add succeeds and rightly changes the count cookie; a failed add keeps it (cartPopupStays reads the badge).
    timeoutMs: null, hold: true, trigger: clickAddToCart, outcome: { any: cartPopupStays, held: bundleHeld, released: bundleAdds }, others: [badgeResponds], clears: ['s_ecom_sc_cnt'],
  },
  {
    // A site whose wishlist option picks the v4 identity wishlist: signed in, the add (its chunk
    // loaded by the first change) fails: the button stays as it was, with a message. The list's
    // read shares the address and is not faulted (POST only).
    id: 'wishlist add (v4)', page: '/uk/', fault: '/v4/identity/wishlist', method: 'POST', log: /\/v4\/identity\/wishlist$/, sources: ['runtime/services/wishlist-apis.ts', 'runtime/services/wishlist-store.ts'],
    variant: narrowing({ plugins: { wishlist: { enabled: true, options: { api: 'v4' } } } }),
    timeoutMs: 10000, trigger: signInHereAndWish, outcome: { any: wishUnchanged }, others: [badgeResponds],
  },
  {
    id: 'wishlist chunk', page: '/uk/', fault: '/static/storefront/chunks/WishlistButton-*', log: /\/chunks\/WishlistButton-\w+\.js$/, sources: ['plugins/wishlist/index.ts'],
    timeoutMs: null, hold: true, trigger: hoverWishlist, outcome: { any: pluginOff('wishlist'), held: notMounted('wishlist'), released: mounts('wishlist') }, others: [badgeResponds],
  },
  {
    id: 'wishlist add (signed in)', page: '/uk/', fault: '/uk/ng/p4v1/addWishListItem', log: /\/ng\/p4v1\/addWishListItem$/, sources: ['plugins/wishlist/wishlist-api.ts'],
    timeoutMs: 10000, trigger: signInAndWish, outcome: { any: wishUnchanged }, others: [badgeResponds],
  },
  {
    id: 'wishlist load (signed in)', page: '/uk/', fault: '/tokocommercewebservices/v2/uk/users/current/wishlist', log: /\/users\/current\/wishlist$/, sources: ['plugins/wishlist/wishlist-load.ts'],
    timeoutMs: 20000, trigger: signInAndHoverWish, outcome: { any: wishlistReadsEmpty }, others: [badgeResponds],
  },
  {
    // Mounted at once on the US discount-program pages (on for us only); without it the bar stays as served.
    id: 'discount-bar chunk', page: '/us/shop/discount-program/', fault: '/static/storefront/chunks/DiscountBar-*', log: /\/chunks\/DiscountBar-\w+\.js$/, sources: ['plugins/discount-bar/index.ts'],
    timeoutMs: null, hold: true, trigger: settle, outcome: { any: pluginOff('discount-bar'), held: notMounted('discount-bar'), released: mounts('discount-bar') }, others: [badgeResponds, searchOpens],
  },
  {
    // docs/rules.md §7: a failed or malformed store list shows the five fallback stores.
    id: 'epp-discount.json', page: '/us/shop/discount-program/', fault: '/us/smg/content/*epp-discount.json', log: /\/us\/smg\/content\/.*epp-discount\.json$/, sources: ['plugins/discount-bar/discount-api.ts'],
    timeoutMs: 10000, trigger: settle, outcome: { any: fallbackStores }, others: [badgeResponds, searchOpens],
  },
  {
    // The member's savings: any failure leaves the bar without its savings line, with a warning.
    id: 'discount fetch-cart', page: '/us/', fault: '/v4/shopping-carts/fetch-cart', log: /\/v4\/shopping-carts\/fetch-cart$/, sources: ['plugins/discount-bar/discount-api.ts'],
    timeoutMs: 10000, trigger: signInEdu, outcome: { any: noSavingsLine }, others: [badgeResponds],
  },
  {
    // docs/rules.md §8 (Canada exit-store failure): the store cookies are deleted anyway; the shopper stays signed in at the home.
    id: 'exit store', page: '/us/', fault: '/v1/sso/user/private-store/exit-store', log: /\/v1\/sso\/user\/private-store\/exit-store$/, sources: ['plugins/discount-bar/discount-api.ts'],
    timeoutMs: 10000, clock: 'trigger', trigger: exitEdu, outcome: { any: exitedAnyway }, others: [badgeResponds],
    clears: STORE_COOKIES,
  },
];

/**
 * The page's own requests (its markup's stylesheet and images), logged by the backend but not
 * made by the runtime: the coverage test skips these and nothing else.
 */
export const PAGE_ASSETS = [/\/resources\/legacy\.css$/, /\/resources\/images\/(?!svg-sprite\.svg$).+\.(svg|png|jpg|webp)$/];
