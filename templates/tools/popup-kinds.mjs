/**
 * Every popup kind on the home templates of uk, us, cn, ae_ar (right to left) and sec (Korean), for the overlay
 * kit's end-to-end tests and for a person trying it: a row of legacy layer buttons
 * (`js-layer-open` + `data-div-id`, analytics attributes as the header's) and the popups they
 * open that the header does not hold already (sign-in layer, generic popup, and the wishlist
 * confirmation the first product card's wishlist button names with data-div-id), and two video
 * buttons (`data-sf-plugin="layer-popup"` + `data-video-src`: the legacy samples hold no video
 * popup markup) playing the local test films, 16:9 and 9:16. The privacy, preference and
 * empty-cart layers are the header's own markup. The confirm, message and video popups and the
 * snack bar are built by the kit when called (`storefront.popup.confirm`, `.alert`, `.video`,
 * `.toast`), so they need no markup here.
 */

/** The sites whose home page carries the popup kinds. */
export const POPUP_SITES = ['uk', 'us', 'cn', 'ae_ar', 'sec'];

const WORDS = {
  en: {
    heading: 'Help and settings', privacy: 'Privacy settings', preference: 'Marketing preferences', login: 'Sign in', cart: 'Cart status',
    generic: 'Delivery information', video: 'Watch the film', vertical: 'Watch the short', close: 'Close Layer Popup',
    email: 'Email', password: 'Password', remember: 'Remember my email', forgot: 'Forgot your password?', join: 'Create an account',
    genericText: 'Free standard delivery on every order. Large appliances are delivered within 5 working days.', more: 'Delivery details',
    videoTitle: 'Galaxy S25 Ultra: the film', verticalTitle: 'Galaxy Z Flip7 in 15 seconds',
    wishlistTitle: 'Added to Wishlist', wishlistText: 'You will find it in your wishlist whenever you come back.', wishlistView: 'View wishlist', wishlistContinue: 'Continue shopping',
  },
  zh: {
    heading: '帮助和设置', privacy: '隐私设置', preference: '营销偏好', login: '登录', cart: '购物车状态',
    generic: '配送信息', video: '观看影片', vertical: '观看短片', close: '关闭弹出窗口',
    email: '电子邮件', password: '密码', remember: '记住我的电子邮件', forgot: '忘记密码？', join: '创建帐户',
    genericText: '所有订单均享受免费标准配送。大型家电将在 5 个工作日内送达。', more: '配送详情',
    videoTitle: 'Galaxy S25 Ultra：影片', verticalTitle: '15 秒了解 Galaxy Z Flip7',
    wishlistTitle: '已加入心愿单', wishlistText: '您下次回来时可以在心愿单中找到它。', wishlistView: '查看心愿单', wishlistContinue: '继续购物',
  },
  ar: {
    heading: 'المساعدة والإعدادات', privacy: 'إعدادات الخصوصية', preference: 'تفضيلات التسويق', login: 'تسجيل الدخول', cart: 'حالة السلة',
    generic: 'معلومات التوصيل', video: 'شاهد الفيلم', vertical: 'شاهد المقطع القصير', close: 'إغلاق النافذة المنبثقة',
    email: 'البريد الإلكتروني', password: 'كلمة المرور', remember: 'تذكر بريدي الإلكتروني', forgot: 'هل نسيت كلمة المرور؟', join: 'إنشاء حساب',
    genericText: 'توصيل قياسي مجاني لكل طلب. تصل الأجهزة الكبيرة خلال 5 أيام عمل.', more: 'تفاصيل التوصيل',
    videoTitle: 'Galaxy S25 Ultra: الفيلم', verticalTitle: 'Galaxy Z Flip7 في 15 ثانية',
    wishlistTitle: 'تمت الإضافة إلى قائمة الأمنيات', wishlistText: 'ستجده في قائمة أمنياتك متى عدت.', wishlistView: 'عرض قائمة الأمنيات', wishlistContinue: 'متابعة التسوق',
  },
  ko: {
    heading: '도움말 및 설정', privacy: '개인정보 설정', preference: '마케팅 수신 설정', login: '로그인', cart: '장바구니 상태',
    generic: '배송 안내', video: '영상 보기', vertical: '숏폼 보기', close: '레이어 팝업 닫기',
    email: '이메일', password: '비밀번호', remember: '이메일 저장', forgot: '비밀번호를 잊으셨나요?', join: '계정 만들기',
    genericText: '모든 주문은 무료 일반 배송됩니다. 대형 가전은 영업일 기준 5일 이내에 배송됩니다.', more: '배송 자세히 보기',
    videoTitle: 'Galaxy S25 Ultra: 필름', verticalTitle: '15초로 보는 Galaxy Z Flip7',
    wishlistTitle: '위시리스트에 추가되었습니다', wishlistText: '다시 방문하시면 위시리스트에서 확인할 수 있습니다.', wishlistView: '위시리스트 보기', wishlistContinue: '계속 쇼핑하기',
  },
};

