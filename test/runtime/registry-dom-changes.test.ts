/**
 * What the registry does with markup that arrives after boot (docs/architecture.md "Plugins and
 * the registry"): the runtime's own hosts are not scanned as page markup, and many subtrees
 * arriving at once are scanned a time slice at a time, never all in the task that hands them
 * over. The clock and the timers are controlled: no test here waits on wall-clock time.
 */
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchMarkers } from '../../runtime/marker-watch';
import { definePlugin } from '../../runtime/plugin';
import { mountPlugins, type Mounted } from '../support/runtime';

let current: Mounted | undefined;
afterEach(() => {
  current?.registry.stop();
  current = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Lets the MutationObserver deliver its records (a microtask), then runs the hand-over timer
 * alone (jsdom has no animation frames: the watcher's 100 ms timer hands over).
 */
async function handOver() {
  await Promise.resolve();
  vi.advanceTimersToNextTimer();
}

describe('marker watching', () => {
  it('does not report the runtime’s own hosts: only what the page (or a plugin inside a host) adds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const onChange = vi.fn();
    const stop = watchMarkers(document, onChange);
    const marker = document.body.appendChild(document.createElement('span'));
    await handOver();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toEqual([marker]);

    // A host alone: nothing to hand over.
    const host = document.createElement('span');
    host.setAttribute('data-sf-host', 'cart-badge');
    marker.append(host);
    await handOver();
    expect(onChange).toHaveBeenCalledTimes(1);

    // What a plugin renders into its host is reported: it may hold markers of its own.
    const rendered = host.appendChild(document.createElement('button'));
    await handOver();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]![0]).toEqual([rendered]);
    stop();
  });
});

/** An IntersectionObserver stand-in that records what the `visible` trigger arms. */
class Watching {
  static observed = new Set<Element>();
  observe(el: Element) {
    Watching.observed.add(el);
  }
  unobserve(el: Element) {
    Watching.observed.delete(el);
  }
  disconnect() {}
}

/**
 * Mounts a `visible` plugin per name, then hands over one subtree holding a marker of each,
 * whose every search takes 10 ms of the controlled clock (more than a slice of 8 ms).
 */
async function slowSubtree(names: string[]) {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('IntersectionObserver', Watching);
  Watching.observed.clear();
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const defs = names.map((name) => definePlugin({ name, markers: `.legacy-${name}`, trigger: 'visible', load: () => new Promise(() => {}) }));
  current = mountPlugins(defs, Object.fromEntries(names.map((name) => [name, { enabled: true }])));
  const grid = document.createElement('div');
  grid.innerHTML = names.map((name) => `<span class="legacy-${name}"></span>`).join('');
  const searched: string[] = [];
  const own = grid.querySelectorAll.bind(grid);
  vi.spyOn(grid, 'querySelectorAll').mockImplementation((selector: string) => ((clock += 10), searched.push(selector), own(selector)));
  document.body.append(grid);
  await handOver();
  return { grid, searched, registry: current.registry };
}

describe('scanning what arrives', () => {
  it('scans many separately added subtrees a slice at a time; one that left before its turn is never armed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('IntersectionObserver', Watching);
    Watching.observed.clear();
    // Every reading of the clock is a millisecond later: a slice of 8 ms holds a few scans.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => ++clock);
    const def = definePlugin({ name: 'label', markers: '.legacy-label', trigger: 'visible', load: () => new Promise(() => {}) });
    current = mountPlugins([def], { label: { enabled: true } });

    const tiles = Array.from({ length: 40 }, () => {
      const tile = document.createElement('div');
      tile.innerHTML = '<span class="legacy-label"></span>';
      return document.body.appendChild(tile);
    });
    await handOver();
    // The task that handed the 40 tiles over armed a slice's worth of them, not all.
    const first = Watching.observed.size;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(40);

    // The last tile leaves before its turn: it is skipped, and nothing of it is armed.
    tiles[39]!.remove();
    await vi.runAllTimersAsync();
    const markers = tiles.map((t) => t.firstElementChild!);
    expect([...Watching.observed]).toEqual(markers.slice(0, 39));
  });

  it('searches a subtree for each plugin in a job of its own', async () => {
    const { grid, searched } = await slowSubtree(['label', 'badge', 'price']);
    // The first plugin's search took the slice: its marker is armed, the others wait.
    expect(searched).toHaveLength(1);
    expect([...Watching.observed]).toEqual([grid.children[0]]);

    await vi.runAllTimersAsync();
    expect(searched).toHaveLength(3);
    expect([...Watching.observed]).toEqual([...grid.children]);
  });

  it('arms nothing more in a subtree that left before the plugin’s turn', async () => {
    const { grid } = await slowSubtree(['label', 'badge']);
    expect([...Watching.observed]).toEqual([grid.children[0]]);

    // The removal releases the armed marker; the other plugin's job finds the subtree gone.
    grid.remove();
    await vi.runAllTimersAsync();
    expect([...Watching.observed]).toEqual([]);
  });

  it('arms nothing once stopped, whatever a scan still had queued', async () => {
    const { registry } = await slowSubtree(['label', 'badge']);
    registry.stop();
    current = undefined;
    await vi.runAllTimersAsync();
    expect(Watching.observed.size).toBe(0);
  });
});

describe('a marker that leaves and comes back', () => {
  it('is mounted when it comes back after its group skipped it, before the registry heard it leave', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const Label = () => createElement('b', null, 'shown');
    const def = definePlugin({ name: 'label', markers: '.legacy-label', trigger: 'eager', load: async () => ({ default: Label }) });
    const marker = document.body.appendChild(document.createElement('span'));
    marker.className = 'legacy-label';
    current = mountPlugins([def], { label: { enabled: true } });
    // Out of the page while its chunk loads: its group finds it detached and skips it.
    marker.remove();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(marker.textContent).toBe('');
    // Back before the DOM hand-over: the hand-over sees it in the page, as if it never left.
    document.body.append(marker);
    await handOver();
    await vi.runAllTimersAsync();
    expect(marker.textContent).toBe('shown');
    expect(current.registry.mounted().map((i) => i.element)).toEqual([marker]);
    expect(current.events.filter((e) => e.type === 'plugin:mounted')).toHaveLength(1);
  });
});
