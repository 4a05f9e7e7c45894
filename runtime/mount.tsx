/**
 * The Mounter: ONE root whose children are portals onto the plugins' markers
 * (docs/architecture.md "Mount: one root, portals"), each behind its own error boundary. Loaded lazily with the first mount, so a
 * page with no plugin markers never downloads the renderer.
 *
 * Instances arrive in bursts (a product grid). They are rendered in groups, one group per
 * task, sized so a task stays near FRAME_BUDGET_MS; groups are memoized, so adding one does
 * not re-render the others. No burst blocks the main thread for long (bench/RESULTS.md).
 * Each group is committed synchronously (`flushSync`) inside the task that takes it: React
 * would otherwise schedule the commit in a later task of its own, Preact in a microtask.
 * Over ~150 lines because the root, its groups and the pump that feeds them share one
 * closure's state; split, each part would reach into the others.
 */
import { Component, createElement, memo, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { reportError } from './report';
import type { Instance, Mounter } from './registry';
import type { RuntimeSource } from './runtime';
import { InstanceRuntime, RuntimeProvider } from './runtime-provider';

/** Target length of one mounting task: with the frame's own layout after it, well under 50 ms. */
const FRAME_BUDGET_MS = 8;
/** The most instances one group takes, however fast the last one went (a collection can land in any group). */
const MAX_GROUP = 128;

/** Error boundary of one instance: reports the failure (which switches the plugin off) and renders nothing. */
class Boundary extends Component<{ instance: Instance; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    const { instance } = this.props;
    instance.failed = true;
    reportError(instance.plugin, 'render', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Portal({ instance }: { instance: Instance }) {
  const { Component: View, host, props, bus } = instance;
  return (
    <Boundary instance={instance}>
      <InstanceRuntime bus={bus}>{createPortal(createElement(View, props), host)}</InstanceRuntime>
    </Boundary>
  );
}

type Group = { readonly id: number; readonly list: readonly Instance[] };

const GroupView = memo(function GroupView({ list }: { list: readonly Instance[] }) {
  return (
    <>
      {list.map((i) => (
        <Portal key={i.id} instance={i} />
      ))}
    </>
  );
});

function Root({ groups }: { groups: readonly Group[] }) {
  return (
    <>
      {groups.map((g) => (
        <GroupView key={g.id} list={g.list} />
      ))}
    </>
  );
}

/**
 * React 19 logs every error it sees with console.error unless the root says otherwise. A
 * plugin's render error is reported by its Boundary (naming the plugin); anything else goes to
 * the same failure report as the runtime's.
 */
const ROOT_OPTIONS = {
  onCaughtError: () => undefined,
  onUncaughtError: (error: unknown) => reportError('runtime', 'render', error),
  onRecoverableError: (error: unknown) => reportError('runtime', 'render', error),
};

/** Creates the one root (a hidden container at the end of body) and returns the Mounter. */
export function createMounter(source: RuntimeSource, doc: Document = document): Mounter {
  const container = doc.createElement('div');
  container.setAttribute('data-sf-root', '');
  container.hidden = true;
  doc.body.appendChild(container);

  const root = createRoot(container, ROOT_OPTIONS);
  let groups: readonly Group[] = [];
  let groupIds = 0;
  const pending: Instance[] = [];
  // A failure reported while a group commits (an error boundary) switches its plugin off, which
  // removes instances: that commit must not start inside the running one (Preact renders the
  // surviving portals twice), so it follows in a microtask.
  let committing = false;
  const commit = (): void => {
    if (committing) return void queueMicrotask(commit);
    committing = true;
    try {
      flushSync(() =>
        root.render(
          <RuntimeProvider source={source}>
            <Root groups={groups} />
          </RuntimeProvider>,
        ),
      );
    } finally {
      committing = false;
    }
  };

  // The root renders once, empty, when it is made: the renderer's first render (its code run
  // for the first time) is not added to the first group's task.
  commit();

  // A group's commit. The registry keeps each marker's trigger armed until then (an interaction
  // while the instance waited reaches it as `props.event`, runtime/instance.ts); once it has
  // rendered, its trigger is disarmed, it is marked rendered and `plugin:mounted` is emitted.
  // An instance whose first render threw (its boundary caught it in the commit, and its plugin
  // is being switched off) is not reported mounted.
  const settle = (list: Instance[]) => {
    groups = [...groups, { id: ++groupIds, list }];
    commit();
    for (const i of list) if (!i.failed) i.hold.disarm(), (i.rendered = true), source.get().bus.emit('plugin:mounted', { plugin: i.plugin, element: i.element });
  };

  let batch = 16;
  let pumping = false;
  // One group per task, committed before the pump returns; the next group waits for a new task.
  // The first group commits at the end of the task that added it (a microtask), with its layout
  // effects. The registry time-slices the adding.
  // A plugin's first instance runs its code for the first time (compiled as it goes), several
  // times the cost of the next one: a group takes the first render of one plugin at most, so
  // plugins that become due together (the uk home's key visual, account menu, cart badge and
  // cookie bar) share no task (docs/architecture.md "Mount: one root, portals").
  const seen = new Set<string>();
  const pump = () => {
    let first: string | undefined;
    const end = pending.findIndex(({ plugin }, at) => at === batch || (!seen.has(plugin) && (first ??= plugin) !== plugin));
    seen.add(first!);
    // No stop found (-1) takes the whole queue: it is shorter than the batch then. A marker out
    // of the page is let go, and the registry forgets it: one put back before the registry heard
    // it leave is then armed again, not held as mounted and never rendered.
    const next = pending.splice(0, end >>> 0).filter((i) => i.element.isConnected || void i.hold.drop?.());
    if (next.length) {
      const started = performance.now();
      settle(next);
      const took = performance.now() - started;
      // Sized by the time the last group took, growing at most twofold: one fast group measured
      // on a quiet moment must not make the next one long.
      const fit = Math.round((next.length * FRAME_BUDGET_MS) / Math.max(1, took));
      batch = Math.max(4, Math.min(MAX_GROUP, batch * 2, fit));
    }
    // After a group, whatever arrives in this task waits for the next (so two plugins' first
    // renders never share a task, however their adding is spread over microtasks).
    if (next.length || pending.length) setTimeout(pump, 0);
    else pumping = false;
  };
  // A marker a shopper touched (mounted by an interaction, `props.event`) does not wait behind
  // the groups still pending from a burst (the markers of a scrolled-to section): it commits at
  // the end of the task that added it, like a first group, so the key or tap that follows the
  // one that mounted it finds its listeners.
  const touched = () => {
    const now = pending.filter((i) => i.props.event);
    if (!now.length) return;
    for (const i of now) pending.splice(pending.indexOf(i), 1);
    settle(now);
  };

  return {
    add(instance) {
      pending.push(instance);
      if (!pumping) {
        pumping = true;
        queueMicrotask(pump);
      } else if (instance.props.event) queueMicrotask(touched);
    },
    remove(instances) {
      const gone = new Set(instances);
      for (let at = pending.length - 1; at >= 0; at--) if (gone.has(pending[at]!)) pending.splice(at, 1);
      groups = groups.flatMap((g) => {
        if (!g.list.some((i) => gone.has(i))) return [g];
        const list = g.list.filter((i) => !gone.has(i));
        return list.length ? [{ id: g.id, list }] : [];
      });
      commit();
      // A renderer that keeps the previous tree as its next draft (React) still holds the props
      // of the commit before this one, and through them the removed instances and their hosts
      // (each with the listeners React put on it as a portal container). Committing the same
      // groups once more replaces that draft; the memoized groups make it cheap. Preact has no
      // draft tree and renders nothing again.
      commit();
    },
  };
}
