/**
 * The carousel's start in three tasks (plugins/carousel/Carousel.tsx; docs/rules.md "Image
 * slider"): swiper constructed, then (after a frame) initialised, then autoplay, listeners and
 * controls. A carousel unmounted between those tasks (its marker removed, the page navigating
 * within the app) must not go on starting, and must leave nothing behind: no pending task, no
 * swiper, the page's ARIA as it was. Real swiper in jsdom, its init and destroy observed, not replaced;
 * timers under a controlled clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import Swiper from 'swiper';
import Carousel, { fromMarker } from '../../../plugins/carousel/Carousel';
import { act } from '../../support/act';
import { buildRuntime, WithRuntime } from '../../support/runtime';

const SLIDES = 4;
let root: Root | undefined;
let container: HTMLElement & { swiper?: Swiper };

function markup(loop = false) {
  document.body.innerHTML = `<div class="key-visual"><div class="swiper-container basic-swiper" data-swiper-option='{"autoplay":{"delay":5000},"loop":${loop}}'><div class="swiper-wrapper">${Array.from(
    { length: SLIDES },
    (_, i) => `<div class="swiper-slide"><a href="/uk/offer/${i}/">Offer ${i + 1}</a></div>`,
  ).join('')}</div></div></div><div id="host"></div>`;
  container = document.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper-container')!;
}

async function mount() {
  const marker = fromMarker({ data: { ...container.dataset } } as Parameters<typeof fromMarker>[0]);
  const guard = ((fn: (...a: unknown[]) => void) => fn) as never;
  root = createRoot(document.getElementById('host')!);
  await act(async () =>
    root!.render(
      <WithRuntime runtime={buildRuntime()}>
        <Carousel element={container} marker={marker} guard={guard} event={{} as never} options={{}} />
      </WithRuntime>,
    ),
  );
}

/** Runs the next pending timer (one start task) and flushes the renders it causes. */
const nextTask = () => act(async () => void vi.advanceTimersToNextTimer());
const unmount = async () => {
  await act(async () => root!.unmount());
  root = undefined;
};

