import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { createBus, type Events } from '../../runtime/bus';
import { definePlugin, type PluginProps } from '../../runtime/plugin';
import { createRegistry, type Registry } from '../../runtime/registry';
import { createMounter } from '../../runtime/mount';

let registry: Registry | undefined;
afterEach(() => {
  registry?.stop();
  registry = undefined;
  document.body.innerHTML = '';
});

function Label({ element, props }: PluginProps<unknown>) {
  const { data, json } = props as { data: Record<string, string>; json: unknown };
  useEffect(() => {
    element.dataset.mounted = String(Number(element.dataset.mounted ?? 0) + 1);
    return () => void (element.dataset.unmounted = 'yes');
  }, [element]);
  return <span className="sf-label">{`${data.label ?? ''}${json ? JSON.stringify(json) : ''}`}</span>;
}

function Boom(): never {
  throw new Error('render failed');
}

function setup(defs: ReturnType<typeof definePlugin<any>>[], settings: Record<string, { enabled?: boolean; options?: Record<string, unknown> }>) {
  const bus = createBus();
  const events: { type: keyof Events; payload: unknown }[] = [];
  for (const type of ['plugin:error', 'plugin:mounted', 'plugin:unmounted', 'plugin:toggled'] as const) bus.on(type, (payload) => events.push({ type, payload }));
  registry = createRegistry({ definitions: defs, settings, bus, loadMounter: async () => createMounter() });
  registry.start();
  return { bus, events, registry };
}

const labelPlugin = (name = 'label', extra: Partial<Parameters<typeof definePlugin>[0]> = {}) => {
  const load = vi.fn(async () => ({ default: Label }));
  return { def: definePlugin({ name, markers: '.legacy-label', trigger: 'eager', load, ...extra }), load };
};

