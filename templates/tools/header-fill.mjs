/**
 * Fills what the v4 header sample lost when it was copied: the L0 menu labels and links (the
 * copy had its texts and hrefs replaced), the four elided L0 items and the right-hand links.
 * Labels are English; assemble-v4 translates them with the rest of the page. Classes, roles
 * and an-* attributes stay exactly as the sample has them.
 */

/** The L0 items of the left menu bar: [an-la, label, path under the site]. */
export const L0_ITEMS = [
  ['shop', 'Shop', 'offer'],
  ['mobile', 'Mobile', 'smartphones'],
  ['tv and av', 'TV & Audio', 'tvs'],
  ['appliances', 'Appliances', 'home-appliances'],
  ['monitors', 'Computing', 'monitors'],
  ['wearables', 'Wearables', 'watches'],
];

/** One L0 item in the sample's shape (the "4 more … of identical shape" it elides). */
function l0Item([la, label, path], site) {
  return `<li class="nv00-gnb-v4__l0-menu">
          <div class="nv00-gnb-v4__l0-menu-title">
           <a an-ac="gnb" an-ca="navigation" an-la="${la}" an-tr="nv00_gnb-product detail-l0-navigation2" class="nv00-gnb-v4__l0-menu-link" data-js-action="l0MenuBtn" href="/${site}/${path}/" role="menuitem">
            <span class="nv00-gnb-v4__l0-menu-text">
             ${label}
            </span>
           </a>
           <button an-ac="gnb" an-ca="navigation" an-la="${la}" an-tr="nv00_gnb-product detail-l0-navigation2" aria-expanded="false" aria-haspopup="true" class="nv00-gnb-v4__l0-menu-toggle-btn" role="menuitem">
            <span class="hidden">
             ${label}
            </span>
           </button>
          </div>
         </li>`;
}

/** The header sample with its L0 menu, logo link and right-hand links filled in for `site`. */
export function fillHeader(header, site) {
  const byLa = Object.fromEntries(L0_ITEMS.map((item) => [item[0], item]));
  let out = header
    .replace(/<!-- 4 more <li class="nv00-gnb-v4__l0-menu">[^>]*-->/, L0_ITEMS.slice(2).map((item) => l0Item(item, site)).join('\n         '))
    .replace(/(class="nv00-gnb-v4__logo" )href="#spam-link-removed"/, `$1href="/${site}/"`)
    // Left L0 links: the label from the item's an-la, the link to its category page.
    .replace(/an-la="([^"]+)"([^>]*class="nv00-gnb-v4__l0-menu-link"[^>]*)href="#spam-link-removed"([^>]*>)([\s\S]*?)<\/a>/g, (m, la, mid, tail, inner) => {
      const [, label, path] = byLa[la] ?? [la, la, la];
      return `an-la="${la}"${mid}href="/${site}/${path}/"${tail}${inner.replace(/<!-- spam text removed -->/g, label)}</a>`;
    })
    .replace(/<!-- spam text removed \(originally the "Support" label\) -->/, 'Support')
    .replace(/(<p class="nv00-gnb-v4__l1-menu-container-title">\s*)<!-- spam text removed -->/, '$1Support');
  // The right-hand banner link: the business store, opening in a new tab as the original did.
  out = out.replace(
    /<a an-tr="nv00_gnb-product detail-banner-navigation2" class="nv00-gnb-v4__l0-menu-link" data-js-action="l0MenuBtn" href="#spam-link-removed" role="menuitem" target="_blank"><\/a>/,
    `<a an-ac="gnb" an-ca="navigation" an-la="business" an-tr="nv00_gnb-product detail-banner-navigation2" class="nv00-gnb-v4__l0-menu-link" data-js-action="l0MenuBtn" href="/${site}/business/" rel="noopener" role="menuitem" target="_blank">For Business</a>`,
  );
  return out;
}
