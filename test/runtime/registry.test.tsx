import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { definePlugin, type MarkerData, type PluginDefinition, type PluginModule, type PluginProps } from '../../runtime/plugin';
import { useRuntime } from '../../runtime/use-runtime';
import { createInstance } from '../../runtime/instance';
import { detachHost } from '../../runtime/marker-host';
import { createMounter } from '../../runtime/mount';
import { createRegistry, type MountKit } from '../../runtime/registry';
import { createRuntimeSource } from '../../runtime/runtime';
import { buildRuntime, mountPlugins, type Mounted } from '../support/runtime';

let current: Mounted | undefined;
afterEach(() => {
  current?.registry.stop();
  current = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Label({ element, marker }: PluginProps) {
  useEffect(() => {
    element.dataset.mounted = String(Number(element.dataset.mounted ?? 0) + 1);
    return () => void (element.dataset.unmounted = 'yes');
  }, [element]);
  return <span className="sf-label">{`${marker.data.label ?? ''}${marker.json ? JSON.stringify(marker.json) : ''}`}</span>;
}

function Boom(): never {
  throw new Error('render failed');
}

const on = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { enabled: true }]));
function setup(defs: PluginDefinition[], settings: Parameters<typeof mountPlugins>[1]) {
  current = mountPlugins(defs, settings);
  return current;
}

const module = <M,>(Component: PluginModule<M>['default'], extra: Partial<PluginModule<M>> = {}) => ({ default: Component, ...extra }) as PluginModule<any>;
const labelPlugin = (name = 'label', extra: Partial<PluginDefinition> = {}, chunk: PluginModule<any> = module(Label)) => {
  const load = vi.fn(async () => chunk);
  return { def: definePlugin({ name, markers: '.legacy-label', trigger: 'eager', load, ...extra }), load };
};
const labels = () => [...document.querySelectorAll('.sf-label')].map((e) => e.textContent);

