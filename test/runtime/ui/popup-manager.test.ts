/**
 * The popup manager (docs/rules.md §4 "Popups", docs/architecture.md "Popups"): stacking, Esc,
 * the dimmed area, history entries and Back, focus trap and return, scroll lock with and without
 * a real scrollbar, the 500 ms size re-check, and bad input (Back with no popup, opens while
 * closing, 100 rapid cycles leaving no listener, entry or lock behind).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPopup as openReal, openPopups, RESIZE_RECHECK_MS, type PopupHandle, type PopupOptions } from '../../../runtime/ui/popup-manager';

const { body, documentElement: html } = document;
const handles: PopupHandle[] = [];
/** Opens through the manager and remembers the handle, so every test ends with nothing open. */
const openPopup = (options: PopupOptions) => {
  const handle = openReal(options);
  handles.push(handle);
  return handle;
};

function popup(id: string, buttons = ['first', 'last']): HTMLElement {
  const el = document.createElement('div');
  el.className = 'layer-popup';
  el.id = id;
  el.style.display = 'block';
  for (const name of buttons) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = name;
    b.textContent = name;
    el.append(b);
  }
  body.append(el);
  return el;
}

function opener(text = 'open'): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = text;
  body.append(b);
  b.focus();
  return b;
}

const key = (k: string, target: Element = document.activeElement ?? body, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
const depth = () => (history.state as { sfPopup?: number } | null)?.sfPopup ?? 0;
const dims = () => document.querySelectorAll('.layer-popup-dim').length;

beforeEach(() => {
  body.innerHTML = '';
});
afterEach(async () => {
  // Whatever a test left open closes, and its history entry is gone before the next test.
  for (const handle of handles.splice(0).reverse()) handle.close();
  await vi.waitFor(() => expect(depth()).toBe(0));
  body.removeAttribute('style');
  html.removeAttribute('style');
});

describe('opening', () => {
  it('dims the page, marks the dialog modal, moves focus inside and locks the scroll', () => {
    opener();
    const el = popup('a');
    openPopup({ element: el });
    expect(dims()).toBe(1);
    expect(el.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(el.querySelector('.first'));
    expect([body.style.overflow, html.style.overflow]).toEqual(['hidden', 'hidden']);
  });

  it('focuses the requested element first', () => {
    const el = popup('a');
    openPopup({ element: el, initialFocus: el.querySelector<HTMLElement>('.last') });
    expect(document.activeElement).toBe(el.querySelector('.last'));
  });

  it('focuses the popup itself when nothing inside can take focus', () => {
    const el = popup('a', []);
    openPopup({ element: el });
    expect(document.activeElement).toBe(el);
  });
});

describe('keyboard', () => {
  it('Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    const el = popup('a');
    openPopup({ element: el });
    const [first, last] = [el.querySelector<HTMLElement>('.first')!, el.querySelector<HTMLElement>('.last')!];
    last.focus();
    key('Tab', last);
    expect(document.activeElement).toBe(first);
    key('Tab', first, true);
    expect(document.activeElement).toBe(last);
  });

  it('Esc closes the top popup only, and focus goes back to what opened each', () => {
    const button = opener();
    const a = popup('a');
    const onClose = vi.fn();
    openPopup({ element: a, onClose });
    const inner = a.querySelector<HTMLElement>('.last')!;
    inner.focus();
    const b = popup('b');
    openPopup({ element: b });
    key('Escape');
    expect(openPopups()).toEqual([a]);
    expect(document.activeElement).toBe(inner);
    expect(onClose).not.toHaveBeenCalled();
    key('Escape');
    expect(openPopups()).toEqual([]);
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(document.activeElement).toBe(button);
  });

  it('Esc leaves a popup open that does not allow it', () => {
    openPopup({ element: popup('a'), escape: false });
    key('Escape');
    expect(openPopups()).toHaveLength(1);
  });
});

describe('stacking and the dimmed area', () => {
  it('a popup opened over another sits above it, with its own dimmed area above the first', () => {
    const a = popup('a');
    openPopup({ element: a });
    const b = popup('b');
    openPopup({ element: b });
    const [dimA, dimB] = [...document.querySelectorAll<HTMLElement>('.layer-popup-dim')];
    const z = (el: HTMLElement) => Number(el.style.zIndex);
    expect(z(dimA!) < z(a) && z(a) < z(dimB!) && z(dimB!) < z(b)).toBe(true);
  });

  it('a popup opened after a lower one closed by a script still sits above the top one', () => {
    const a = openPopup({ element: popup('a') });
    const b = popup('b');
    openPopup({ element: b });
    a.close('api');
    const c = popup('c');
    openPopup({ element: c });
    const dimC = c.previousElementSibling as HTMLElement;
    const z = (el: HTMLElement) => Number(el.style.zIndex);
    expect(z(b) < z(dimC) && z(dimC) < z(c)).toBe(true);
  });

  it('a click on the dimmed area closes the popup that allows it, and only the top one', () => {
    const a = popup('a');
    openPopup({ element: a });
    const b = popup('b');
    openPopup({ element: b, dimmedCloses: false });
    const [dimA, dimB] = [...document.querySelectorAll<HTMLElement>('.layer-popup-dim')];
    dimB!.click();
    dimA!.click(); // under b: not the top one
    expect(openPopups()).toEqual([a, b]);
  });

  it('a click on the dimmed area of the top popup closes it and removes the dimmed area', () => {
    const onClose = vi.fn();
    openPopup({ element: popup('a'), onClose });
    document.querySelector<HTMLElement>('.layer-popup-dim')!.click();
    expect(onClose).toHaveBeenCalledWith('dimmed');
    expect(dims()).toBe(0);
  });
});

describe('history', () => {
  it('each open popup pushes one entry; Back closes the top one only', async () => {
    const a = popup('a');
    openPopup({ element: a });
    const b = popup('b');
    const onClose = vi.fn();
    openPopup({ element: b, onClose });
    expect(depth()).toBe(2);
    const back = popped();
    history.back();
    await back;
    expect(openPopups()).toEqual([a]);
    expect(onClose).toHaveBeenCalledWith('back');
    expect(depth()).toBe(1);
  });

  it('a popup closed by a button takes its entry back off (no orphaned entries)', async () => {
    const handle = openPopup({ element: popup('a') });
    expect(depth()).toBe(1);
    handle.close('button');
    await vi.waitFor(() => expect(depth()).toBe(0));
  });

  it('a lower popup closed by a script, then Back on the top one: both entries are gone', async () => {
    const a = openPopup({ element: popup('a') });
    const b = popup('b');
    openPopup({ element: b });
    a.close('api');
    expect([openPopups(), depth()]).toEqual([[b], 2]); // b's entry is still the top one
    const back = popped();
    history.back();
    await back;
    expect(openPopups()).toEqual([]);
    // a's entry, under b's, is taken off too: the next Back leaves the page, not an empty entry.
    await vi.waitFor(() => expect(depth()).toBe(0));
  });

  it('no history entry for a popup that asks for none', () => {
    const before = history.length;
    openPopup({ element: popup('a'), history: false });
    expect([history.length, depth()]).toEqual([before, 0]);
  });

  it('Back with no popup open changes nothing and warns about nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    history.pushState({ page: 'x' }, '');
    const back = popped();
    history.back();
    await back;
    expect([openPopups().length, warn.mock.calls.length]).toEqual([0, 0]);
  });

  it('a popup opened while the previous one is still closing gets its own entry, above the base', async () => {
    const a = openPopup({ element: popup('a') });
    const landed = popped();
    a.close('button'); // its Back is travelling
    const b = popup('b');
    openPopup({ element: b });
    await landed;
    // b's entry was pushed once a's Back had landed, so it was not the one that Back removed.
    expect([openPopups(), depth()]).toEqual([[b], 1]);
    const back = popped();
    history.back();
    await back;
    expect(openPopups()).toEqual([]);
  });
});

