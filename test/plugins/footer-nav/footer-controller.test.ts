import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFooter } from '../../../plugins/footer-nav/footer-controller';

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
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('.footer-category__list-wrap'));
    expect(document.querySelector('a.footer-category__anchor')).not.toBeNull();
  });
});