describe('registry', () => {
  describe('mounting', () => {
    it('mounts every legacy and generic marker of an enabled plugin, with data-* and JSON props', async () => {
      document.body.innerHTML = `<span class="legacy-label" data-label="a"></span>
        <div data-sf-plugin="label" data-label="b"><script type="application/json">{"n":1}</script></div>`;
      const { def } = labelPlugin();
      setup([def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelectorAll('.sf-label')).toHaveLength(2));
      expect([...document.querySelectorAll('.sf-label')].map((e) => e.textContent)).toEqual(['a', 'b{"n":1}']);
    });

    it('keeps the marker’s own children (portals append)', async () => {
      document.body.innerHTML = '<span class="legacy-label"><span class="hidden">Number of Products :</span></span>';
      setup([labelPlugin().def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      expect(document.querySelector('.legacy-label')!.firstElementChild!.className).toBe('hidden');
    });

    it('mounts each marker once, however often it is scanned', async () => {
      document.body.innerHTML = '<span class="legacy-label"></span>';
      const { registry } = setup([labelPlugin().def], { label: { enabled: true } });
      registry.rescan();
      registry.rescan(document.body);
      await vi.waitFor(() => expect(document.querySelectorAll('.sf-label')).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 150));
      expect(document.querySelectorAll('.sf-label')).toHaveLength(1);
      expect((document.querySelector('.legacy-label') as HTMLElement).dataset.mounted).toBe('1');
    });

    it('loads nothing for a plugin the site switches off', async () => {
      document.body.innerHTML = '<span class="legacy-label"></span>';
      const { def, load } = labelPlugin();
      setup([def], { label: { enabled: false } });
      await new Promise((r) => setTimeout(r, 50));
      expect(load).not.toHaveBeenCalled();
    });

    it('loads nothing before a marker exists, then loads when one arrives', async () => {
      const { def, load } = labelPlugin();
      setup([def], { label: { enabled: true } });
      await new Promise((r) => setTimeout(r, 50));
      expect(load).not.toHaveBeenCalled();
      document.body.insertAdjacentHTML('beforeend', '<p><span class="legacy-label" data-label="late"></span></p>');
      await vi.waitFor(() => expect(document.querySelector('.sf-label')?.textContent).toBe('late'));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('passes the site options', async () => {
      let seen: unknown;
      const def = definePlugin({ name: 'opts', trigger: 'eager', load: async () => ({ default: (p: PluginProps) => ((seen = p.options), null) }) });
      document.body.innerHTML = '<i data-sf-plugin="opts"></i>';
      setup([def], { opts: { enabled: true, options: { resultsUrl: '/uk/search/' } } });
      await vi.waitFor(() => expect(seen).toEqual({ resultsUrl: '/uk/search/' }));
    });
  });

  describe('bursts', () => {
    it('mounts a burst of 300 markers across several tasks, and unmounts any of them', async () => {
      document.body.innerHTML = `<div id="grid">${'<span class="legacy-label" data-label="x"></span>'.repeat(300)}</div>`;
      setup([labelPlugin().def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelectorAll('.sf-label')).toHaveLength(300), { timeout: 3000 });
      const markers = [...document.querySelectorAll<HTMLElement>('.legacy-label')];
      markers[0]!.remove();
      markers[150]!.remove();
      markers[299]!.remove();
      await vi.waitFor(() => expect(registry!.mounted()).toHaveLength(297));
      await vi.waitFor(() => expect([markers[0], markers[150], markers[299]].map((m) => m!.dataset.unmounted)).toEqual(['yes', 'yes', 'yes']));
      expect(markers[1]!.dataset.unmounted).toBeUndefined();
      expect(document.querySelectorAll('.sf-label')).toHaveLength(297);
    });
  });

  describe('DOM changes', () => {
    it('unmounts the portal of a marker that left', async () => {
      document.body.innerHTML = '<div id="box"><span class="legacy-label"></span></div>';
      const { events } = setup([labelPlugin().def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      const marker = document.querySelector<HTMLElement>('.legacy-label')!;
      document.getElementById('box')!.remove();
      await vi.waitFor(() => expect(marker.dataset.unmounted).toBe('yes'));
      expect(events.some((e) => e.type === 'plugin:unmounted')).toBe(true);
      expect(registry!.mounted()).toHaveLength(0);
    });

    it('does not unmount a marker moved within the page', async () => {
      document.body.innerHTML = '<div id="a"><span class="legacy-label"></span></div><div id="b"></div>';
      setup([labelPlugin().def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      const marker = document.querySelector<HTMLElement>('.legacy-label')!;
      document.getElementById('b')!.appendChild(marker);
      await new Promise((r) => setTimeout(r, 150));
      expect(marker.dataset.unmounted).toBeUndefined();
      expect(registry!.mounted()).toHaveLength(1);
    });
  });

  describe('failures', () => {
    it('switches off a plugin that throws while the others keep working', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = '<i data-sf-plugin="boom"></i><span class="legacy-label" data-label="ok"></span>';
      const boom = definePlugin({ name: 'boom', trigger: 'eager', load: async () => ({ default: Boom }) });
      const { events } = setup([boom, labelPlugin().def], { boom: { enabled: true }, label: { enabled: true } });
      await vi.waitFor(() => expect(events.find((e) => e.type === 'plugin:toggled')).toBeDefined());
      expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'boom', enabled: false } });
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('plugin "boom" failed in render: Error: render failed'), expect.anything());
      await vi.waitFor(() => expect(document.querySelector('.sf-label')?.textContent).toBe('ok'));
      // The working plugin still mounts new markers; the failed one no longer does.
      document.body.insertAdjacentHTML('beforeend', '<span class="legacy-label" data-label="next"></span><i data-sf-plugin="boom"></i>');
      await vi.waitFor(() => expect(document.querySelectorAll('.sf-label')).toHaveLength(2));
      expect(registry!.mounted().map((i) => i.plugin)).toEqual(['label', 'label']);
    });

    it('switches off a plugin whose guarded handler throws', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const Clicky = ({ guard }: PluginProps) => (
        <button type="button" onClick={guard(() => { throw new Error('handler failed'); })}>go</button>
      );
      document.body.innerHTML = '<i data-sf-plugin="clicky"></i>';
      const { events } = setup([definePlugin({ name: 'clicky', trigger: 'eager', load: async () => ({ default: Clicky }) })], { clicky: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('button')).not.toBeNull());
      document.querySelector('button')!.click();
      await vi.waitFor(() => expect(document.querySelector('button')).toBeNull());
      expect(events).toContainEqual({ type: 'plugin:error', payload: expect.objectContaining({ plugin: 'clicky', phase: 'handler' }) });
    });

    it('reports a chunk that fails to load and switches the plugin off', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = '<i data-sf-plugin="gone"></i>';
      const { events } = setup([definePlugin({ name: 'gone', trigger: 'eager', load: () => Promise.reject(new Error('chunk 404')) })], { gone: { enabled: true } });
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'plugin:toggled', payload: { plugin: 'gone', enabled: false } }));
      expect(events).toContainEqual({ type: 'plugin:error', payload: expect.objectContaining({ plugin: 'gone', phase: 'load' }) });
    });

    it('skips a marker whose data the plugin refuses, and mounts the rest', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML = '<span class="legacy-label" data-label="bad"></span><span class="legacy-label" data-label="good"></span>';
      const { def } = labelPlugin('label', {
        props: (m) => {
          if (m.data.label === 'bad') throw new Error('label must not be bad');
          return m;
        },
      });
      setup([def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelectorAll('.sf-label')).toHaveLength(1));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('marker skipped, its data is not usable (label must not be bad)'), expect.anything());
    });

    it('warns about a malformed JSON child and mounts without it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML = '<div data-sf-plugin="label" data-label="x"><script type="application/json">{"n":</script></div>';
      setup([labelPlugin().def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('.sf-label')?.textContent).toBe('x'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('plugin "label": the marker\'s JSON <script> is malformed'));
    });
  });

  describe('triggers', () => {
    it('interaction: loads on the first interaction and hands the event over', async () => {
      let trigger: Event | undefined;
      const load = vi.fn(async () => ({ default: (p: PluginProps) => ((trigger = p.trigger), <b className="opened" />) }));
      document.body.innerHTML = '<button class="opener"><span id="inner">Search</span></button>';
      setup([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', load })], { opener: { enabled: true } });
      await new Promise((r) => setTimeout(r, 50));
      expect(load).not.toHaveBeenCalled();
      document.getElementById('inner')!.click();
      await vi.waitFor(() => expect(document.querySelector('.opened')).not.toBeNull());
      expect(trigger?.type).toBe('click');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it("prefetch 'idle': loads the chunk without an interaction, mounts only on one", async () => {
      const load = vi.fn(async () => ({ default: () => <b className="opened" /> }));
      document.body.innerHTML = '<button class="opener">Search</button>';
      setup([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', prefetch: 'idle', load })], { opener: { enabled: true } });
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 2000 });
      expect(document.querySelector('.opened')).toBeNull();
      document.querySelector<HTMLButtonElement>('.opener')!.click();
      await vi.waitFor(() => expect(document.querySelector('.opened')).not.toBeNull());
      expect(load).toHaveBeenCalledTimes(1);
    });

    it("prefetch 'idle' loads nothing while no marker exists", async () => {
      const load = vi.fn(async () => ({ default: () => null }));
      setup([definePlugin({ name: 'opener', markers: '.opener', trigger: 'interaction', prefetch: 'idle', load })], { opener: { enabled: true } });
      await new Promise((r) => setTimeout(r, 400));
      expect(load).not.toHaveBeenCalled();
    });

    it('idle: mounts without an interaction', async () => {
      document.body.innerHTML = '<span class="legacy-label" data-label="idle"></span>';
      setup([labelPlugin('label', { trigger: 'idle' }).def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('.sf-label')?.textContent).toBe('idle'), { timeout: 2000 });
    });
  });

  describe('public switches', () => {
    it('disable unmounts, enable mounts again', async () => {
      document.body.innerHTML = '<span class="legacy-label"></span>';
      const { registry } = setup([labelPlugin().def], { label: { enabled: true } });
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      expect(registry.disable('label')).toBe(true);
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).toBeNull());
      expect(registry.disable('label')).toBe(false);
      expect(registry.enable('label')).toBe(true);
      await vi.waitFor(() => expect(document.querySelector('.sf-label')).not.toBeNull());
      expect(registry.enable('nope')).toBe(false);
    });
  });
});

describe('definePlugin', () => {
  const load = async () => ({ default: Label });
  it.each([
    [{ name: 'CartBadge', trigger: 'eager', load }, 'must be kebab-case'],
    [{ name: 'x', trigger: 'soon', load }, 'trigger must be one of eager, idle, visible, interaction'],
    [{ name: 'x', trigger: 'eager', load: 'chunk.js' }, 'load must be a function'],
  ])('fails loudly on %j', (def, message) => {
    expect(() => definePlugin(def as never)).toThrow(message);
  });
});
