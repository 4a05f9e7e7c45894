/**
 * The Mounter: ONE root whose children are portals onto the plugins' markers (DESIGN
 * "Plugins"), each behind its own error boundary. Loaded lazily with the first mount, so a
 * page with no plugin markers never downloads the renderer.
 *
 * Instances arrive in bursts (a product grid). They are rendered in groups, one group per
 * task, sized so a task stays near FRAME_BUDGET_MS; groups are memoized, so adding one does
 * not re-render the others. No burst blocks the main thread for long (bench/RESULTS.md).
 */
import { Component, memo, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { reportError } from './report';
import type { Instance, Mounter } from './registry';
import type { RuntimeSource } from './runtime';
import { InstanceRuntime, RuntimeProvider } from './runtime-provider';

/** Target length of one mounting task. */
const FRAME_BUDGET_MS = 12;

/** Error boundary of one instance: reports the failure (which switches the plugin off) and renders nothing. */
class Boundary extends Component<{ plugin: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportError(this.props.plugin, 'render', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Portal({ instance }: { instance: Instance }) {
  const { Component: View, host, props, plugin, bus } = instance;
  return (
    <Boundary plugin={plugin}>
      <InstanceRuntime bus={bus}>{createPortal(<View {...props} />, host)}</InstanceRuntime>
    </Boundary>
  );
}

type Group = { readonly id: number; readonly list: readonly Instance[] };
type Listener = (groups: readonly Group[]) => void;

const GroupView = memo(function GroupView({ list }: { list: readonly Instance[] }) {
  return (
    <>
      {list.map((i) => (
        <Portal key={i.id} instance={i} />
      ))}
    </>
  );
});

function Root({ subscribe }: { subscribe: (l: Listener) => () => void }) {
  const [groups, setGroups] = useState<readonly Group[]>([]);
  useEffect(() => subscribe(setGroups), [subscribe]);
  return (
    <>
      {groups.map((g) => (
        <GroupView key={g.id} list={g.list} />
      ))}
    </>
  );
}

/** Creates the one root (a hidden container at the end of body) and returns the Mounter. */
export function createMounter(source: RuntimeSource, doc: Document = document): Mounter {
  const container = doc.createElement('div');
  container.setAttribute('data-sf-root', '');
  container.hidden = true;
  doc.body.appendChild(container);

  let groups: readonly Group[] = [];
  let groupIds = 0;
  const pending: Instance[] = [];
  const listeners = new Set<Listener>();
  const publish = () => listeners.forEach((l) => l(groups));
  const subscribe = (l: Listener) => {
    listeners.add(l);
    l(groups);
    return () => void listeners.delete(l);
  };

  let batch = 16;
  let pumping = false;
  let started = 0;
  // One group per task: the renderer commits it in a microtask, before the next pump runs.
  const pump = () => {
    if (started) batch = Math.max(4, Math.min(256, Math.round((batch * FRAME_BUDGET_MS) / Math.max(1, performance.now() - started))));
    const next = pending.splice(0, batch).filter((i) => i.element.isConnected);
    if (next.length) {
      groups = [...groups, { id: ++groupIds, list: next }];
      publish();
    }
    started = performance.now();
    if (pending.length) setTimeout(pump, 0);
    else pumping = false;
  };

  createRoot(container).render(
    <RuntimeProvider source={source}>
      <Root subscribe={subscribe} />
    </RuntimeProvider>,
  );
  return {
    add(instance) {
      pending.push(instance);
      if (!pumping) {
        pumping = true;
        started = 0;
        queueMicrotask(pump);
      }
    },
    remove(instances) {
      const gone = new Set(instances);
      for (let at = pending.length - 1; at >= 0; at--) if (gone.has(pending[at]!)) pending.splice(at, 1);
      groups = groups.flatMap((g) => {
        if (!g.list.some((i) => gone.has(i))) return [g];
        const list = g.list.filter((i) => !gone.has(i));
        return list.length ? [{ id: g.id, list }] : [];
      });
      publish();
    },
  };
}
