/**
 * The header menu JSON (docs/rules.md §3 field list): menuOptions with featured images, fly-out
 * sections (some with the black-text theme), shop-all links and three levels, as a US electronics
 * store publishes it. Items with `smbOnly: true` are for SMB-registered users only (docs/rules.md
 * §6); the runtime removes them for everyone else. The "Live" item carries `liveStart`/`liveEnd`
 * (docs/rules.md §2 live-streaming badges): by default a window around the request time, so the
 * showroom shows the badge; `POST /__backend/header-menu-live {start, end}` sets it (tests put the
 * window before or after the page's clock), a reset goes back to the default.
 */
import { BadRequest } from './exchange.mjs';

const IMG = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images';
const HOUR = 3_600_000;

const l3 = (displayName, linkUrl, extra = {}) => ({ displayName, linkUrl, linkTarget: '', fimageL3url: '', ...extra });
const fly = (flyOutTitle, flyOutLink, flyOutImage, flyOutBlackTextTheme) => ({ flyOutImage, flyOutLink, flyOutTitle, flyOutBlackTextTheme });
const l2 = (displayName, linkUrl, children, extra = {}) => ({ displayName, linkUrl, linkTarget: '', flyOutSections: [], shopAllLinkUrl: '', shopAllLinkTextDesktop: '', children, ...extra });

/** The live window the menu carries now: the one set through the control route, else the default. */
function liveWindow(state, now) {
  const set = state?.headerMenuLive;
  if (set) return set;
  return { start: new Date(now - HOUR).toISOString(), end: new Date(now + 24 * HOUR).toISOString() };
}