describe('registry', () => {
  describe('mounting', () => {
    it('mounts every legacy and generic marker of an enabled plugin, with data-* and JSON marker data', async () => {
      document.body.innerHTML = `<span class="legacy-label" data-label="a"></span>
        <div data-sf-plugin="label" data-label="b"><script type="application/json">{"n":1}</script></div>`;
      setup([labelPlugin().def], on('label'));
      await vi.waitFor(() => expect(labels()).toEqual(['a', 'b{"n":1}']));
    });

    it('renders into its own host after the marker’s children, which stay', async () => {
      document.body.innerHTML = '<span class="legacy-label"><span class="hidden">Number of Products :</span></span>';
      setup([labelPlugin().def], on('label'));
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      const marker = document.querySelector('.legacy-label')!;
      expect([...marker.children].map((c) => c.className || c.getAttribute('data-sf-host'))).toEqual(['hidden', 'label']);
      expect(document.querySelector('.sf-label')!.parentElement!.getAttribute('data-sf-host')).toBe('label');
    });

    it('mounts each marker once, however often it is scanned', async () => {
      document.body.innerHTML = '<span class="legacy-label"></span>';
      const { registry } = setup([labelPlugin().def], on('label'));
      registry.rescan();
      registry.rescan(document.body);
      await vi.waitFor(() => expect(registry.mounted()).toHaveLength(1));
      registry.rescan();
      await vi.waitFor(() => expect((document.querySelector('.legacy-label') as HTMLElement).dataset.mounted).toBe('1'));
      expect(document.querySelectorAll('.sf-label')).toHaveLength(1);
    });

    it('loads nothing for a plugin the site switches off', async () => {
      document.body.innerHTML = '<span class="legacy-label"></span>';
      const { def, load } = labelPlugin();
      const { registry } = setup([def], { label: { enabled: false } });
      registry.rescan();
      expect(load).not.toHaveBeenCalled();
    });

    it('loads nothing before a marker exists, then loads when one arrives', async () => {
      const { def, load } = labelPlugin();
      setup([def], on('label'));
      expect(load).not.toHaveBeenCalled();
      document.body.insertAdjacentHTML('beforeend', '<p><span class="legacy-label" data-label="late"></span></p>');
      await vi.waitFor(() => expect(labels()).toEqual(['late']));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('passes the site options', async () => {
      let seen: unknown;
      const def = definePlugin({ name: 'opts', trigger: 'eager', load: async () => module((p: PluginProps) => ((seen = p.options), null)) });
      document.body.innerHTML = '<i data-sf-plugin="opts"></i>';
      setup([def], { opts: { enabled: true, options: { resultsUrl: '/uk/search/' } } });
      await vi.waitFor(() => expect(seen).toEqual({ resultsUrl: '/uk/search/' }));
    });

    it('reads the marker with the chunk’s fromMarker', async () => {
      const Typed = ({ marker }: PluginProps<{ sku: string }>) => <b className="sku">{marker.sku}</b>;
      const chunk = module(Typed, { fromMarker: (m: MarkerData) => ({ sku: `SKU-${m.data.sku}` }) });
      document.body.innerHTML = '<i data-sf-plugin="typed" data-sku="42"></i>';
      setup([definePlugin({ name: 'typed', trigger: 'eager', load: async () => chunk })], on('typed'));
      await vi.waitFor(() => expect(document.querySelector('.sku')?.textContent).toBe('SKU-42'));
    });
  });

  describe('bursts', () => {
    it('mounts a burst of 300 markers, and unmounts any of them', async () => {
      document.body.innerHTML = `<div id="grid">${'<span class="legacy-label" data-label="x"></span>'.repeat(300)}</div>`;
      const { registry } = setup([labelPlugin().def], on('label'));
      // Mounted means effects ran: only then has an instance a cleanup to run.
      await vi.waitFor(() => expect(document.querySelectorAll('[data-mounted="1"]')).toHaveLength(300));
      const markers = [...document.querySelectorAll<HTMLElement>('.legacy-label')];
      markers[0]!.remove();
      markers[150]!.remove();
      markers[299]!.remove();
      await vi.waitFor(() => expect(registry.mounted()).toHaveLength(297));
      await vi.waitFor(() => expect([markers[0], markers[150], markers[299]].map((m) => m!.dataset.unmounted)).toEqual(['yes', 'yes', 'yes']));
      expect(markers[1]!.dataset.unmounted).toBeUndefined();
      expect(document.querySelectorAll('.sf-label')).toHaveLength(297);
    });
    it('gives back every marker of a burst larger than one removal batch when switched off', async () => {
      document.body.innerHTML = `<div id="grid">${'<span class="legacy-label" data-label="x" hidden></span>'.repeat(130)}</div>`;
      const { registry, events } = setup([labelPlugin().def], on('label'));
      await vi.waitFor(() => expect(document.querySelectorAll('[data-mounted="1"]')).toHaveLength(130));
      registry.disable('label');
      await vi.waitFor(() => expect(events.filter((e) => e.type === 'plugin:unmounted')).toHaveLength(130));
      expect(document.querySelectorAll('[data-sf-host], .sf-label')).toHaveLength(0);
      expect(document.querySelectorAll('[data-unmounted="yes"]')).toHaveLength(130);
    });
  });

  describe('DOM changes', () => {
    it('unmounts the portal of a marker that left, and gives the marker back', async () => {
      document.body.innerHTML = '<div id="box"><span class="legacy-label" style="display:none"></span></div>';
      const { events, registry } = setup([labelPlugin().def], on('label'));
      const marker = document.querySelector<HTMLElement>('.legacy-label')!;
      await vi.waitFor(() => expect(marker.dataset.mounted).toBe('1'));
      document.getElementById('box')!.remove();
      await vi.waitFor(() => expect(marker.dataset.unmounted).toBe('yes'));
      expect(events.filter((e) => e.type === 'plugin:unmounted')).toEqual([{ type: 'plugin:unmounted', payload: { plugin: 'label', element: marker } }]);
      expect(registry.mounted()).toHaveLength(0);
      expect(marker.querySelector('[data-sf-host]')).toBeNull();
    });

    it('does not unmount a marker moved within the page', async () => {
      document.body.innerHTML = '<div id="a"><span class="legacy-label"></span></div><div id="b"></div>';
      const { registry, events } = setup([labelPlugin().def], on('label'));
      const marker = document.querySelector<HTMLElement>('.legacy-label')!;
      await vi.waitFor(() => expect(marker.dataset.mounted).toBe('1'));
      document.getElementById('b')!.appendChild(marker);
      // A later marker mounting proves the move was processed.
      document.body.insertAdjacentHTML('beforeend', '<span class="legacy-label" data-label="after"></span>');
      await vi.waitFor(() => expect(registry.mounted()).toHaveLength(2));
      expect(marker.dataset.unmounted).toBeUndefined();
      expect(events.filter((e) => e.type === 'plugin:unmounted')).toEqual([]);
    });

    it('forgets a marker detached while its chunk loads: it never mounts, and nothing of it is kept', async () => {
      document.body.innerHTML = '<div id="gone"><span class="legacy-label" data-label="gone"></span></div><span class="legacy-label" data-label="stays"></span>';
      let deliver!: (m: PluginModule<any>) => void;
      const load = vi.fn(() => new Promise<PluginModule<any>>((resolve) => (deliver = resolve)));
      const probe = labelPlugin('probe', { markers: '.probe' });
      const { registry, events } = setup([definePlugin({ name: 'label', markers: '.legacy-label', trigger: 'eager', load }), probe.def], on('label', 'probe'));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      const [gone, stays] = document.querySelectorAll<HTMLElement>('.legacy-label');
      document.getElementById('gone')!.remove();
      // The probe mounting proves the removal above was processed (one report per frame holds both).
      document.body.insertAdjacentHTML('beforeend', '<span class="probe"></span>');
      await vi.waitFor(() => expect(registry.mounted().map((i) => i.plugin)).toEqual(['probe']));
      deliver(module(Label));
      // The marker that stayed was queued after the detached one: once it is mounted, the detached one's turn has passed.
      await vi.waitFor(() => expect(stays!.dataset.mounted).toBe('1'));
      expect(registry.mounted().map((i) => i.element)).toEqual([stays, document.querySelector('.probe')]);
      expect(gone!.querySelector('[data-sf-host]')).toBeNull();
      expect(gone!.dataset.mounted).toBeUndefined();
      expect(events.filter((e) => e.type === 'plugin:mounted').map((e) => (e.payload as { element: Element }).element)).not.toContain(gone);
    });

    it('an interaction marker detached and re-attached before it was used still mounts on a click', async () => {
      document.body.innerHTML = '<header id="h"><button class="opener">Search</button></header>';
      const load = vi.fn(async () => module(() => <b className="opened" />));
      const { registry } = setup([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', load })], on('opener'));
      const header = document.getElementById('h')!;
      header.remove();
      // Wait until the removal was processed: a marker added afterwards is seen.
      document.body.insertAdjacentHTML('beforeend', '<button class="opener" id="probe">x</button>');
      await vi.waitFor(() => {
        document.getElementById('probe')!.click();
        expect(registry.mounted()).toHaveLength(1);
      });
      document.body.append(header);
      await vi.waitFor(() => {
        header.querySelector<HTMLButtonElement>('.opener')!.click();
        expect(registry.mounted().map((i) => i.element)).toContain(header.querySelector('.opener'));
      });
    });
  });

  describe('instances waiting for their group', () => {
    it('are not listed as mounted before they render; a click meanwhile is handed to the component', async () => {
      vi.useFakeTimers();
      document.body.innerHTML = '<span class="legacy-label" data-label="first"></span><a class="later" href="#">Open</a>';
      const Later = ({ event }: PluginProps) => <b className="later-view">{event?.type ?? 'none'}</b>;
      const later = definePlugin({ name: 'later', markers: '.later', trigger: 'visible', load: async () => module(Later) });
      // The browser's observer, reporting the link in view when the test says so.
      let intersect: (target: Element) => void = () => {};
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(report: (records: { isIntersecting: boolean; target: Element }[]) => void) {
            intersect = (target) => report([{ isIntersecting: true, target }]);
          }
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
      // The mount kit arrives after both plugins became due, so both are handed over in one task.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const source = createRuntimeSource(buildRuntime());
      const loadMountKit = async (): Promise<MountKit> => (await gate, { mounter: createMounter(source), createInstance, detachHost });
      const registry = createRegistry({ definitions: [labelPlugin().def, later], settings: on('label', 'later'), bus: source.get().bus, loadMountKit });
      current = { registry } as Mounted;
      registry.start();
      // The link comes into view while the kit loads; the label is eager.
      intersect(document.querySelector('.later')!);
      release();
      for (let i = 0; i < 20; i++) await Promise.resolve();
      // The label's first render took this task; the link's instance waits for the next one.
      expect(labels()).toEqual(['first']);
      expect(registry.mounted().map((i) => i.plugin)).toEqual(['label']);
      expect(document.querySelector('.later-view')).toBeNull();
      // Its marker is still armed: the click is not followed, and reaches the component.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('.later')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      await vi.runAllTimersAsync();
      expect(document.querySelector('.later-view')?.textContent).toBe('click');
      expect(registry.mounted().map((i) => i.plugin)).toEqual(['label', 'later']);
    });
  });

  describe('failures', () => {
    it('switches off a plugin that throws while the others keep working', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = '<i data-sf-plugin="boom"></i><span class="legacy-label" data-label="ok"></span>';
      const boom = definePlugin({ name: 'boom', trigger: 'eager', load: async () => module(Boom) });
      const { events, registry } = setup([boom, labelPlugin().def], on('boom', 'label'));
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'boom', enabled: false } }));
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('plugin "boom" failed in render: Error: render failed'), expect.anything());
      await vi.waitFor(() => expect(labels()).toEqual(['ok']));
      // The working plugin still mounts new markers; the failed one no longer does.
      document.body.insertAdjacentHTML('beforeend', '<span class="legacy-label" data-label="next"></span><i data-sf-plugin="boom"></i>');
      await vi.waitFor(() => expect(document.querySelectorAll('.sf-label')).toHaveLength(2));
      expect(registry.mounted().map((i) => i.plugin)).toEqual(['label', 'label']);
      // Its instances were never mounted: page scripts are not told they were, whether the
      // removal ran inside the render's commit or a slice later (plugin:unmounted is sliced, so
      // it may come before or after plugin:toggled).
      await vi.waitFor(() => expect(events.filter((e) => (e.payload as { plugin: string }).plugin === 'boom').map((e) => e.type).sort()).toEqual(['plugin:error', 'plugin:toggled', 'plugin:unmounted']));
    });

    it.each([
      ['its render, on an update', 'render'],
      ['an effect, after an update', 'effect'],
    ] as const)('switches off a plugin that throws in %s after its first render; the plugin beside it keeps updating', async (_, where) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      /** Shows the cart count; `fails` throws in the chosen place once the count is 13. */
      const counter = (fails: boolean) =>
        function Counter() {
          const { bus } = useRuntime();
          const [count, setCount] = useState(0);
          useEffect(() => bus.on('cart:count', ({ count: c }) => setCount(c)), [bus]);
          if (fails && where === 'render' && count === 13) throw new Error('update failed');
          useEffect(() => {
            if (fails && where === 'effect' && count === 13) throw new Error('effect failed');
          }, [count]);
          return <b className={fails ? 'bad' : 'good'}>{count}</b>;
        };
      document.body.innerHTML = '<i data-sf-plugin="bad"></i><i data-sf-plugin="good"></i>';
      const plugins = [definePlugin({ name: 'bad', trigger: 'eager', load: async () => module(counter(true)) }), definePlugin({ name: 'good', trigger: 'eager', load: async () => module(counter(false)) })];
      const { events, bus, registry } = setup(plugins, on('bad', 'good'));
      await vi.waitFor(() => expect(document.querySelectorAll('.bad, .good')).toHaveLength(2));
      bus.emit('cart:count', { count: 13 });
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'bad', enabled: false } }));
      expect(events).toContainEqual({ type: 'plugin:error', payload: expect.objectContaining({ plugin: 'bad', phase: 'render' }) });
      await vi.waitFor(() => expect(document.querySelector('.bad')).toBeNull());
      // The plugin beside it goes on: it heard 13, and hears what comes next.
      bus.emit('cart:count', { count: 14 });
      await vi.waitFor(() => expect(document.querySelector('.good')?.textContent).toBe('14'));
      expect(registry.mounted().map((i) => i.plugin)).toEqual(['good']);
    });

    it('two parts of a plugin whose effects throw on the same update are both said, and the plugin is switched off', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      function Part({ count, name }: { count: number; name: string }) {
        useEffect(() => {
          if (count) throw new Error(`${name} effect failed`);
        }, [count, name]);
        return null;
      }
      function Twice() {
        const { bus } = useRuntime();
        const [count, setCount] = useState(0);
        useEffect(() => bus.on('cart:count', ({ count: c }) => setCount(c)), [bus]);
        return <b className="twice"><Part count={count} name="first" /><Part count={count} name="second" /></b>;
      }
      document.body.innerHTML = '<i data-sf-plugin="twice"></i>';
      const { events, bus } = setup([definePlugin({ name: 'twice', trigger: 'eager', load: async () => module(Twice) })], on('twice'));
      await vi.waitFor(() => expect(document.querySelector('.twice')).not.toBeNull());
      bus.emit('cart:count', { count: 1 });
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'twice', enabled: false } }));
      const said = error.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
      expect([said.includes('first effect failed'), said.includes('second effect failed')]).toEqual([true, true]);
    });

    it('a cleanup that throws when a plugin is switched off still gives every marker back, and the plugin can be switched on again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      function Sticky({ element }: PluginProps) {
        useEffect(() => {
          element.dataset.on = 'yes';
          return () => {
            delete element.dataset.on;
            if (element.id === 'first') throw new Error('cleanup failed');
          };
        }, [element]);
        return <b className="sticky" />;
      }
      document.body.innerHTML = '<i id="first" data-sf-plugin="sticky"></i><i id="second" data-sf-plugin="sticky"></i>';
      const { events, registry } = setup([definePlugin({ name: 'sticky', trigger: 'eager', load: async () => module(Sticky) })], on('sticky'));
      await vi.waitFor(() => expect(document.querySelectorAll('.sticky')).toHaveLength(2));
      registry.disable('sticky');
      await vi.waitFor(() => expect(events.filter((e) => e.type === 'plugin:unmounted')).toHaveLength(2));
      expect(document.querySelectorAll('.sticky')).toHaveLength(0);
      expect(document.querySelectorAll('[data-on]')).toHaveLength(0);
      // The failure is said, not swallowed.
      expect(vi.mocked(console.error).mock.calls.some((args) => args.map(String).join(' ').includes('cleanup failed'))).toBe(true);
      expect(registry.enable('sticky')).toBe('done');
      await vi.waitFor(() => expect(document.querySelectorAll('.sticky')).toHaveLength(2));
      expect(registry.mounted()).toHaveLength(2);
    });

    it('switches off a plugin whose guarded handler throws', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const Clicky = ({ guard }: PluginProps) => (
        <button type="button" onClick={guard(() => { throw new Error('handler failed'); })}>go</button>
      );
      document.body.innerHTML = '<i data-sf-plugin="clicky"></i>';
      const { events } = setup([definePlugin({ name: 'clicky', trigger: 'eager', load: async () => module(Clicky) })], on('clicky'));
      await vi.waitFor(() => expect(document.querySelector('button')).not.toBeNull());
      document.querySelector('button')!.click();
      await vi.waitFor(() => expect(document.querySelector('button')).toBeNull());
      expect(events).toContainEqual({ type: 'plugin:error', payload: expect.objectContaining({ plugin: 'clicky', phase: 'handler' }) });
    });

    it('a bus listener that throws a value String() cannot read is reported all the same; the emitter goes on', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const heard: string[] = [];
      function Hostile() {
        const { bus } = useRuntime();
        const [listening, setListening] = useState(false);
        useEffect(() => {
          const off = bus.on('cart:count', () => {
            heard.push('hostile');
            throw { toString: 1 };
          });
          setListening(true);
          return off;
        }, [bus]);
        return listening ? <b className="listening" /> : null;
      }
      document.body.innerHTML = '<i data-sf-plugin="hostile"></i>';
      const { events, bus, registry } = setup([definePlugin({ name: 'hostile', trigger: 'eager', load: async () => module(Hostile) })], on('hostile'));
      await vi.waitFor(() => expect(document.querySelector('.listening')).not.toBeNull());
      bus.on('cart:count', () => heard.push('page'));
      expect(() => bus.emit('cart:count', { count: 1 })).not.toThrow();
      expect(heard).toEqual(['hostile', 'page']);
      expect(events).toContainEqual({ type: 'plugin:error', payload: expect.objectContaining({ plugin: 'hostile', phase: 'bus' }) });
      expect(error.mock.calls.map(([m]) => m)).toContain('storefront: plugin "hostile" failed in bus: a "cart:count" listener threw: unprintable error');
      expect(registry.mounted()).toHaveLength(0);
    });

    it('a throwing bus listener switches its plugin off; its subscriptions end with it', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const heard: number[] = [];
      function Listener() {
        const { bus } = useRuntime();
        const [listening, setListening] = useState(false);
        useEffect(() => {
          const off = bus.on('cart:count', ({ count }) => {
            heard.push(count);
            if (count === 13) throw new Error('unlucky');
          });
          setListening(true);
          return off;
        }, [bus]);
        return listening ? <b className="listening" /> : null;
      }
      document.body.innerHTML = '<i data-sf-plugin="listener"></i>';
      const { events, bus, registry } = setup([definePlugin({ name: 'listener', trigger: 'eager', load: async () => module(Listener) })], on('listener'));
      await vi.waitFor(() => expect(document.querySelector('.listening')).not.toBeNull());
      bus.emit('cart:count', { count: 1 });
      bus.emit('cart:count', { count: 13 });
      expect(events).toContainEqual({ type: 'plugin:error', payload: expect.objectContaining({ plugin: 'listener', phase: 'bus' }) });
      expect(registry.mounted()).toHaveLength(0);
      bus.emit('cart:count', { count: 2 });
      expect(heard).toEqual([1, 13]);
    });

    it('an instance let go hears no bus event, even while its removal waits for a later slice', async () => {
      const heard: number[] = [];
      function Listener() {
        const { bus } = useRuntime();
        useEffect(() => bus.on('cart:count', ({ count }) => void heard.push(count)), [bus]);
        return <b className="listening" />;
      }
      document.body.innerHTML = '<i data-sf-plugin="listener"></i><span class="legacy-label" data-label="other"></span>';
      const { bus, registry } = setup([definePlugin({ name: 'listener', trigger: 'eager', load: async () => module(Listener) }), labelPlugin().def], on('listener', 'label'));
      await vi.waitFor(() => expect(document.querySelector('.listening')).not.toBeNull());
      await vi.waitFor(() => expect(labels()).toEqual(['other']));
      bus.emit('cart:count', { count: 1 });
      // The first removal starts this task's slice; once the clock is past it, the second
      // removal waits for a later task.
      const now = performance.now();
      const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
      expect(registry.disable('label')).toBe('done');
      clock.mockReturnValue(now + 100);
      expect(registry.disable('listener')).toBe('done');
      expect(document.querySelector('.listening')).not.toBeNull();
      bus.emit('cart:count', { count: 2 });
      clock.mockRestore();
      expect(heard).toEqual([1]);
      await vi.waitFor(() => expect(document.querySelector('.listening')).toBeNull());
    });

    it('reports a chunk that fails to load twice, naming it, and switches the plugin off', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = vi.fn(() => Promise.reject(new Error('chunk 404')));
      document.body.innerHTML = '<i data-sf-plugin="gone"></i>';
      const { events } = setup([definePlugin({ name: 'gone', trigger: 'eager', load })], on('gone'));
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'gone', enabled: false } }));
      expect(load).toHaveBeenCalledTimes(2);
      expect(events).toContainEqual({ type: 'plugin:error', payload: { plugin: 'gone', phase: 'load', message: 'Error: chunk of plugin "gone" failed to load twice: chunk 404' } });
    });

    it('a chunk that fails once is retried and mounts', async () => {
      const load = vi.fn().mockRejectedValueOnce(new Error('network blip')).mockResolvedValue(module(Label));
      document.body.innerHTML = '<span class="legacy-label" data-label="second try"></span>';
      setup([definePlugin({ name: 'label', markers: '.legacy-label', trigger: 'eager', load })], on('label'));
      await vi.waitFor(() => expect(labels()).toEqual(['second try']));
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('a plugin switched on again from its own load failure report loads afresh and mounts', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue(module(Label));
      document.body.innerHTML = '<span class="legacy-label" data-label="after the report"></span>';
      const { registry, bus } = setup([definePlugin({ name: 'label', markers: '.legacy-label', trigger: 'eager', load })], on('label'));
      // A page script that retries a plugin once, at once, from the failure report.
      let retried = false;
      bus.on('plugin:error', ({ plugin, phase }) => {
        if (plugin !== 'label' || phase !== 'load' || retried) return;
        retried = true;
        // The failure policy switches the plugin off after its listeners: switched on in a microtask.
        queueMicrotask(() => registry.enable('label'));
      });
      await vi.waitFor(() => expect(labels()).toEqual(['after the report']));
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('an empty chunk is reported by name, not as "x is not a function"', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = '<i data-sf-plugin="empty"></i><span class="legacy-label" data-label="fine"></span>';
      const { events } = setup([definePlugin({ name: 'empty', trigger: 'eager', load: async () => ({}) as never }), labelPlugin().def], on('empty', 'label'));
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'empty', enabled: false } }));
      expect(events).toContainEqual({ type: 'plugin:error', payload: { plugin: 'empty', phase: 'load', message: 'Error: chunk of plugin "empty" loaded without the expected exports (an empty or foreign file?)' } });
      await vi.waitFor(() => expect(labels()).toEqual(['fine']));
    });

    it('skips a marker whose data the chunk refuses, and mounts the rest', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML = '<span class="legacy-label" data-label="bad"></span><span class="legacy-label" data-label="good"></span>';
      const fromMarker = (m: MarkerData) => {
        if (m.data.label === 'bad') throw new Error('label must not be bad');
        return m;
      };
      setup([labelPlugin('label', {}, module(Label, { fromMarker })).def], on('label'));
      await vi.waitFor(() => expect(labels()).toEqual(['good']));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('marker skipped, its data is not usable (label must not be bad)'), expect.anything());
    });

    it('gives a refused marker back to the page: its trigger no longer takes its clicks', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML = '<a class="legacy-label" href="#" data-label="bad">Open</a>';
      const refuse = (): never => {
        throw new Error('label must not be bad');
      };
      const { registry } = setup([labelPlugin('label', { trigger: 'interaction' }, module(Label, { fromMarker: refuse })).def], on('label'));
      const click = () => {
        const event = new MouseEvent('click', { bubbles: true, cancelable: true });
        document.querySelector('.legacy-label')!.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(click()).toBe(true); // the chunk loads: the registry holds the `#` link's click
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('marker skipped'), expect.anything()));
      expect(click()).toBe(false);
      expect(registry.mounted()).toEqual([]);
    });

    it('warns about a malformed JSON child and mounts without it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML = '<div data-sf-plugin="label" data-label="x"><script type="application/json">{"n":</script></div>';
      setup([labelPlugin().def], on('label'));
      await vi.waitFor(() => expect(labels()).toEqual(['x']));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('plugin "label": the marker\'s JSON <script> is malformed'));
    });
  });

  describe('public switches', () => {
    it('disable unmounts and restores the marker, enable mounts again', async () => {
      document.body.innerHTML = '<span class="legacy-label" style="display: none;" aria-expanded="false"></span>';
      const Changer = ({ element }: PluginProps) => {
        useEffect(() => {
          element.style.display = '';
          element.setAttribute('aria-expanded', 'true');
        }, [element]);
        return <span className="sf-label">on</span>;
      };
      const { registry } = setup([labelPlugin('label', {}, module(Changer)).def], on('label'));
      const marker = document.querySelector<HTMLElement>('.legacy-label')!;
      await vi.waitFor(() => expect(marker.getAttribute('aria-expanded')).toBe('true'));
      expect(registry.disable('label')).toBe('done');
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).toBeNull());
      expect(marker.outerHTML).toBe('<span class="legacy-label" style="display: none;" aria-expanded="false"></span>');
      expect(registry.disable('label')).toBe('unchanged');
      expect(registry.enable('label')).toBe('done');
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      expect(registry.enable('nope')).toBe('unknown');
    });

    it('enable cannot switch on a plugin the site or page switched off', () => {
      const { registry } = setup([labelPlugin().def, labelPlugin('other').def], { label: { enabled: false } });
      expect(registry.enable('label')).toBe('off-by-config');
      // Not mentioned by the config: off by default, and the page may switch it on.
      expect(registry.enable('other')).toBe('done');
    });
  });
});

describe('definePlugin', () => {
  const load = async () => module(Label);
  it.each([
    [{ name: 'CartBadge', trigger: 'eager', load }, 'must be kebab-case'],
    [{ name: 'x', trigger: 'soon', load }, 'trigger must be one of eager, idle, visible, interaction'],
    [{ name: 'x', trigger: 'eager', load: 'chunk.js' }, 'load must be a function'],
    [{ name: 'x', trigger: 'eager', load, prefetch: 'now' }, "prefetch must be 'idle' or left out"],
  ])('fails loudly on %j', (def, message) => {
    expect(() => definePlugin(def as never)).toThrow(message);
  });
});
