/**
 * The header menu JSON (docs/rules.md §3 field list): menuOptions with fly-out images and three levels.
 * Items with `smbOnly: true` are for SMB-registered users only (docs/rules.md §2); the runtime removes
 * them for everyone else.
 */

const l3 = (displayName, linkUrl, extra = {}) => ({ displayName, linkUrl, linkTarget: '', fimageL3url: '', ...extra });

/** The menu for a site (US content; other sites get the same structure under their path). */
export function headerMenu(site) {
  const base = `/${site}`;
  return {
    menuOptions: [
      {
        titleTabHeadline: 'Shop',
        titleTaburl: `${base}/shop/`,
        foImg: '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/menu-shop.png',
        foImgAlt: 'Shop the latest Galaxy',
        foLinkUrl: `${base}/shop/offers/`,
        fiHeadline: 'Galaxy Z Fold7',
        fiCtaText: 'Buy now',
        children: [
          {
            displayName: 'Mobile',
            linkUrl: `${base}/mobile/`,
            linkTarget: '',
            flyOutSections: [{ flyOutImage: '', flyOutLink: `${base}/smartphones/galaxy-z-fold7/`, flyOutTitle: 'Galaxy Z Fold7', flyOutBlackTextTheme: true }],
            shopAllLinkUrl: `${base}/smartphones/all-smartphones/`,
            shopAllLinkTextDesktop: 'Shop all phones',
            children: [l3('Galaxy S25 Ultra', `${base}/smartphones/galaxy-s25-ultra/`), l3('Galaxy Z Flip7', `${base}/smartphones/galaxy-z-flip7/`), l3('Galaxy Watch8', `${base}/watches/galaxy-watch8/`)],
          },
          {
            displayName: 'Offers',
            linkUrl: `${base}/offers/`,
            linkTarget: 'B',
            flyOutSections: [],
            shopAllLinkUrl: `${base}/offers/`,
            shopAllLinkTextDesktop: 'All offers',
            children: [l3('Trade-in', `${base}/trade-in/`), l3('Student discount', `${base}/shop/discount-program/education/`)],
          },
        ],
      },
      {
        titleTabHeadline: 'Business',
        titleTaburl: `${base}/business/`,
        foImg: '',
        foImgAlt: '',
        foLinkUrl: '',
        fiHeadline: '',
        fiCtaText: '',
        children: [
          { displayName: 'Smartphones for business', linkUrl: `${base}/business/smartphones/`, linkTarget: '', flyOutSections: [], shopAllLinkUrl: '', shopAllLinkTextDesktop: '', children: [] },
          { displayName: 'SMB exclusive offers', linkUrl: `${base}/business/smb/offers/`, linkTarget: '', smbOnly: true, flyOutSections: [], shopAllLinkUrl: '', shopAllLinkTextDesktop: '', children: [l3('Volume pricing', `${base}/business/smb/volume-pricing/`, { smbOnly: true })] },
        ],
      },
    ],
  };
}
