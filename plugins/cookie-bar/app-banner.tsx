/**
 * The mobile app banner inside the cookie bar (docs/rules.md §4 "Mobile app banner"): its own
 * chunk, loaded only when the bar's app banner slot is about to show on a phone, so the cookie
 * bar's chunk does not carry the call, the checks or the markup.
 *
 * `GET {searchDomain}/{apiStageInfo}/(b2c|epp/v2)/contents/mobileappbanner?siteCode (&companyCode)`,
 * 20 s (docs/rules.md §7); the reply's `response.statusCode` must be 200 and
 * `resultData.mobileAppBanner.{ios|aos}` is the banner. Any failure hides the banner (the error
 * is ignored, docs/rules.md §8), with a console warning naming the field.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { COOKIES, readCookie, writeCookie } from '../../runtime/cookies';
import { request, useRuntime, type PluginProps } from '../../runtime/index';
import { appOs } from '../../runtime/rules/app-os';
import { allowedLink } from '../../runtime/rules/allowed-link';
import { messageOf } from '../../runtime/errors';

/** docs/rules.md §9: rewards and banner calls time out after 20 s. */
export const BANNER_TIMEOUT_MS = 20_000;
/** The app stores a CTA may lead to besides the site's own links (docs/rules.md §4 "Mobile app banner"). */
export const APP_STORE_HOSTS = ['apps.apple.com', 'itunes.apple.com', 'play.google.com', 'galaxystore.samsung.com'] as const;
/** Longest text shown; longer is cut (a reply cannot fill the screen). */
const MAX_TEXT = 200;

type Warn = (message: string) => void;
const warnAs: Warn = (m) => console.warn(`storefront: cookie-bar: app banner: ${m}`);

/** The checked banner: texts as text, links absolute and allowed, or null. */
export interface AppBannerData {
  headline: string;
  description: string;
  cta: { title: string; url: string } | null;
  image: string | null;
}

/** Where the banner is asked for, or null (warned) when the page does not say where. */
export function bannerUrl(page: { searchDomain: string; apiStageInfo: string; siteCode: string; eppFlag: boolean }, companyCode: string | undefined, warn: Warn = warnAs): string | null {
  const stage = page.apiStageInfo.trim();
  if (!page.searchDomain) return warn('hidden input "searchDomain" is empty; not shown'), null;
  if (!/^[\w-]{1,40}$/.test(stage)) return warn(`hidden input "apiStageInfo" should be a stage name, got ${JSON.stringify(stage.slice(0, 40))}; not shown`), null;
  const query = new URLSearchParams({ siteCode: page.siteCode });
  if (page.eppFlag) {
    if (!companyCode?.trim()) return warn('an EPP page without a company code (cookie "tmktid"); not shown'), null;
    query.set('companyCode', companyCode.trim());
  }
  return `${page.searchDomain.replace(/\/+$/, '')}/${stage}/${page.eppFlag ? 'epp/v2' : 'b2c'}/contents/mobileappbanner?${query}`;
}

const field = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '');

/** An https link to an app store, else the allowed-link rule's answer. */
function ctaLink(value: string, pageUrl: string, allowedHosts: readonly string[]): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.username && !url.password && (APP_STORE_HOSTS as readonly string[]).includes(url.hostname)) return url.href;
  } catch {
    // Relative: the allowed-link rule resolves it against the page.
  }
  return allowedLink(value, { pageUrl, allowedHosts });
}