describe('scroll lock', () => {
  const measure = (inner: number, client: number, probe: number) => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(inner);
    vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(client);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this === html ? client : 100 - probe;
    });
  };

  it('pads the page by the scrollbar when a real scrollbar takes room', () => {
    measure(1280, 1265, 15);
    const handle = openPopup({ element: popup('a'), history: false });
    expect(body.style.paddingRight).toBe('15px');
    handle.close();
    expect([body.style.paddingRight, body.style.overflow]).toEqual(['', '']);
  });

  it('adds no padding on a phone, where a wide page makes innerWidth exceed the layout width without any scrollbar', () => {
    measure(417, 375, 0);
    openPopup({ element: popup('a'), history: false });
    expect(body.style.paddingRight).toBe('');
    expect(body.style.overflow).toBe('hidden');
  });

  it('stays locked until the last of two stacked popups closes', () => {
    const a = openPopup({ element: popup('a'), history: false });
    const b = openPopup({ element: popup('b'), history: false });
    a.close();
    expect(body.style.overflow).toBe('hidden');
    b.close();
    expect(body.style.overflow).toBe('');
  });
});

describe('size re-check after a resize (docs/rules.md §9: 500 ms)', () => {
  it('fits the popup into the new visible height 500 ms after the last resize, not before', () => {
    vi.useFakeTimers();
    try {
      const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
      const el = popup('a');
      openPopup({ element: el, history: false });
      expect(el.style.maxHeight).toBe('768px');
      height.mockReturnValue(600);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_RECHECK_MS - 1);
      expect(el.style.maxHeight).toBe('768px');
      vi.advanceTimersByTime(1);
      expect(el.style.maxHeight).toBe('568px');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a side panel the viewport\'s height (fit: false) unfitted, on opening and after a resize', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
      const el = popup('a');
      el.style.maxHeight = 'none';
      openPopup({ element: el, history: false, fit: false });
      expect(el.style.maxHeight).toBe('none');
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_RECHECK_MS);
      expect(el.style.maxHeight).toBe('none');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('100 rapid open/close cycles', () => {
  it('leave no listener, dimmed area, scroll lock, style or history entry behind', async () => {
    // Listeners still attached: added and not removed since (by target, type and function).
    const live = new Set<string>();
    const ids = new WeakMap<object, number>();
    let next = 0;
    const id = (fn: unknown) => {
      if (!ids.has(fn as object)) ids.set(fn as object, ++next);
      return ids.get(fn as object);
    };
    for (const [name, target] of [['document', document], ['window', window]] as const) {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      type Listen = (type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => void;
      vi.spyOn(target, 'addEventListener').mockImplementation(((type, fn, opts) => (live.add(`${name} ${type} ${id(fn)}`), add(type, fn, opts))) as Listen);
      vi.spyOn(target, 'removeEventListener').mockImplementation(((type, fn, opts) => (live.delete(`${name} ${type} ${id(fn)}`), remove(type, fn, opts))) as Listen);
    }
    const button = opener();
    const el = popup('a');
    for (let i = 0; i < 100; i++) openPopup({ element: el, opener: button }).close(i % 2 ? 'button' : 'escape');
    await vi.waitFor(() => expect(depth()).toBe(0));
    expect([...live]).toEqual([]);
    expect([dims(), body.style.overflow, el.style.zIndex, el.hasAttribute('aria-modal')]).toEqual([0, '', '', false]);
    expect(document.activeElement).toBe(button);
    // A generous limit for a busy machine: this checks what is left behind, not speed.
  }, 60_000);
});