/** The menu for a site (US content; other sites get the same structure under their path). */
export function headerMenu(site, state, now = Date.now()) {
  const base = `/${site}`;
  const live = liveWindow(state, now);
  return {
    menuOptions: [
      {
        titleTabHeadline: 'Mobile',
        titleTaburl: `${base}/mobile/`,
        linkTarget: '',
        foImg: `${IMG}/kv/fold.svg`,
        foImgAlt: 'Galaxy Z Fold7, open, showing the home screen',
        foLinkUrl: `${base}/smartphones/galaxy-z-fold7/buy/`,
        fiHeadline: 'Galaxy Z Fold7',
        fiCtaText: 'Buy now',
        children: [
          l2(
            'Smartphones',
            `${base}/smartphones/`,
            [
              l3('Galaxy S25 Ultra', `${base}/smartphones/galaxy-s25-ultra/buy/`, { fimageL3url: `${IMG}/products/smartphones-zk.svg` }),
              l3('Galaxy Z Fold7', `${base}/smartphones/galaxy-z-fold7/buy/`, { fimageL3url: `${IMG}/products/smartphones-db.svg` }),
              l3('Galaxy Z Flip7', `${base}/smartphones/galaxy-z-flip7/buy/`, { fimageL3url: `${IMG}/products/smartphones-za.svg` }),
              l3('Galaxy S25 FE', `${base}/smartphones/galaxy-s25-fe/buy/`, { fimageL3url: `${IMG}/products/smartphones-zs.svg` }),
            ],
            {
              flyOutSections: [
                fly('Galaxy S25 Ultra', `${base}/smartphones/galaxy-s25-ultra/`, `${IMG}/kv/ultra.svg`, true),
                fly('Trade in and save up to $900', `${base}/trade-in/`, `${IMG}/media/lifestyle-desktop.png`, false),
              ],
              shopAllLinkUrl: `${base}/smartphones/all-smartphones/`,
              shopAllLinkTextDesktop: 'Shop all smartphones',
            },
          ),
          l2(
            'Tablets',
            `${base}/tablets/`,
            [
              l3('Galaxy Tab S11 Ultra', `${base}/tablets/galaxy-tab-s11/buy/`, { fimageL3url: `${IMG}/products/tablets-zk.svg` }),
              l3('Galaxy Tab S10 FE', `${base}/tablets/galaxy-tab-s10-fe/buy/`, { fimageL3url: `${IMG}/products/tablets-za.svg` }),
            ],
            { shopAllLinkUrl: `${base}/tablets/all-tablets/`, shopAllLinkTextDesktop: 'Shop all tablets' },
          ),
          l2(
            'Watches',
            `${base}/watches/`,
            [
              l3('Galaxy Watch8', `${base}/watches/galaxy-watch8/buy/`, { fimageL3url: `${IMG}/products/watches-zk.svg` }),
              l3('Galaxy Watch Ultra', `${base}/watches/galaxy-watch-ultra/buy/`, { fimageL3url: `${IMG}/products/watches-za.svg` }),
            ],
            { flyOutSections: [fly('Galaxy Watch8', `${base}/watches/galaxy-watch8/`, `${IMG}/kv/watch.svg`, true)] },
          ),
          l2('Galaxy Buds', `${base}/audio-sound/galaxy-buds/`, [
            l3('Galaxy Buds3 Pro', `${base}/audio-sound/galaxy-buds/galaxy-buds3-pro/`, { fimageL3url: `${IMG}/products/audio-zk.svg` }),
            l3('Galaxy Buds3 FE', `${base}/audio-sound/galaxy-buds/galaxy-buds3-fe/`, { fimageL3url: `${IMG}/products/audio-za.svg` }),
          ]),
        ],
      },
      {
        titleTabHeadline: 'TV & Audio',
        titleTaburl: `${base}/tvs/`,
        linkTarget: '',
        foImg: `${IMG}/media/lifestyle-desktop.png`,
        foImgAlt: 'A living room with The Frame TV on the wall',
        foLinkUrl: `${base}/tvs/the-frame/`,
        fiHeadline: 'The Frame',
        fiCtaText: 'Learn more',
        children: [
          l2(
            'TVs',
            `${base}/tvs/all-tvs/`,
            [
              l3('Neo QLED 8K', `${base}/tvs/neo-qled-8k/`, { fimageL3url: `${IMG}/products/tvs-zk.svg` }),
              l3('OLED TVs', `${base}/tvs/oled-tv/`, { fimageL3url: `${IMG}/products/tvs-db.svg` }),
              l3('The Frame', `${base}/tvs/the-frame/`, { fimageL3url: `${IMG}/products/tvs-za.svg` }),
              l3('Crystal UHD', `${base}/tvs/crystal-uhd/`, { fimageL3url: `${IMG}/products/tvs-zs.svg` }),
            ],
            { shopAllLinkUrl: `${base}/tvs/all-tvs/`, shopAllLinkTextDesktop: 'Shop all TVs', flyOutSections: [fly('Neo QLED 8K', `${base}/tvs/neo-qled-8k/`, `${IMG}/media/lifestyle-desktop.png`, false)] },
          ),
          l2('Sound', `${base}/audio-video/all-soundbars/`, [l3('Soundbars', `${base}/audio-video/all-soundbars/`), l3('Music Frame', `${base}/audio-video/music-frame/`)]),
        ],
      },
      {
        titleTabHeadline: 'Offers',
        titleTaburl: `${base}/offer/`,
        linkTarget: '',
        foImg: '',
        foImgAlt: '',
        foLinkUrl: '',
        fiHeadline: '',
        fiCtaText: '',
        children: [
          l2('Trade-in', `${base}/trade-in/`, [l3('Phones', `${base}/trade-in/smartphones/`), l3('Tablets', `${base}/trade-in/tablets/`)]),
          l2('Education Offers Program', `${base}/shop/discount-program/education/`, [], { linkTarget: 'B' }),
          l2('Certified Re-Newed', `${base}/certified-re-newed/`, []),
        ],
      },
      {
        titleTabHeadline: 'Live',
        titleTaburl: `${base}/live/`,
        linkTarget: '',
        liveStart: live.start,
        liveEnd: live.end,
        foImg: '',
        foImgAlt: '',
        foLinkUrl: '',
        fiHeadline: '',
        fiCtaText: '',
        children: [],
      },
      {
        titleTabHeadline: 'Business',
        titleTaburl: `${base}/business/`,
        linkTarget: '',
        foImg: '',
        foImgAlt: '',
        foLinkUrl: '',
        fiHeadline: '',
        fiCtaText: '',
        children: [
          l2('Smartphones for business', `${base}/business/smartphones/`, [l3('Galaxy S25 Ultra for business', `${base}/business/smartphones/galaxy-s25-ultra/buy/`)]),
          l2('SMB exclusive offers', `${base}/business/smb/offers/`, [l3('Volume pricing', `${base}/business/smb/volume-pricing/`, { smbOnly: true })], { smbOnly: true }),
          l2('Business support', `${base}/business/support/`, [l3('Account manager', `${base}/business/smb/account-manager/`, { smbOnly: true }), l3('Contact sales', `${base}/business/contact/`)]),
        ],
      },
    ],
  };
}

/** A date the runtime reads (docs/rules.md §2): ISO 8601 with a zone, or epoch ms. */
function liveDate(value, field) {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  throw new BadRequest(`${field} must be an ISO date or epoch ms`);
}

/** Test control: the live item's window. Body `{start, end}`, or `{}` for the default again. */
function setHeaderMenuLive(ctx) {
  const { start, end } = ctx.body ?? {};
  if (start === undefined && end === undefined) {
    delete ctx.env.state.headerMenuLive;
    return { json: { live: null } };
  }
  const live = { start: liveDate(start, 'start'), end: liveDate(end, 'end') };
  ctx.env.state.headerMenuLive = live;
  return { json: { live } };
}

/** Control routes of this module (under /__backend/: never logged or faulted). */
export const headerMenuControlRoutes = [{ method: 'POST', path: '/__backend/header-menu-live', handler: setHeaderMenuLive }];
