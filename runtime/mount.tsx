/**
 * The Mounter: ONE React root whose children are portals onto the plugins' markers (DESIGN
 * "Plugins"), each behind its own error boundary. Loaded lazily with the first mount, so a
 * page with no plugin markers never downloads React.
 */
import { Component, startTransition, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { reportError } from './report';
import type { Instance, Mounter } from './registry';

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
  const { Component: View, element, props, plugin } = instance;
  return <Boundary plugin={plugin}>{createPortal(<View {...props} />, element, String(instance.id))}</Boundary>;
}

type Listener = (list: readonly Instance[]) => void;

function Root({ subscribe, initial }: { subscribe: (l: Listener) => () => void; initial: readonly Instance[] }) {
  const [list, setList] = useState(initial);
  // Transitions let React yield between portals, so mounting hundreds never blocks for long.
  useEffect(() => subscribe((next) => startTransition(() => setList(next))), [subscribe]);
  return (
    <>
      {list.map((i) => (
        <Portal key={i.id} instance={i} />
      ))}
    </>
  );
}

/** Creates the one root (a hidden container at the end of body) and returns the Mounter. */
export function createMounter(doc: Document = document): Mounter {
  const container = doc.createElement('div');
  container.setAttribute('data-sf-root', '');
  container.hidden = true;
  doc.body.appendChild(container);
  const current = new Set<Instance>();
  const listeners = new Set<Listener>();
  const subscribe = (l: Listener) => {
    listeners.add(l);
    l([...current]);
    return () => void listeners.delete(l);
  };
  let queued = false;
  const publish = () => {
    if (queued) return;
    queued = true;
    // Many adds in one tick become one render.
    queueMicrotask(() => {
      queued = false;
      const list = [...current];
      for (const l of listeners) l(list);
    });
  };
  createRoot(container, {
    onUncaughtError: (error) => reportError('runtime', 'render', error),
  }).render(<Root subscribe={subscribe} initial={[]} />);
  return {
    add(instance) {
      current.add(instance);
      publish();
    },
    remove(instance) {
      current.delete(instance);
      publish();
    },
  };
}
