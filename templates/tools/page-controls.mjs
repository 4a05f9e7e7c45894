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

/** Trade-in devices: 14, two not accepted (disabled), so the list scrolls after 11. */
const TRADE_IN = ['Galaxy S24 Ultra', 'Galaxy S24', 'Galaxy S23', 'Galaxy S22', 'Galaxy S9 (not accepted)', 'Galaxy Z Flip6', 'Galaxy Z Fold6', 'Galaxy A55', 'iPhone 16 Pro', 'iPhone 15', 'iPhone 8 (not accepted)', 'Pixel 9 Pro', 'Pixel 8', 'OnePlus 12'];

/**
 * One legacy menu: hidden select, the button that stands for it (its text is the chosen
 * option, rendered by the server), a visible label the button names. `link`: "self" or
 * "blank" makes it a link menu; `disabled` disables the select.
 */
function menu(key, label, options, { link, disabled, selected = 0, an } = {}) {
  const opts = options.map(([value, text, off], i) => `<option value="${esc(value)}"${i === selected ? ' selected' : ''}${off ? ' disabled' : ''}>${esc(text)}</option>`).join('');
  return `
      <div class="pd-controls__menu">
        <p class="menu__label" id="pd-${key}-label">${esc(label)}</p>
        <div class="menu" data-comp-name="menu"${link ? ` data-link="${link}"` : ''}>
          <select class="menu__select" id="pd-${key}-select" tabindex="-1" aria-hidden="true" aria-labelledby="pd-${key}-label"${disabled ? ' disabled' : ''}>${opts}</select>
          <button type="button" class="menu__select-field" id="pd-${key}-field" aria-haspopup="${link ? 'menu' : 'listbox'}" aria-expanded="false"${disabled ? ' aria-disabled="true"' : ''} aria-labelledby="pd-${key}-label pd-${key}-text" an-tr="pdd10_product buying tool-product detail-dropdown-select" an-ca="option click" an-ac="${an}" an-la="${an}:open"><span class="menu__select-field-text" id="pd-${key}-text">${esc(options[selected][1])}</span>${icon('open-down-bold')}</button>
        </div>
      </div>`;
}

function menus(site) {
  const slug = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
  return `
    <section class="pd-controls" aria-labelledby="pd-controls-title">
      <h2 class="pd-controls__title" id="pd-controls-title">Options and help</h2>${menu('trade-in', 'Trade-in device', TRADE_IN.map((t) => [slug(t), t, t.includes('not accepted')]), { an: 'trade-in' })}${menu('compare', 'Compare with', [['', 'Choose a model'], [`/${site}/smartphones/galaxy-s25/`, 'Galaxy S25'], [`/${site}/smartphones/galaxy-s25-plus/`, 'Galaxy S25+'], [`/${site}/smartphones/galaxy-z-fold7/`, 'Galaxy Z Fold7']], { link: 'self', an: 'compare' })}${menu('manuals', 'User manuals', [['', 'Open a manual'], [`/${site}/support/manuals/quick-start/`, 'Quick start guide'], [`/${site}/support/manuals/safety/`, 'Safety information']], { link: 'blank', an: 'manuals' })}${menu('finish', 'Finish (sold out)', [['matte', 'Matte'], ['gloss', 'Gloss']], { disabled: true, an: 'finish' })}
    </section>`;
}

/** Colours (the last name is long enough to be truncated on a phone) and capacities, with prices in pounds (each site shows them in its currency). */
const COLOURS = [['titanium-silverblue', 'Titanium Silverblue', 1249], ['titanium-black', 'Titanium Black', 1249], ['titanium-gray', 'Titanium Gray', 1249], ['titanium-whitesilver', 'Titanium Whitesilver', 1249], ['titanium-jetblack', 'Titanium Jetblack', 1279], ['titanium-jadegreen', 'Titanium Jadegreen', 1279], ['titanium-pinkgold-online-exclusive', 'Titanium Pinkgold Online Exclusive Edition', 1299]];
const CAPACITIES = [['256gb', '256 GB', 1249], ['512gb', '512 GB', 1349], ['1tb', '1 TB', 1549]];

