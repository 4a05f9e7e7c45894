import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFooter, setupLanguagePanel } from '../../../plugins/footer-nav/footer-controller';

function category(n: number): string {
  return `<div class="footer-category">
    <h3 class="footer-category__title" id="footer-category-title-${n}">Title ${n}</h3>
    <a class="footer-category__anchor" href="javascript:void(0);" role="button" aria-labelledby="footer-category-title-${n}" an-tr="nv01_footer sitemap|menu1Depth">
      <span class="hidden" data-i18n-open="Expand" data-i18n-close="Collapse">Expand</span>
    </a>
    <div class="footer-category__list-wrap"><ul class="footer-category__list" role="list"><li role="listitem"><a href="/uk/${n}/">Link ${n}</a></li></ul></div>
  </div>`;
}

function mount(small: boolean) {
  document.body.innerHTML = `<footer class="footer">${category(0)}${category(1)}${category(2)}</footer>`;
  const root = document.querySelector<HTMLElement>('footer.footer')!;
  let mobile = small;
  let listener: (() => void) | null = null;
  const teardown = setupFooter(root, () => mobile, (l) => { listener = l; return () => { listener = null; }; });
  const buttons = () => Array.from(root.querySelectorAll<HTMLButtonElement>('button.footer-category__anchor'));
  const lists = () => Array.from(root.querySelectorAll<HTMLElement>('.footer-category__list-wrap'));
  const resize = (next: boolean) => { mobile = next; listener?.(); };
  return { root, teardown, buttons, lists, resize, listening: () => listener !== null };
}

afterEach(() => { document.body.innerHTML = ''; });

