/**
 * The page's own carousel dots (plugins/carousel/legacy-controls.ts) as tabs: the selected one
 * is the only Tab stop, a focus on a dot follows the selection, and undoing gives the dots back
 * as the page had them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bindLegacyControls, type ControlProps, type LegacyControls } from '../../../plugins/carousel/legacy-controls';

const props = (active: number): ControlProps => ({
  view: { active, count: 3, begin: active === 0, end: active === 2 },
  state: 'running',
  locked: false,
  texts: { stop: 'Stop automatic slide show', play: 'Play automatic slide show' },
  loop: true,
  toggle: () => {},
  prev: () => {},
  next: () => {},
  goTo: () => {},
});

function controls(): LegacyControls {
  document.body.innerHTML = `<ul role="tablist">${[1, 2, 3].map((n) => `<li><button type="button" role="tab" class="indicator__dot">Slide ${n}</button></li>`).join('')}</ul>`;
  return { play: null, prev: null, next: null, dots: [...document.querySelectorAll<HTMLButtonElement>('.indicator__dot')] };
}
afterEach(() => (document.body.innerHTML = ''));

describe('the carousel dots as tabs', () => {
  it('one Tab stop, the selected dot; a focused dot hands the focus to the newly selected one', () => {
    const c = controls();
    let undo = bindLegacyControls(c, props(0));
    expect(c.dots.map((d) => [d.getAttribute('aria-selected'), d.tabIndex])).toEqual([['true', 0], ['false', -1], ['false', -1]]);
    expect(document.activeElement).toBe(document.body); // no focus taken when none was on a dot
    c.dots[0]!.focus();
    undo();
    undo = bindLegacyControls(c, props(2));
    expect(document.activeElement).toBe(c.dots[2]);
    expect(c.dots.map((d) => d.tabIndex)).toEqual([-1, -1, 0]);
    undo();
    expect(c.dots.map((d) => [d.hasAttribute('tabindex'), d.hasAttribute('aria-selected')])).toEqual([[false, false], [false, false], [false, false]]);
  });

  it('a selection beyond the dots leaves the first one reachable', () => {
    const c = controls();
    bindLegacyControls(c, props(5));
    expect(c.dots.map((d) => d.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe("the page's play/stop button of a carousel whose slides all show", () => {
  it('says it can do nothing while every slide shows (aria-disabled), and nothing more once they no longer all do; undone, as the page had it', () => {
    document.body.innerHTML = '<button type="button" class="indicator__controls" aria-pressed="false"><span class="hidden">Stop</span></button>';
    const play = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    const c: LegacyControls = { play, prev: null, next: null, dots: [] };
    let undo = bindLegacyControls(c, { ...props(0), state: 'stopped', locked: true });
    expect([play.getAttribute('aria-disabled'), play.dataset.state, play.textContent]).toEqual(['true', 'stopped', 'Play automatic slide show']);
    undo();
    undo = bindLegacyControls(c, { ...props(0), locked: false });
    expect([play.hasAttribute('aria-disabled'), play.dataset.state]).toEqual([false, 'running']);
    undo();
    expect([play.hasAttribute('aria-disabled'), play.getAttribute('aria-pressed'), play.hasAttribute('data-state'), play.textContent]).toEqual([false, 'false', false, 'Stop']);
  });
});

describe('two carousels under one parent (a gallery beside its thumbnails)', () => {
  it("a control inside one is that one's, one between them the nearest carousel's before it, one before both the first's; a carousel in a slide is none of them", async () => {
    const { carouselsIn, legacyControls } = await import('../../../plugins/carousel/legacy-controls');
    document.body.innerHTML = `<section>
      <button class="screen-indicator--prev" id="before">Previous</button>
      <div class="swiper-container" id="a"><div class="swiper-wrapper"><div class="swiper-slide"><div class="swiper-container" id="inner"><button class="screen-indicator--next" id="in-slide">Next</button></div></div></div><button class="indicator__controls" id="a-play">Stop</button></div>
      <div class="indicator__list"><button id="a-dot">1</button></div>
      <div class="swiper-container" id="b"><div class="swiper-wrapper"></div><div class="indicator__list"><button id="b-dot">1</button></div></div>
      <button class="screen-indicator--next" id="after">Next</button>
    </section>`;
    const parent = document.querySelector<HTMLElement>('section')!;
    const a = document.querySelector<HTMLElement>('#a')!;
    const b = document.querySelector<HTMLElement>('#b')!;
    const carousels = carouselsIn(parent, a);
    expect(carousels).toEqual([a, b]);
    expect(carouselsIn(parent, b)).toEqual([a, b]);
    const ids = (c: LegacyControls) => [c.play?.id, c.prev?.id, c.next?.id, c.dots.map((d) => d.id)];
    expect(ids(legacyControls(parent, a, carousels))).toEqual(['a-play', 'before', undefined, ['a-dot']]);
    expect(ids(legacyControls(parent, b, carousels))).toEqual([undefined, undefined, 'after', ['b-dot']]);
  });

  it('a carousel alone under its parent takes every control there outside its slides, as before', async () => {
    const { carouselsIn, legacyControls } = await import('../../../plugins/carousel/legacy-controls');
    document.body.innerHTML = `<section>
      <button class="screen-indicator--prev" id="before">Previous</button>
      <div class="swiper-container" id="a"><div class="swiper-wrapper"><div class="swiper-slide"><button class="indicator__controls" id="in-slide">Stop</button></div></div><div class="indicator__list"><button id="a-dot">1</button></div></div>
      <button class="indicator__controls" id="after-play">Stop</button>
      <button class="screen-indicator--next" id="after">Next</button>
    </section>`;
    const parent = document.querySelector<HTMLElement>('section')!;
    const a = document.querySelector<HTMLElement>('#a')!;
    const c = legacyControls(parent, a, carouselsIn(parent, a));
    expect([c.play?.id, c.prev?.id, c.next?.id, c.dots.map((d) => d.id)]).toEqual(['after-play', 'before', 'after', ['a-dot']]);
  });
});

describe('the dots take their slides\' tracking (docs/rules.md §3 "Indicator config")', () => {
  it('by the loop\'s slide number, else the place; never over the dot\'s or its list item\'s own; an empty one is none; undone', async () => {
    const { copySlideTracking } = await import('../../../plugins/carousel/legacy-controls');
    document.body.innerHTML = `
      <div class="swiper-slide" data-swiper-slide-index="1" an-la="kv:two" an-ca="indication"></div>
      <div class="swiper-slide" data-swiper-slide-index="0" an-la="kv:one" an-tr="" an-ac="home kv"></div>
      <ul><li><button id="d0">1</button></li><li an-ca="own item"><button id="d1" an-la="own dot">2</button></li></ul>`;
    const slides = [...document.querySelectorAll('.swiper-slide')];
    const dots = [...document.querySelectorAll('button')];
    const attrs = () => dots.map((d) => Object.fromEntries([...d.attributes].filter((a) => a.name.startsWith('an-')).map((a) => [a.name, a.value])));
    const undo = copySlideTracking(dots, slides);
    expect(attrs()).toEqual([{ 'an-la': 'kv:one', 'an-ac': 'home kv' }, { 'an-la': 'own dot' }]);
    undo();
    expect(attrs()).toEqual([{}, { 'an-la': 'own dot' }]);
    // Slides without numbers (no loop) go by their place.
    slides.forEach((s) => s.removeAttribute('data-swiper-slide-index'));
    copySlideTracking(dots, slides);
    expect(attrs()[0]).toEqual({ 'an-la': 'kv:two', 'an-ca': 'indication' });
  });
});