let init: ReturnType<typeof vi.spyOn>;
let destroy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  // A width, as a page gives it: jsdom lays nothing out, and swiper locks a carousel of no width
  // (all its slides show), which starts no autoplay.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  markup();
  init = vi.spyOn(Swiper.prototype, 'init');
  destroy = vi.spyOn(Swiper.prototype, 'destroy');
});
afterEach(async () => {
  if (root) await unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('carousel start in three tasks, unmounted part way', () => {
  it('does nothing in the mounting task itself: the swiper is built in a task of its own', async () => {
    await mount();
    expect(init).not.toHaveBeenCalled();
    expect(container.swiper).toBeUndefined();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('unmounted after the swiper was built: never initialised, destroyed, no task left, ARIA restored', async () => {
    const before = container.closest('.key-visual')!.outerHTML;
    await mount();
    await nextTask();
    expect(container.parentElement!.getAttribute('aria-roledescription')).toBe('carousel');
    await unmount();
    await act(async () => void vi.runAllTimers());
    expect(init).not.toHaveBeenCalled();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(container.closest('.key-visual')!.outerHTML).toBe(before);
  });

  it('unmounted after the swiper was built, waiting for a frame: never initialised, no frame or task left', async () => {
    await mount();
    await nextTask();
    expect(init).not.toHaveBeenCalled();
    // The frame callback is pending: the initialisation waits for the page's next frame.
    expect(vi.getTimerCount()).toBe(1);
    await unmount();
    expect(vi.getTimerCount()).toBe(0);
    await act(async () => void vi.runAllTimers());
    expect(init).not.toHaveBeenCalled();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('unmounted after init, before autoplay and listeners: destroyed once, no autoplay timer, no key handling', async () => {
    await mount();
    await nextTask();
    await nextTask(); // the frame
    expect(init).not.toHaveBeenCalled();
    await nextTask();
    expect(init).toHaveBeenCalledTimes(1);
    expect(container.swiper?.initialized).toBe(true);
    await unmount();
    await act(async () => void vi.runAllTimers());
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(container.swiper?.destroyed ?? true).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(container.dataset.autoplay).toBeUndefined();
  });

  it('shows no play/stop button of its own until the start is done, then one that says Stop', async () => {
    const host = document.getElementById('host')!;
    await mount();
    // Built, a frame, initialised: a button then would say a state the carousel is not in, and do nothing.
    for (let step = 0; step < 3; step++) {
      expect(host.querySelector('button')).toBeNull();
      await nextTask();
    }
    expect(host.querySelector('button')).toBeNull();
    await nextTask(); // started
    const buttons = host.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toBe('Stop automatic slide show');
    expect(buttons[0]!.dataset.state).toBe('running');
  });

  // A looping swiper's destroy puts its slides back in order and says so (slideChange,
  // transitionStart) before it drops its listeners: what those would start must not outlive it.
  it.each([false, true])('fully started, then unmounted (loop %s): the autoplay stops, swiper is destroyed once, no timer or frame left', async (loop) => {
    markup(loop);
    await mount();
    for (let step = 0; step < 4; step++) await nextTask(); // built, a frame, initialised, started
    // Started: the autoplay runs (docs/rules.md §4) and holds its 5 s step.
    expect(container.dataset.autoplay).toBe('running');
    // A few frames pass (swiper's own, asked for as a loop is set up), well within the 5 s step:
    // what is left pending is the autoplay's step alone.
    await act(async () => void vi.advanceTimersByTime(100));
    expect(vi.getTimerCount()).toBe(1);
    // One step of the show, its move ended: the carousel stands on its second slide.
    await act(async () => void vi.advanceTimersByTime(5_000));
    container.querySelector('.swiper-wrapper')!.dispatchEvent(new Event('transitionend'));
    await act(async () => void vi.advanceTimersByTime(100));
    expect(container.swiper!.realIndex).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(container.dataset.autoplay).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a focus already on a slide when it starts (the Tab that mounted it) holds the autoplay; the focus leaving starts it', async () => {
    const link = container.querySelector('a')!;
    link.focus();
    await mount();
    for (let step = 0; step < 4; step++) await nextTask(); // built, a frame, initialised, started
    expect(container.dataset.autoplay).toBe('paused');
    await act(async () => void vi.advanceTimersByTime(5_000));
    expect(container.swiper!.realIndex).toBe(0);
    await act(async () => link.blur());
    expect(container.dataset.autoplay).toBe('running');
  });

  it('a pointer already on the carousel when it starts holds the autoplay; leaving starts it', async () => {
    // jsdom keeps no pointer: the browser's :hover state is given for the carousel's block.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? this.classList.contains('key-visual') : matches.call(this, selector);
    });
    await mount();
    for (let step = 0; step < 4; step++) await nextTask(); // built, a frame, initialised, started
    expect(container.dataset.autoplay).toBe('paused');
    await act(async () => void container.parentElement!.dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: document.body })));
    expect(container.dataset.autoplay).toBe('running');
  });

  it('reduced motion asked for while the page is open stops the autoplay and the animation; asked off, the animation comes back and the autoplay waits for play', async () => {
    // jsdom has no matchMedia: a query list whose answer the test changes, as the system setting would.
    const list = Object.assign(new EventTarget(), { matches: false, media: '(prefers-reduced-motion: reduce)' });
    const asked: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => (asked.push(query), list));
    const added = vi.spyOn(list, 'addEventListener');
    const removed = vi.spyOn(list, 'removeEventListener');
    await mount();
    for (let step = 0; step < 4; step++) await nextTask(); // built, a frame, initialised, started
    expect([container.dataset.autoplay, container.swiper!.params.speed]).toEqual(['running', 400]);
    list.matches = true;
    await act(async () => void list.dispatchEvent(new Event('change')));
    expect([container.dataset.autoplay, container.swiper!.params.speed]).toEqual(['stopped', 0]);
    await act(async () => void vi.advanceTimersByTime(20_000));
    expect(container.swiper!.realIndex).toBe(0);
    list.matches = false;
    await act(async () => void list.dispatchEvent(new Event('change')));
    expect([container.dataset.autoplay, container.swiper!.params.speed]).toEqual(['stopped', 400]);
    expect(asked.every((q) => q === '(prefers-reduced-motion: reduce)')).toBe(true);
    // Switched off, the carousel no longer listens: the listener it added comes off.
    expect(removed).not.toHaveBeenCalled();
    await unmount();
    expect(removed.mock.calls).toEqual(added.mock.calls.map(([type, fn]) => [type, fn]));
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('reduced motion asked for while the carousel starts (after its swiper was built) still takes the animation away', async () => {
    const list = Object.assign(new EventTarget(), { matches: false, media: '(prefers-reduced-motion: reduce)' });
    vi.stubGlobal('matchMedia', () => list);
    await mount();
    await nextTask(); // built, its speed read: 400
    list.matches = true;
    for (let step = 0; step < 3; step++) await nextTask(); // a frame, initialised, started
    expect([container.dataset.autoplay, container.swiper!.params.speed]).toEqual(['stopped', 0]);
  });

  it('a move swiper reports while it is destroyed (a loop put back in order, in a browser) leaves no frame or timer', async () => {
    markup(true);
    await mount();
    for (let step = 0; step < 4; step++) await nextTask();
    await act(async () => void vi.advanceTimersByTime(100));
    const swiper = container.swiper!;
    // What loopDestroy's slideTo says when the slides' order changes the offset; jsdom lays
    // nothing out, so the offset never changes here and it is said for it.
    swiper.on('beforeDestroy', () => {
      swiper.emit('slideChange');
      swiper.emit('transitionStart');
    });
    await unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['Offers', 'Offers'],
    ['', 'Carousel'],
  ])('data-label %j names the region %j (an empty one is no name)', async (label, name) => {
    container.dataset.label = label;
    await mount();
    await nextTask();
    const region = container.parentElement!;
    expect([region.getAttribute('role'), region.getAttribute('aria-label')]).toEqual(['region', name]);
  });

  it("gives the slides and the wrapper back their own style attributes, which swiper's destroy takes off", async () => {
    const slides = [...container.querySelectorAll<HTMLElement>('.swiper-slide')];
    slides[1]!.setAttribute('style', 'background-image: url("/uk/kv/2.jpg")');
    container.querySelector('.swiper-wrapper')!.setAttribute('style', 'min-height: 320px');
    await mount();
    for (let step = 0; step < 4; step++) await nextTask();
    expect(container.swiper?.initialized).toBe(true);
    await unmount();
    expect(slides.map((s) => s.getAttribute('style'))).toEqual([null, 'background-image: url("/uk/kv/2.jpg")', null, null]);
    expect(container.querySelector('.swiper-wrapper')!.getAttribute('style')).toBe('min-height: 320px');
  });
});

describe('play/stop texts with no dictionary text (docs/rules.md §2 "Carousel")', () => {
  const STOP_VI = 'Dừng trình chiếu tự động';
  const withControl = (button: string, rootData = '') => {
    const kv = document.querySelector('.key-visual')!;
    kv.insertAdjacentHTML('beforeend', button);
    if (rootData) kv.setAttribute(rootData.split('=')[0]!, rootData.split('=')[1]!);
  };
  const started = async () => {
    await mount();
    for (let step = 0; step < 4; step++) await nextTask(); // built, a frame, initialised, started
  };

  it('names the region and the slides again in the words of a dictionary that arrives after the start', async () => {
    await mount();
    await act(async () => void vi.runAllTimers());
    const region = container.parentElement!;
    const first = container.querySelector('.swiper-slide')!;
    expect([region.getAttribute('aria-label'), first.getAttribute('aria-label')]).toEqual(['Carousel', `1 of ${SLIDES}`]);
    const words: Record<string, string> = { Carousel: 'Carrousel', '{n} of {total}': '{n} sur {total}' };
    const marker = fromMarker({ data: { ...container.dataset } } as Parameters<typeof fromMarker>[0]);
    await act(async () =>
      root!.render(
        <WithRuntime runtime={{ ...buildRuntime(), t: (key, fallback) => words[key] ?? fallback ?? key }}>
          <Carousel element={container} marker={marker} guard={((fn: (...a: unknown[]) => void) => fn) as never} event={{} as never} options={{}} />
        </WithRuntime>,
      ),
    );
    expect([region.getAttribute('aria-label'), first.getAttribute('aria-label')]).toEqual(['Carrousel', `1 sur ${SLIDES}`]);
    // A looping swiper moves slides (its first to the end, say): each keeps its own number.
    const wrapper = container.querySelector('.swiper-wrapper')!;
    [...wrapper.children].forEach((slide, i) => slide.setAttribute('data-swiper-slide-index', String(i)));
    wrapper.append(first);
    const words2: Record<string, string> = { Carousel: 'Karussell', '{n} of {total}': '{n} von {total}' };
    await act(async () =>
      root!.render(
        <WithRuntime runtime={{ ...buildRuntime(), t: (key, fallback) => words2[key] ?? fallback ?? key }}>
          <Carousel element={container} marker={marker} guard={((fn: (...a: unknown[]) => void) => fn) as never} event={{} as never} options={{}} />
        </WithRuntime>,
      ),
    );
    expect([...wrapper.children].map((s) => s.getAttribute('aria-label'))).toEqual([2, 3, 4, 1].map((n) => `${n} von ${SLIDES}`));
    wrapper.prepend(first);
    // Given back as the page had it, whatever the words.
    await unmount();
    expect([region.hasAttribute('aria-label'), first.hasAttribute('aria-label')]).toEqual([false, false]);
  });

  it("keeps the page's own label for the state it ships in; only the other state falls back to the English text", async () => {
    // An empty data-stop-text gives no words: the label's stand.
    withControl(`<button type="button" class="indicator__controls" aria-pressed="false"><span class="hidden">${STOP_VI}</span></button>`, 'data-stop-text=');
    await started();
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    expect(control.dataset.state).toBe('running');
    expect(control.textContent).toBe(STOP_VI);
    await act(async () => control.click());
    expect(control.dataset.state).toBe('stopped');
    expect(control.textContent).toBe('Play automatic slide show');
    await act(async () => control.click());
    expect(control.textContent).toBe(STOP_VI);
  });

  it('a label shipped with aria-pressed="true" is the play text; data-stop-text on the root gives the stop text', async () => {
    withControl('<button type="button" class="indicator__controls" aria-pressed="true"><span class="hidden">Reproducir</span></button>', 'data-stop-text=Detener');
    await started();
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    expect(control.textContent).toBe('Detener');
    await act(async () => control.click());
    expect(control.textContent).toBe('Reproducir');
  });
});