/**
 * One option selector: a radio group (one radio and label per option, the label carrying the
 * option's price), the chosen name (`nameId`) and price above it, list arrows and the
 * colour-name tooltip. `kind` is "color" or "capacity".
 */
function optionSelector(kind, title, nameId, options, { swatch = false, text, price: shown }) {
  const items = options.map(([value, name, gbp], i) => `<div class="pd-option-selector__item"><input type="radio" class="pd-option-selector__input" name="pd-${kind}" id="pd-${kind}-${i}" value="${esc(value)}"${i === 0 ? ' checked' : ''} an-la="${kind}:${esc(name.toLowerCase())}"><label for="pd-${kind}-${i}" class="pd-option-selector__label">${swatch ? `<span class="pd-option-selector__swatch pd-option-selector__swatch--${esc(value)}"></span>` : ''}<span class="pd-option-selector__label-name">${esc(name)}</span><span class="pd-option-selector__label-price">${esc(shown(gbp))}</span></label></div>`).join('\n          ');
  const arrow = (side, label, id) => `<button type="button" class="pd-option-selector__arrow pd-option-selector__arrow--${side}"><span class="hidden">${label}</span>${icon(id)}</button>`;
  return `
      <div class="pd-option-selector" data-comp-name="option-selector" an-tr="pdd10_product buying tool-product detail-option-select" an-ca="option click" an-ac="${kind}" an-la="${kind}:${esc(options[0][1].toLowerCase())}">
        <div class="pd-option-selector__head">
          <p class="pd-option-selector__title" id="pd-${kind}-title">${esc(title)}</p>
          <p class="pd-option-selector__chosen" aria-live="polite"><span class="pd-option-selector__name" id="${nameId}">${esc(options[0][1])}</span><button type="button" class="pd-option-selector__tooltip-btn" aria-expanded="false" aria-controls="pd-${kind}-tooltip"><span class="hidden">${esc(text.full)}</span>${icon('info-regular')}</button><span class="pd-option-selector__tooltip" id="pd-${kind}-tooltip" role="tooltip" hidden></span><span class="pd-option-selector__price">${esc(shown(options[0][2]))}</span></p>
        </div>
        <div class="pd-option-selector__body">
          ${arrow('prev', text.prev, 'previous-regular')}
          <div class="pd-option-selector__list-wrap">
            <div class="pd-option-selector__list" role="radiogroup" aria-labelledby="pd-${kind}-title">
          ${items}
            </div>
          </div>
          ${arrow('next', text.next, 'next-regular')}
        </div>
      </div>`;
}

/**
 * The colour and capacity selectors; they sit in the buying tool, the one place the page
 * offers a choice of colour (a second set further down read as duplicate chips).
 */
export function productOptions(site, price) {
  const text = site === 'ae_ar' ? { prev: 'السابق', next: 'التالي', full: 'الاسم الكامل' } : { prev: 'Previous', next: 'Next', full: 'Full colour name' };
  return `
    <section class="pd-option-selectors" aria-labelledby="pd-options-title">
      <h2 class="pd-option-selectors__title" id="pd-options-title">Choose your Galaxy S25 Ultra</h2>${optionSelector('color', 'Colour', 'multiColorText', COLOURS, { swatch: true, text, price })}${optionSelector('capacity', 'Storage', 'pd-capacity-text', CAPACITIES, { text, price })}
    </section>`;
}

/**
 * One legacy on/off switch: the visible label names the `role="switch"` button; the hidden
 * checkbox carries the value to forms. `on` is the server's state; `disabled` fixes it.
 */
