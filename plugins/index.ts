/**
 * Every plugin definition this build ships: plain data (name, markers, trigger, chunk loader),
 * so boot does not grow with the number of plugins; each plugin's code is a lazy chunk loaded
 * only when the site enables it and its trigger fires.
 * Add a plugin: create plugins/<name>/index.ts with definePlugin and list it here.
 */
import type { PluginDefinition } from '../runtime/plugin';
import { carousel } from './carousel/index';
import { cartBadge } from './cart-badge/index';
import { indicator } from './indicator/index';
import { responsiveImage } from './responsive-image/index';
import { search } from './search/index';
import { layerPopup } from './layer-popup/index';
import { accountMenu } from './account-menu/index';
import { select } from './select/index';
import { tabs } from './tabs/index';
import { optionSelector } from './option-selector/index';
import { loginLayer } from './login-layer/index';
import { cookieBar } from './cookie-bar/index';
import { switchControl } from './switch/index';
import { scrollToTop } from './scroll-to-top/index';
import { scrollbar } from './scrollbar/index';
import { addToCart } from './add-to-cart/index';
import { wishlist } from './wishlist/index';
import { textField } from './text-field/index';
import { tooltip } from './tooltip/index';
import { countrySelector } from './country-selector/index';
import { noticeBanner } from './notice-banner/index';
import { headerNav } from './header-nav/index';
import { video } from './video/index';
import { deliverySelector } from './delivery-selector/index';
import { smbRegister } from './smb-register/index';
import { footerNav } from './footer-nav/index';
import { discountBar } from './discount-bar/index';
import { privacyConsent } from './privacy-consent/index';

/** All plugin definitions, in no particular order. */
export const plugins: readonly PluginDefinition[] = [cartBadge, search, layerPopup, accountMenu, tabs, select, carousel, indicator, responsiveImage, optionSelector, loginLayer, cookieBar, switchControl, scrollToTop, scrollbar, addToCart, wishlist, countrySelector, noticeBanner, textField, tooltip, headerNav, video, deliverySelector, smbRegister, footerNav, discountBar, privacyConsent];