/** The local test films (templates/assets/video, written by write-video.mjs). */
const FILMS = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/video/';

const wordsFor = (site) => WORDS[site === 'cn' ? 'zh' : site === 'ae_ar' ? 'ar' : site === 'sec' ? 'ko' : 'en'];

const closeButton = (w, extra = '') =>
  `<button class="layer-popup__close${extra}" type="button"><span class="hidden">${w.close}</span><svg class="icon" focusable="false" aria-hidden="true"><use href="#delete-bold" xlink:href="#delete-bold"></use></svg></button>`;

const layerButton = (id, label, la) =>
  `<li><button type="button" class="cta cta--outlined cta--black js-layer-open" data-div-id="#${id}" an-tr="popup kinds-home-layer-other_interaction" an-ca="other interaction" an-ac="layer popup" an-la="${la}">${label}</button></li>`;

const videoButton = (file, label, title, vertical, la) =>
  `<li><button type="button" class="cta cta--outlined cta--black" data-sf-plugin="layer-popup" data-video-src="${FILMS}${file}" data-video-title="${title}"${vertical ? ' data-video-vertical' : ''} an-tr="popup kinds-home-layer-other_interaction" an-ca="other interaction" an-ac="video popup" an-la="${la}">${label}</button></li>`;

/** The row of layer buttons, in `main`. */
export function popupButtons(site) {
  const w = wordsFor(site);
  return `
  <section class="popup-kinds" aria-labelledby="popup-kinds-title">
    <h2 class="popup-kinds__title" id="popup-kinds-title">${w.heading}</h2>
    <ul class="popup-kinds__list">
      ${layerButton('layerPrivacy', w.privacy, 'privacy')}
      ${layerButton('layerPreference', w.preference, 'preference')}
      ${layerButton('layerLogin', w.login, 'login')}
      ${layerButton('layerEmptyCart', w.cart, 'cart is empty')}
      ${layerButton('layerGeneric', w.generic, 'delivery')}
      ${videoButton('film-16x9.webm', w.video, w.videoTitle, false, 'video')}
      ${videoButton('film-9x16.webm', w.vertical, w.verticalTitle, true, 'video vertical')}
    </ul>
  </section>`;
}

/** The popups the buttons open that the header does not hold, after `main`. */
export function popupMarkup(site) {
  const w = wordsFor(site);
  return `
<div class="popup-kinds__layers">
  <div class="layer-popup gnb-layer_popup-js gnb__popup-login" id="layerLogin">
    <p class="layer-popup__title">${w.login}</p>
    <div class="layer-popup__form" data-forgot-href="{{PAGE_ORIGIN}}/__backend/sign-in" data-join-href="{{PAGE_ORIGIN}}/__backend/sign-in"></div>
    ${closeButton(w, ' login-leave-btn')}
  </div>
  <div class="layer-popup" id="layerGeneric" data-sf-popup>
    <p class="layer-popup__title">${w.generic}</p>
    <p class="layer-popup__desc">${w.genericText}</p>
    <div class="layer-popup__cta-wrap"><a class="cta cta--contained cta--black" href="/${site}/">${w.more}</a></div>
    ${closeButton(w)}
  </div>
  <div class="layer-popup wishlist-popup" id="wishlist-popup-0" aria-labelledby="wishlist-popup-0-title">
    <p class="layer-popup__title" id="wishlist-popup-0-title">${w.wishlistTitle}</p>
    <p class="layer-popup__desc">${w.wishlistText}</p>
    <div class="layer-popup__cta-wrap"><a class="cta cta--outlined cta--black" href="/${site}/mypage/">${w.wishlistView}</a><button type="button" class="cta cta--contained cta--black gnb-js-layer-close">${w.wishlistContinue}</button></div>
    ${closeButton(w)}
  </div>
</div>`;
}
