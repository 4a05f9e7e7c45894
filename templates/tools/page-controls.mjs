/**
 * The product page's controls block (docs/rules.md §2 "Other UI", §4): tabs with arrows, and
 * the further widgets as they are built. Legacy class names and an-* attributes, so the
 * plugins enhance the markup the real pages serve.
 */

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const icon = (id) => `<svg class="icon" focusable="false" aria-hidden="true"><use href="#${id}" xlink:href="#${id}"></use></svg>`;

/** The product tabs: ten, one disabled (no trade-in on this model), enough to scroll at 375 px. */
const TABS = ['Overview', 'Specs', 'Reviews', 'Support', 'Accessories', 'In the box', 'Delivery', 'Trade-in', 'Samsung Care+', 'FAQ'];
const DISABLED_TAB = 'Trade-in';

/**
 * `serverArrows` false: the strip only asks for arrows (`data-arrows="true"`), as newer
 * markup does, and the plugin renders them.
 */
function tabs(serverArrows) {
  const slug = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
  const items = TABS.map((t, i) => {
    const s = slug(t);
    return `<li class="tab__item${i === 0 ? ' tab__item--active' : ''}" role="presentation"><button type="button" class="tab__item-title" role="tab" id="pd-tab-${s}" aria-controls="pd-tabpanel-${s}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}"${t === DISABLED_TAB ? ' aria-disabled="true"' : ''} an-tr="pdd16_tab-product detail-tab-tab" an-ca="content click" an-ac="tab" an-la="tab:${esc(t.toLowerCase())}">${esc(t)}</button></li>`;
  }).join('\n          ');
  const panels = TABS.map((t, i) => {
    const s = slug(t);
    return `<div class="tab__panel" id="pd-tabpanel-${s}" role="tabpanel" aria-labelledby="pd-tab-${s}" tabindex="0"${i === 0 ? '' : ' hidden'}><h3 class="tab__panel-title">${esc(t)}</h3><p>${esc(t)} of the Galaxy S25 Ultra.</p></div>`;
  }).join('\n      ');
  const arrow = (side, text, id) => `<button type="button" class="tab__arrow tab__arrow--${side}" an-tr="pdd16_tab-product detail-arrow-tab" an-ca="content click" an-ac="tab" an-la="tab:${side}"><span class="hidden">${text}</span>${icon(id)}</button>`;
  return `
    <section class="pd-g-product-tab">
      <h2 class="pd-product-tab__title" id="pd-tab-heading">Product information</h2>
      <div class="tab" data-comp-name="tab" data-arrows="true">
        ${serverArrows ? arrow('prev', 'Previous', 'previous-regular') : ''}
        <div class="tab__list-wrap">
          <ul class="tab__list" role="tablist" aria-labelledby="pd-tab-heading">
          ${items}
          </ul>
        </div>
        ${serverArrows ? arrow('next', 'Next', 'next-regular') : ''}
      </div>
      ${panels}
    </section>`;
}

/** Everything the product page adds below the buying tool; ae_ar carries the newer markup. */
export function productControls(site) {
  return tabs(site !== 'ae_ar');
}