describe('footer accordions', () => {
  it('turns each role=button anchor into a native button naming its list, collapsed on a phone', () => {
    const { buttons, lists } = mount(true);
    expect(buttons()).toHaveLength(3);
    expect(document.querySelector('a.footer-category__anchor')).toBeNull();
    buttons().forEach((button, i) => {
      expect(button.type).toBe('button');
      expect(button.hasAttribute('role')).toBe(false);
      expect(button.getAttribute('aria-labelledby')).toBe(`footer-category-title-${i}`);
      expect(button.getAttribute('an-tr')).toBe('nv01_footer sitemap|menu1Depth');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('aria-controls')).toBe(lists()[i]!.id);
      expect(lists()[i]!.hidden).toBe(true);
    });
  });

  it('opens one category at a time and closes the open one on a second click', () => {
    const { buttons, lists } = mount(true);
    buttons()[0]!.click();
    expect(buttons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(lists().map((l) => l.hidden)).toEqual([false, true, true]);
    expect(buttons()[0]!.querySelector('.hidden')!.textContent).toBe('Collapse');
    buttons()[2]!.click();
    expect(buttons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true']);
    expect(lists().map((l) => l.hidden)).toEqual([true, true, false]);
    expect(buttons()[0]!.querySelector('.hidden')!.textContent).toBe('Expand');
    buttons()[2]!.click();
    expect(lists().map((l) => l.hidden)).toEqual([true, true, true]);
  });

  it('shows every list on a desktop and resets when the width crosses 768', () => {
    const { buttons, lists, resize } = mount(false);
    expect(lists().map((l) => l.hidden)).toEqual([false, false, false]);
    resize(true);
    expect(lists().map((l) => l.hidden)).toEqual([true, true, true]);
    buttons()[1]!.click();
    resize(false);
    expect(lists().map((l) => l.hidden)).toEqual([false, false, false]);
    resize(true);
    expect(buttons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
  });

  it('says collapsed and keeps every list shown when a desktop button is clicked', () => {
    const { buttons, lists } = mount(false);
    buttons()[0]!.click();
    expect(buttons()[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(lists().map((l) => l.hidden)).toEqual([false, false, false]);
  });

  it('keeps the focus: the anchor that had it hands it to its button, the button back to the anchor, a link in a list that closes to its button', () => {
    document.body.innerHTML = `<footer class="footer">${category(0)}${category(1)}</footer>`;
    const root = document.querySelector<HTMLElement>('footer.footer')!;
    root.querySelector<HTMLElement>('a.footer-category__anchor')!.focus();
    let mobile = false;
    let listener = () => {};
    const teardown = setupFooter(root, () => mobile, (l) => ((listener = l), () => {}));
    expect(document.activeElement).toBe(root.querySelector('button.footer-category__anchor'));
    // On a desktop a link in the second list has the focus; the page narrows to a phone.
    const link = root.querySelectorAll<HTMLElement>('.footer-category__list a')[1]!;
    link.focus();
    mobile = true;
    listener();
    expect(document.activeElement).toBe(root.querySelectorAll('button.footer-category__anchor')[1]);
    teardown();
    expect(document.activeElement).toBe(root.querySelectorAll('a.footer-category__anchor')[1]);
  });

  it('puts the page markup back on teardown', () => {
    const { teardown, buttons, lists, listening } = mount(true);
    buttons()[0]!.click();
    teardown();
    expect(listening()).toBe(false);
    expect(buttons()).toHaveLength(0);
    const anchors = document.querySelectorAll('a.footer-category__anchor[role=button][href]');
    expect(anchors).toHaveLength(3);
    expect(lists().every((l) => !l.hidden && l.id === '')).toBe(true);
    expect(anchors[0]!.querySelector('.hidden')!.textContent).toBe('Expand');
  });

  it('warns naming the part and leaves a category without a list as it is', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<footer class="footer"><div class="footer-category"><a class="footer-category__anchor" role="button"></a></div></footer>`;
    setupFooter(document.querySelector<HTMLElement>('footer.footer')!, () => true, () => () => {});
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['storefront: footer-nav: footer category 0 has no .footer-category__list-wrap; it stays as it is']);
    expect(document.querySelector('a.footer-category__anchor')).not.toBeNull();
    warn.mockClear();
    document.body.innerHTML = `<footer class="footer"><div class="footer-category"><div class="footer-category__list-wrap"></div></div></footer>`;
    setupFooter(document.querySelector<HTMLElement>('footer.footer')!, () => true, () => () => {});
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['storefront: footer-nav: footer category 0 has no .footer-category__anchor; it stays as it is']);
  });
});

describe('footer language panel', () => {
  const LANGUAGES = '<div class="footer-language-wrap"><ul class="footer-language__list" role="list"><li><a class="footer-language__link" href="/ca/" lang="en-CA">English</a></li><li><a class="footer-language__link" href="/ca_fr/" lang="fr-CA" aria-current="true">Français</a></li></ul></div>';
  function language(panel = LANGUAGES) {
    document.body.innerHTML = `<footer class="footer"><div class="footer-bottom"><div class="footer-language"><a class="footer-language__anchor" href="/ca_fr/function/ipredirection/ipredirectionLocalList/" an-la="language">Canada / Français</a>${panel}</div><p class="footer-copyright">Copyright</p></div></footer><a id="elsewhere" href="#">elsewhere</a>`;
    const root = document.querySelector<HTMLElement>('footer.footer')!;
    const teardown = setupLanguagePanel(root);
    const button = () => root.querySelector<HTMLButtonElement>('button.footer-language__anchor');
    const wrap = () => root.querySelector<HTMLElement>('.footer-language-wrap')!;
    const links = () => Array.from(root.querySelectorAll<HTMLAnchorElement>('.footer-language__link'));
    return { root, teardown, button, wrap, links };
  }
  const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

  it('turns the anchor into a disclosure button for the panel, closed, keeping its text and tracking', () => {
    const { button, wrap } = language();
    expect(document.querySelector('a.footer-language__anchor')).toBeNull();
    expect(button()!.type).toBe('button');
    expect(button()!.textContent).toBe('Canada / Français');
    expect(button()!.getAttribute('an-la')).toBe('language');
    expect(button()!.hasAttribute('href')).toBe(false);
    expect(button()!.getAttribute('aria-expanded')).toBe('false');
    expect(button()!.getAttribute('aria-controls')).toBe(wrap().id);
    expect(wrap().id).not.toBe('');
    expect(wrap().hidden).toBe(true);
  });

  it('opens and closes on the button (Enter and Space are native clicks)', () => {
    const { button, wrap } = language();
    button()!.click();
    expect(button()!.getAttribute('aria-expanded')).toBe('true');
    expect(wrap().hidden).toBe(false);
    button()!.click();
    expect(button()!.getAttribute('aria-expanded')).toBe('false');
    expect(wrap().hidden).toBe(true);
  });

  it('Esc inside the panel closes it and puts focus back on the button', () => {
    const { button, wrap, links } = language();
    button()!.click();
    links()[0]!.focus();
    key(links()[0]!, 'Escape');
    expect(wrap().hidden).toBe(true);
    expect(button()!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes on a click outside and when focus leaves it, not when focus moves between its links', () => {
    const { button, wrap, links } = language();
    button()!.click();
    links()[0]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: links()[1]! }));
    expect(wrap().hidden).toBe(false);
    links()[1]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('elsewhere') }));
    expect(wrap().hidden).toBe(true);
    button()!.click();
    expect(wrap().hidden).toBe(false);
    document.querySelector<HTMLElement>('.footer-copyright')!.click();
    expect(wrap().hidden).toBe(true);
    expect(button()!.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves a site without a panel, or with a panel without links, as a link (with a warning for the empty panel)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let { button } = language('');
    expect(button()).toBeNull();
    expect(document.querySelector('a.footer-language__anchor')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    ({ button } = language('<div class="footer-language-wrap"><ul></ul></div>'));
    expect(button()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no language link in .footer-language-wrap'));
    warn.mockRestore();
  });

  it('unmounting puts the anchor back with its href and shows the panel as shipped', () => {
    const { teardown, wrap } = language();
    teardown();
    const anchor = document.querySelector<HTMLAnchorElement>('a.footer-language__anchor')!;
    expect(anchor.getAttribute('href')).toBe('/ca_fr/function/ipredirection/ipredirectionLocalList/');
    expect(anchor.textContent).toBe('Canada / Français');
    expect(document.querySelector('button.footer-language__anchor')).toBeNull();
    expect(wrap().hidden).toBe(false);
    expect(wrap().hasAttribute('id')).toBe(false);
  });
});
