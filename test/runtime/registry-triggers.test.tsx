import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PluginModule, type PluginProps } from '../../runtime/plugin';
import { mountPlugins, type Mounted } from '../support/runtime';

let current: Mounted | undefined;
afterEach(() => {
  current?.registry.stop();
  current = undefined;
  document.body.innerHTML = '';
});

const on = (name: string) => ({ [name]: { enabled: true } });
const chunk = (Component: PluginModule['default']) => ({ default: Component }) as PluginModule<any>;

/**
 * An IntersectionObserver stand-in: the test decides which elements are in view (jsdom has
 * no layout). `show(el)` reports `el` as intersecting to every observer watching it.
 */
class FakeIntersectionObserver {
  static all = new Set<FakeIntersectionObserver>();
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback, readonly init?: IntersectionObserverInit) {
    FakeIntersectionObserver.all.add(this);
  }
  observe(el: Element) {
    this.watched.add(el);
    // Like the real one: a first report for every observed element, here outside the view.
    queueMicrotask(() => this.watched.has(el) && this.callback([{ target: el, isIntersecting: false } as IntersectionObserverEntry], this as never));
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  static show(el: Element) {
    for (const o of FakeIntersectionObserver.all) if (o.watched.has(el)) o.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], o as never);
  }
}

describe('trigger: visible', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all.clear();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('mounts only the markers that come into view (200 px early), not those outside it', async () => {
    const load = vi.fn(async () => chunk(({ marker }: PluginProps) => <b className="seen">{marker.data.n}</b>));
    document.body.innerHTML = '<i data-sf-plugin="lazy" data-n="1"></i><i data-sf-plugin="lazy" data-n="2"></i><i data-sf-plugin="lazy" data-n="3"></i>';
    current = mountPlugins([definePlugin({ name: 'lazy', trigger: 'visible', load })], on('lazy'));
    const [first, , third] = document.querySelectorAll('[data-sf-plugin]');
    // The margin reaches past the viewport and past the clip of a scroll container (a carousel's track).
    expect([...FakeIntersectionObserver.all].map((o) => [o.init?.rootMargin, o.init?.scrollMargin])).toEqual([['200px', '200px']]);
    await new Promise((r) => setTimeout(r, 0)); // the first reports arrived
    expect(load).not.toHaveBeenCalled();
    FakeIntersectionObserver.show(third!);
    await vi.waitFor(() => expect([...document.querySelectorAll('.seen')].map((e) => e.textContent)).toEqual(['3']));
    expect(current.registry.mounted().map((i) => i.element)).toEqual([third]);
    FakeIntersectionObserver.show(first!);
    await vi.waitFor(() => expect([...document.querySelectorAll('.seen')].map((e) => e.textContent)).toEqual(['1', '3']));
  });
  it('a marker clicked before it came into view mounts with the click handed over; the other stays unloaded', async () => {
    let seen: Event | undefined;
    const load = vi.fn(async () => chunk((p: PluginProps) => ((seen = p.event), <b className="seen">{p.marker.data.n}</b>)));
    document.body.innerHTML = '<button data-sf-plugin="lazy" data-n="1"><span id="in">♥</span></button><button data-sf-plugin="lazy" data-n="2"></button>';
    current = mountPlugins([definePlugin({ name: 'lazy', trigger: 'visible', load })], on('lazy'));
    await new Promise((r) => setTimeout(r, 0));
    document.getElementById('in')!.click();
    await vi.waitFor(() => expect([...document.querySelectorAll('.seen')].map((e) => e.textContent)).toEqual(['1']));
    expect(seen?.type).toBe('click');
    // Mounted, it is no longer watched for view or interaction: a later report loads nothing more.
    const first = document.querySelector('[data-n="1"]')!;
    expect([...FakeIntersectionObserver.all].flatMap((o) => [...o.watched])).not.toContain(first);
    FakeIntersectionObserver.show(first);
    await new Promise((r) => setTimeout(r, 0));
    expect(current.registry.mounted()).toHaveLength(1);
  });

  it('two visible plugins on one marker both mount when it comes into view, also after the other one mounted', async () => {
    const one = vi.fn(async () => chunk(() => <b className="one" />));
    const two = vi.fn(async () => chunk(() => <b className="two" />));
    document.body.innerHTML = '<i data-sf-plugin="one two"></i><i data-sf-plugin="one two"></i>';
    current = mountPlugins([definePlugin({ name: 'one', trigger: 'visible', load: one }), definePlugin({ name: 'two', trigger: 'visible', load: two })], { ...on('one'), ...on('two') });
    const [first, second] = document.querySelectorAll('[data-sf-plugin]');
    await new Promise((r) => setTimeout(r, 0));
    FakeIntersectionObserver.show(first!);
    await vi.waitFor(() => expect([first!.querySelectorAll('.one').length, first!.querySelectorAll('.two').length]).toEqual([1, 1]));
    // Switching one off stops its watch only: the other still mounts on the second marker.
    current.registry.disable('one');
    FakeIntersectionObserver.show(second!);
    await vi.waitFor(() => expect(second!.querySelectorAll('.two')).toHaveLength(1));
  });

  it('a plugin switched on again on a shared marker still mounts when the other one is switched off after it', async () => {
    const one = vi.fn(async () => chunk(() => <b className="one" />));
    const two = vi.fn(async () => chunk(() => <b className="two" />));
    document.body.innerHTML = '<i data-sf-plugin="one two"></i>';
    current = mountPlugins([definePlugin({ name: 'one', trigger: 'visible', load: one }), definePlugin({ name: 'two', trigger: 'visible', load: two })], { ...on('one'), ...on('two') });
    const marker = document.querySelector('[data-sf-plugin]')!;
    current.registry.disable('two');
    FakeIntersectionObserver.show(marker);
    await vi.waitFor(() => expect(marker.querySelectorAll('.one')).toHaveLength(1));
    // One's trigger was disarmed once it rendered; switched off, it is disarmed again, which
    // must leave two's new watch on the same marker alone.
    current.registry.enable('two');
    current.registry.disable('one');
    FakeIntersectionObserver.show(marker);
    await vi.waitFor(() => expect(marker.querySelectorAll('.two')).toHaveLength(1));
  });

  it('stops watching a marker that left before it came into view', async () => {
    const load = vi.fn(async () => chunk(() => <b className="seen" />));
    document.body.innerHTML = '<div id="box"><i data-sf-plugin="lazy"></i></div><i data-sf-plugin="lazy" id="stays"></i>';
    current = mountPlugins([definePlugin({ name: 'lazy', trigger: 'visible', load }), definePlugin({ name: 'probe', trigger: 'eager', load: async () => chunk(() => <b />) })], { ...on('lazy'), ...on('probe') });
    const marker = document.querySelector('#box [data-sf-plugin]')!;
    const watched = () => [...FakeIntersectionObserver.all].flatMap((o) => [...o.watched]);
    expect(watched()).toContain(marker);
    document.getElementById('box')!.remove();
    // The probe mounting proves the removal above was processed (one report per frame holds both).
    document.body.insertAdjacentHTML('beforeend', '<i data-sf-plugin="probe"></i>');
    await vi.waitFor(() => expect(current!.registry.mounted().map((i) => i.plugin)).toEqual(['probe']));
    expect(watched()).toEqual([document.getElementById('stays')]);
    // Shown after it left (a stale report): nothing loads for it.
    FakeIntersectionObserver.show(marker);
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('trigger: interaction', () => {
  it('loads on the first interaction and hands the event over', async () => {
    let seen: Event | undefined;
    const load = vi.fn(async () => chunk((p: PluginProps) => ((seen = p.event), <b className="opened" />)));
    document.body.innerHTML = '<button class="opener"><span id="inner">Search</span></button>';
    current = mountPlugins([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', load })], on('opener'));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.getElementById('inner')!.click();
    await vi.waitFor(() => expect(document.querySelector('.opened')).not.toBeNull());
    expect(seen?.type).toBe('click');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a plugin switched on again on a shared marker still mounts on a press when the other one is switched off after it', async () => {
    const one = vi.fn(async () => chunk(() => <b className="one" />));
    const two = vi.fn(async () => chunk(() => <b className="two" />));
    document.body.innerHTML = '<button data-sf-plugin="one two"><span>press</span></button>';
    current = mountPlugins([definePlugin({ name: 'one', trigger: 'interaction', load: one }), definePlugin({ name: 'two', trigger: 'interaction', load: two })], { ...on('one'), ...on('two') });
    const marker = document.querySelector('[data-sf-plugin]')!;
    current.registry.disable('two');
    marker.querySelector('span')!.click();
    await vi.waitFor(() => expect(marker.querySelectorAll('.one')).toHaveLength(1));
    current.registry.enable('two');
    current.registry.disable('one');
    marker.querySelector('span')!.click();
    await vi.waitFor(() => expect(marker.querySelectorAll('.two')).toHaveLength(1));
  });

  it('a marker inside a shadow root (rescanned) mounts on its first interaction', async () => {
    const load = vi.fn(async () => chunk(() => <b className="opened" />));
    document.body.innerHTML = '<div id="host"></div>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<button class="opener"><span id="inner">Search</span></button>';
    current = mountPlugins([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', load })], on('opener'));
    current.registry.rescan(shadow);
    shadow.getElementById('inner')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await vi.waitFor(() => expect(shadow.querySelector('.opened')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a click that lands while the chunk loads after a hover is the event handed over', async () => {
    let seen: Event | undefined;
    let release!: (m: PluginModule<any>) => void;
    const load = vi.fn(() => new Promise<PluginModule<any>>((r) => (release = r)));
    document.body.innerHTML = '<button class="opener">Search</button>';
    current = mountPlugins([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', load })], on('opener'));
    const opener = document.querySelector('.opener')!;
    opener.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    (opener as HTMLElement).click();
    opener.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    release(chunk((p: PluginProps) => ((seen = p.event), <b className="opened" />)));
    await vi.waitFor(() => expect(document.querySelector('.opened')).not.toBeNull());
    expect(seen?.type).toBe('click');
  });

  it('a click handed to a loading plugin does not run a legacy javascript: href; other links keep their default', async () => {
    const load = vi.fn(() => new Promise<PluginModule<any>>(() => undefined));
    document.body.innerHTML = '<a class="opener" href="JavaScript:void(0)"><span id="inner">Search</span></a><a class="opener" href="/uk/search/">All</a><a class="other" href="javascript:void(0)">x</a>';
    current = mountPlugins([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', load })], on('opener'));
    const click = (el: Element) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click(document.getElementById('inner')!)).toBe(true);
    // Only the click: a prevented Enter would never become the click the plugin needs.
    const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.querySelector('.opener')!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect(click(document.querySelectorAll('.opener')[1]!)).toBe(false);
    expect(click(document.querySelector('.other')!)).toBe(false);
  });

  it("prefetch 'idle': loads the chunk without an interaction, mounts only on one", async () => {
    const load = vi.fn(async () => chunk(() => <b className="opened" />));
    document.body.innerHTML = '<button class="opener">Search</button>';
    current = mountPlugins([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', prefetch: 'idle', load })], on('opener'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.opened')).toBeNull();
    document.querySelector<HTMLButtonElement>('.opener')!.click();
    await vi.waitFor(() => expect(document.querySelector('.opened')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("prefetch 'idle' loads nothing while no marker exists", () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => chunk(() => null));
      current = mountPlugins([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', prefetch: 'idle', load })], on('opener'));
      vi.advanceTimersByTime(5000);
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('trigger: idle', () => {
  it('mounts without an interaction', async () => {
    document.body.innerHTML = '<i data-sf-plugin="later" data-n="idle"></i>';
    const load = async () => chunk(({ marker }: PluginProps) => <b className="idle">{marker.data.n}</b>);
    current = mountPlugins([definePlugin({ name: 'later', trigger: 'idle', load })], on('later'));
    await vi.waitFor(() => expect(document.querySelector('.idle')?.textContent).toBe('idle'));
  });
});