/** The icon: same site, or https anywhere; else null. */
function imageLink(value: string, pageUrl: string): string | null {
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  try {
    const page = new URL(pageUrl);
    const url = new URL(value, page);
    return url.origin === page.origin || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads the reply for `os`. Null (warned) when the reply is not a 200, the platform's banner is
 * missing, `useFlag` is not 'Y', or the headline is empty. A refused CTA or icon drops only
 * that part, warned by field name.
 */
export function parseAppBanner(data: unknown, os: 'ios' | 'aos', pageUrl: string, allowedHosts: readonly string[], warn: Warn = warnAs): AppBannerData | null {
  const response = (data as { response?: unknown } | null)?.response as { statusCode?: unknown; resultData?: unknown } | undefined;
  if (typeof response !== 'object' || response === null) return warn('the reply has no "response"; not shown'), null;
  if (response.statusCode !== 200 && response.statusCode !== '200') return warn(`"response.statusCode" is ${JSON.stringify(response.statusCode)?.slice(0, 40)}, not 200; not shown`), null;
  const banners = (response.resultData as { mobileAppBanner?: unknown } | null | undefined)?.mobileAppBanner;
  const banner = (typeof banners === 'object' && banners !== null ? (banners as Record<string, unknown>)[os] : undefined) as Record<string, unknown> | undefined;
  const at = `resultData.mobileAppBanner.${os}`;
  if (typeof banner !== 'object' || banner === null) return warn(`"${at}" is missing; not shown`), null;
  if (field(banner.useFlag).toUpperCase() !== 'Y') return null; // switched off for the site: nothing to warn about
  const headline = field(banner.headlineTitle);
  if (!headline) return warn(`"${at}.headlineTitle" is empty; not shown`), null;
  const ctaTitle = field(banner.ctaTitle);
  const ctaRaw = field(banner.ctaUrl);
  let cta: AppBannerData['cta'] = null;
  if (ctaRaw || ctaTitle) {
    const url = ctaRaw ? ctaLink(ctaRaw, pageUrl, allowedHosts) : null;
    if (!url) warn(`"${at}.ctaUrl" ${JSON.stringify(ctaRaw.slice(0, 60))} is not a link the banner may show; no button`);
    else if (!ctaTitle) warn(`"${at}.ctaTitle" is empty; no button`);
    else cta = { title: ctaTitle, url };
  }
  const imgRaw = field(banner.imgUrl);
  const image = imgRaw ? imageLink(imgRaw, pageUrl) : null;
  if (imgRaw && !image) warn(`"${at}.imgUrl" ${JSON.stringify(imgRaw.slice(0, 60))} is neither on this site nor https; no icon`);
  return { headline, description: field(banner.description), cta, image };
}

/** Asks for the banner; null on any failure (warned; docs/rules.md §8: the error is ignored). */
export async function loadAppBanner(url: string, os: 'ios' | 'aos', pageUrl: string, allowedHosts: readonly string[], signal?: AbortSignal): Promise<AppBannerData | null> {
  try {
    const data = await request(url, { timeoutMs: BANNER_TIMEOUT_MS, signal });
    return parseAppBanner(data, os, pageUrl, allowedHosts);
  } catch (error) {
    if (!signal?.aborted) warnAs(`not loaded (${messageOf(error)}); not shown`);
    return null;
  }
}

/** The banner: icon, headline, description, the store link and a close button. Text as text. */
export function AppBanner({ banner, closeLabel, onClose }: { banner: AppBannerData; closeLabel: string; onClose: () => void }) {
  return (
    <div className="app-banner">
      {banner.image && <img className="app-banner__icon" src={banner.image} alt="" width={48} height={48} />}
      <div className="app-banner__text">
        <p className="app-banner__headline">{banner.headline}</p>
        {banner.description && <p className="app-banner__desc">{banner.description}</p>}
      </div>
      {banner.cta && (
        <a className="app-banner__cta cta cta--contained" href={banner.cta.url}>
          {banner.cta.title}
        </a>
      )}
      <button type="button" className="app-banner__close" aria-label={closeLabel} onClick={onClose}>
        <svg className="icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The app banner in the cookie bar's slot (docs/rules.md §4 "Mobile app banner"): asked for once,
 * unless dismissed (`shopappBannerExp`) or on a device that is neither iOS nor Android; shown in
 * the slot when the reply passes the checks; close records the dismissal for 1 day (docs/rules.md
 * §9) and empties the slot, focus on the button moving to the bar's own close button.
 */
export function AppBannerSlot({ slot, guard }: { slot: HTMLElement; guard: PluginProps['guard'] }) {
  const { page, site, t } = useRuntime();
  const [banner, setBanner] = useState<AppBannerData | null>(null);
  useEffect(() => {
    if (readCookie(COOKIES.appBannerDismissed) !== undefined) return;
    const os = appOs(navigator.userAgent);
    const url = os && bannerUrl(page, readCookie(COOKIES.discountStoreId));
    if (!os || !url) return;
    const abort = new AbortController();
    void loadAppBanner(url, os, location.href, site.redirectHosts, abort.signal).then((b) => abort.signal.aborted || setBanner(b));
    return () => abort.abort();
  }, [page, site]);
  if (!banner) return null;
  const close = guard(() => {
    writeCookie(COOKIES.appBannerDismissed, 'true');
    const hadFocus = slot.contains(document.activeElement);
    setBanner(null);
    if (hadFocus) slot.closest('.cookie-bar')?.querySelector<HTMLElement>('.cookie-bar__main-close')?.focus();
  });
  return createPortal(<AppBanner banner={banner} closeLabel={t('Close')} onClose={close} />, slot);
}