function switchControl(key, label, { on = false, disabled = false, an }) {
  return `
      <div class="switch${on ? ' switch--on' : ''}" data-comp-name="switch">
        <span class="switch__label" id="pd-${key}-switch-label">${esc(label)}</span>
        <input type="checkbox" class="switch__input" name="${key}" tabindex="-1" aria-hidden="true" hidden${on ? ' checked' : ''}>
        <button type="button" class="switch__button" id="pd-${key}-switch" role="switch" aria-checked="${on}" aria-labelledby="pd-${key}-switch-label"${disabled ? ' aria-disabled="true"' : ''} an-tr="pdd10_product buying tool-product detail-switch" an-ca="option click" an-ac="${an}" an-la="${an}:toggle"><span class="switch__track" aria-hidden="true"><span class="switch__thumb"></span></span></button>
      </div>`;
}

/** Switches: stock alerts (off, free to change) and insurance (on, included with this model). */
function switches(site) {
  const text = site === 'ae_ar' ? { title: 'الإشعارات والتأمين', alerts: 'أبلغني عند توفر المخزون', insurance: 'تأمين مشمول' } : { title: 'Alerts and cover', alerts: 'Tell me when stock arrives', insurance: 'Insurance included' };
  return `
    <section class="pd-switches" aria-labelledby="pd-switches-title">
      <h2 class="pd-switches__title" id="pd-switches-title">${esc(text.title)}</h2>${switchControl('alerts', text.alerts, { an: 'stock alert' })}${switchControl('insurance', text.insurance, { on: true, disabled: true, an: 'insurance' })}
    </section>`;
}

/** Offer terms: long enough to scroll in the 240 px panel. */
const TERMS = {
  en: ['The offer runs while stocks last and is limited to one device per order.', 'Trade-in values are confirmed once the device has been inspected at our partner\'s centre.', 'A device with a cracked screen or that does not switch on is valued at its recycling price.', 'Refunds for returned bundles include the accessories only when they come back unopened.', 'Samsung Care+ starts on the day of delivery and can be cancelled within 14 days.', 'Prices include VAT; delivery is free to mainland addresses.', 'Gifts are sent separately and may arrive up to 30 days after the phone.'],
  ar: ['يسري العرض حتى نفاد الكمية ويقتصر على جهاز واحد لكل طلب.', 'تُؤكد قيمة الاستبدال بعد فحص الجهاز في مركز الشريك.', 'الجهاز ذو الشاشة المكسورة أو الذي لا يعمل يُقيّم بسعر إعادة التدوير.', 'يشمل استرداد الحزم المرتجعة الملحقات فقط إذا أعيدت دون فتح.', 'تبدأ خدمة Samsung Care+ من يوم التسليم ويمكن إلغاؤها خلال 14 يومًا.', 'الأسعار تشمل ضريبة القيمة المضافة؛ التوصيل مجاني.', 'تُرسل الهدايا بشكل منفصل وقد تصل خلال 30 يومًا من وصول الهاتف.'],
};

/**
 * A scrollable panel with the custom scrollbar. `serverTrack` false leaves the track out, as
 * newer markup does, and the plugin draws it. The panel is a focusable region, so keys scroll it.
 */
function scrollPanel(site, serverTrack) {
  const ar = site === 'ae_ar';
  const title = ar ? 'شروط العرض' : 'Offer terms';
  const items = TERMS[ar ? 'ar' : 'en'].map((t) => `<p class="pd-terms__item">${esc(t)}</p>`).join('\n          ');
  return `
    <section class="pd-terms" aria-labelledby="pd-terms-title">
      <h2 class="pd-terms__title" id="pd-terms-title">${esc(title)}</h2>
      <div class="scrollbar" data-comp-name="scrollbar">
        <div class="scrollbar__content" id="pd-terms-panel" role="region" aria-labelledby="pd-terms-title" tabindex="0">
          ${items}
        </div>${serverTrack ? '\n        <div class="scrollbar__track" aria-hidden="true"><span class="scrollbar__thumb"></span></div>' : ''}
      </div>
    </section>`;
}

/**
 * Text fields: a v1 note (multi-line, 200 characters, counter) and a v2 required nickname with
 * a clear button and an error message the field points at once it is in error.
 */
