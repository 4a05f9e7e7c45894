/**
 * Fills what the /vn reseller copy left as template placeholders (Blade loops and comments):
 * the nv00-gnb L0 menu, the footer's product links, copyright, and the cart the partial copy
 * lacks. Texts are Vietnamese as on the site; classes and an-* attributes are the samples'.
 */

/** L0 menu of the vn header: [an-la, label, path]. */
const VN_L0 = [
  ['ưu đãi', 'Ưu đãi', 'offer'],
  ['mobile', 'Di động', 'smartphones'],
  ['tv and av', 'TV & AV', 'tvs'],
  ['home appliances', 'Gia dụng', 'home-appliances'],
  ['computing', 'Máy tính', 'monitors'],
  ['wearables', 'Thiết bị đeo', 'watches'],
];

/** Footer product links: [an-la suffix, label, path]. */
const VN_PRODUCTS = [['smartphones', 'Điện thoại', 'smartphones'], ['tablets', 'Máy tính bảng', 'tablets'], ['watches', 'Đồng hồ', 'watches'], ['tvs', 'TV', 'tvs']];

/** Repeats the body of each `@foreach` loop once per item, `fill(body, item)` filling it. */
function expandLoops(html, items, fill) {
  return html.replace(/<!-- @foreach \(\$shared_categories as \$cat\) -->([\s\S]*?)<!-- @endforeach -->/g, (m, body) => items.map((item) => fill(body, item)).join(''));
}

/**
 * The utility area of nv00-gnb (cart and mobile menu button), which the partial copy does not
 * include: classes as public QA selectors address it (`div.nv00-gnb__utility.cart >
 * a.nv00-gnb__utility-btn.js-gp-cart-btn`, `.nv00-gnb__utility-wrap .hamburger`) and the count
 * span with the cross-generation hook `gnb-cart-count`.
 */
const VN_CART = `
            <div class="nv00-gnb__utility-wrap">
                <div class="nv00-gnb__utility cart">
                    <a class="nv00-gnb__utility-btn js-gp-cart-btn js-global-cart-btn js-has-carturl" href="/vn/cart/" data-cart-url="/vn/cart/" role="button"
                        an-tr="nv00_gnb-1depth-navigation2" an-ca="navigation" an-ac="gnb" an-la="cart">
                        <span class="hidden">Giỏ hàng</span>
                        <svg class="icon" focusable="false" aria-hidden="true"><use xlink:href="#cart-bold" href="#cart-bold"></use></svg>
                        <span class="cart-in-number gnb-cart-count" aria-live="polite" style="display:none"><span class="hidden">Number of Products :</span></span>
                    </a>
                </div>
                <div class="nv00-gnb__utility hamburger">
                    <button class="nv00-gnb__utility-btn" aria-expanded="false" aria-haspopup="true"
                        an-tr="nv00_gnb-gnb-navigation2" an-ca="navigation" an-ac="gnb" an-la="gnb:open">
                        <span class="hidden">Mở menu</span>
                        <svg class="icon" focusable="false" aria-hidden="true"><use xlink:href="#menu-bold" href="#menu-bold"></use></svg>
                    </button>
                </div>
            </div>`;

/** The vn nv00-gnb nav with its menu, cart and signed-out account state filled in. */
export function fillVnHeader(nav) {
  return expandLoops(nav, VN_L0, (body, [la, label, path]) =>
    body.replace('href="<!-- category url -->"', `href="/vn/${path}/"`).replace('an-la="ưu đãi"', `an-la="${la}"`).replace('<!-- category name -->', label))
    .replace('<div class="nv00-gnb__user-account before-login hide">', '<div class="nv00-gnb__user-account before-login">')
    .replace('<div class="nv00-gnb__user-account after-login">', '<div class="nv00-gnb__user-account after-login hide">')
    .replace('<p class="user-name">[user name redacted]</p>', '<p class="user-name"></p>')
    .replace('data-linkinfo=""', 'data-linkinfo="{{PAGE_ORIGIN}}/__backend/sign-in"')
    .replace('<div class="nv00-gnb__l0-menu-wrap">', `${VN_CART.trimStart()}\n            <div class="nv00-gnb__l0-menu-wrap">`);
}

/** The vn footer with its product links, copyright and legal line; the external logo images are left out. */
export function fillVnFooter(footer) {
  return expandLoops(footer, VN_PRODUCTS, (body, [la, label, path]) =>
    body.replace('href="<!-- category url -->"', `href="/vn/${path}/"`).replace('an-la="products &amp; services:smartphones"', `an-la="products &amp; services:${la}"`)
      .replace('aria-label="<!-- category name -->"', `aria-label="${label}"`).replace('<!-- category name -->', label))
    .replace(/<div class="footer-column__item">\s*<!-- clone logo <img> removed -->\s*<\/div>/, '')
    .replace('<!-- clone\'s copyright text -->', 'Bản quyền © 1995-2025 Samsung. Bảo lưu mọi quyền.')
    .replace('<!-- clone\'s legal entity -->', 'Công ty TNHH Điện tử Samsung Vina')
    .replace(/<div class="footer-local-logo">[\s\S]*?<!-- 2 more \.footer-local-logo__item[\s\S]*?-->\s*<\/div>\s*<\/div>/, '');
}