function textFields(site) {
  const text = site === 'ae_ar'
    ? { title: 'رسالة الهدية', note: 'رسالة على البطاقة', name: 'اسم الجهاز', error: 'أدخل اسمًا للجهاز.', clear: 'مسح' }
    : { title: 'Gift message', note: 'Message on the card', name: 'Device nickname', error: 'Enter a nickname for the device.', clear: 'Clear' };
  return `
    <section class="pd-text-fields" aria-labelledby="pd-text-fields-title">
      <h2 class="pd-text-fields__title" id="pd-text-fields-title">${esc(text.title)}</h2>
      <div class="text-field" data-comp-name="text-field">
        <label class="text-field__label" for="pd-gift-note">${esc(text.note)}</label>
        <textarea class="text-field__input" id="pd-gift-note" name="giftNote" rows="3" maxlength="200" aria-describedby="pd-gift-note-count" an-tr="pdd10_product buying tool-product detail-text field" an-ca="option click" an-ac="gift message" an-la="gift message:type"></textarea>
        <span class="text-field__count" id="pd-gift-note-count">0/200</span>
      </div>
      <div class="text-field text-field--v2" data-comp-name="text-field">
        <label class="text-field__label" for="pd-nickname">${esc(text.name)}</label>
        <div class="text-field__box">
          <input type="text" class="text-field__input" id="pd-nickname" name="nickname" maxlength="30" required autocomplete="off">
          <button type="button" class="text-field__clear" aria-label="${esc(text.clear)}" hidden an-tr="pdd10_product buying tool-product detail-text field" an-ca="option click" an-ac="nickname" an-la="nickname:clear">${icon('delete-bold')}</button>
        </div>
        <p class="text-field__error" id="pd-nickname-error" role="alert" hidden>${esc(text.error)}</p>
      </div>
    </section>`;
}

/** The page's scroll-to-top button: fixed at the bottom end, shown while the page scrolls up. */
function scrollTop(site) {
  const label = site === 'ae_ar' ? 'العودة إلى الأعلى' : 'Back to top';
  return `
    <div class="scroll-top" data-comp-name="scroll-top">
      <button type="button" class="scroll-top__button" an-tr="pdd00_scroll top-product detail-button-top" an-ca="navigation" an-ac="scroll top" an-la="scroll top"><span class="hidden">${esc(label)}</span>${icon('close-up-bold')}</button>
    </div>`;
}

/** Tooltips: the Expand / Collapse words come from page data on the marker. */
function tooltips(site) {
  const text = site === 'ae_ar'
    ? { label: 'ما هو Samsung Care+؟', expand: 'توسيع', collapse: 'طي', body: 'حماية من الأضرار العرضية لمدة سنتين.' }
    : { label: 'What is Samsung Care+?', expand: 'Expand', collapse: 'Collapse', body: 'Cover against accidental damage for two years.' };
  return `
    <section class="pd-tooltips">
      <div class="tooltip" data-comp-name="tooltip" data-expand-text="${esc(text.expand)}" data-collapse-text="${esc(text.collapse)}">
        <span class="tooltip__label" id="pd-care-tip-label">${esc(text.label)}</span>
        <button type="button" class="tooltip__btn" id="pd-care-tip" aria-expanded="false" aria-controls="pd-care-tip-content" aria-describedby="pd-care-tip-label" an-tr="pdd10_product buying tool-product detail-tooltip" an-ca="content click" an-ac="tooltip" an-la="tooltip:samsung care"><span class="hidden tooltip__btn-text">${esc(text.expand)}</span>${icon('info-regular')}</button>
        <div class="tooltip__content" id="pd-care-tip-content" role="tooltip" hidden>${esc(text.body)}</div>
      </div>
    </section>`;
}

/** Everything the product page adds below the buying tool; ae_ar carries the newer markup. */
export function productControls(site) {
  return tabs(site !== 'ae_ar') + menus(site) + switches(site) + scrollPanel(site, site !== 'ae_ar') + textFields(site) + tooltips(site) + scrollTop(site);
}
