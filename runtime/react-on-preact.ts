/**
 * The React API the runtime and its plugins use, rendered by Preact's core: what the default
 * build resolves `react`, `react-dom` and `react-dom/client` to (build.mjs, vitest.config.ts).
 * It carries only what the code uses, so the renderer step is not preact/compat's whole React
 * surface (docs/architecture.md "Renderer"; a use of anything else fails the build, because
 * the import names nothing). React semantics that Preact's core does not share are kept here:
 * - `onChange` on a text field fires on every input, `onFocus`/`onBlur` bubble (focusin and
 *   focusout), `onDoubleClick` is `dblclick`;
 * - SVG attributes written in camel case (`strokeWidth`) reach the DOM in their SVG names;
 * - a portal renders into its container without touching the container's other children, and
 *   its content sees the context of the tree it was created in, and that tree's error
 *   boundaries hear its failures;
 * - `useId` is unique on the page, across portals.
 * Renderer-specific code lives here and in runtime/mount.tsx only, never in a plugin.
 */
import { Component, createElement, options, render, type ComponentChild, type ComponentChildren, type FunctionComponent, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useReducer, useState } from 'preact/hooks';

export { Component, createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** Input types whose `onChange` stays `change` (React fires it on their click). */
const CHANGE_TYPES = /^(checkbox|radio|file)$/;
/** SVG presentation attributes React names in camel case (`strokeWidth` → `stroke-width`). */
const SVG_CAMEL = /^(alignment|baseline|clip|color|dominant|fill|flood|font|glyph|letter|lighting|marker|paint|pointer|shape|stop|stroke|text|unicode|vector|word|writing)[A-Z]/;

/** The DOM name of a React prop on a DOM element, when it differs. */
function domName(type: string, name: string, props: Record<string, unknown>): string {
  if (name === 'onChange') return type === 'textarea' || (type === 'input' && !CHANGE_TYPES.test(String(props.type ?? ''))) ? 'onInput' : name;
  if (name === 'onFocus') return 'onfocusin';
  if (name === 'onBlur') return 'onfocusout';
  if (name === 'onDoubleClick') return 'ondblclick';
  return SVG_CAMEL.test(name) ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name;
}

const vnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    // A copy once a prop needs its DOM name; the renamed props end up last, over any same-named one.
    let next: Record<string, unknown> | undefined;
    for (const name in props) {
      const to = domName(type, name, props);
      if (to !== name) {
        next ??= { ...props };
        delete next[name];
        next[to] = props[name];
      }
    }
    if (next) vnode.props = next as typeof vnode.props;
  }
  vnodeHook?.(vnode);
};

/** React's `flushSync`: Preact commits a root's render synchronously already. */
export function flushSync<T>(fn: () => T): T {
  return fn();
}

/** Where a failure no boundary can hear goes: the root's `onUncaughtError`, as in React 19. */
let uncaught: ((error: unknown) => void) | undefined;

/**
 * React's `createRoot`. Of its options, React 19's error callbacks, `onUncaughtError` hears what
 * a portal's content throws where no boundary can (below); Preact throws the rest from `render`.
 */
export function createRoot(container: Element, options?: { onUncaughtError?: (error: unknown) => void }) {
  uncaught = options?.onUncaughtError ?? uncaught;
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}

/**
 * A portal root's top: it hands the context of the tree the portal was created in to the
 * portal's own render, and catches what its content throws (`caught`).
 */
function Inherit(this: Component<InheritProps, { failed?: 1 }>, props: InheritProps) {
  this.getChildContext = () => props.context;
  this.componentDidCatch = caught;
  return this.state?.failed ? null : (props.children as VNode);
}
type InheritProps = { context: object; portal: Portal; children?: ComponentChildren };

/**
 * A failure in a portal's content while the portal renders goes up through that render as it
 * is. One that comes later (an update, an effect) has no way up a root of its own: it is handed
 * to the portal, which throws it in the tree it was created in, so that tree's error boundary
 * hears it, as React's would. One while it unmounts (a cleanup), or a second one before the
 * first has gone up, goes to the root's `onUncaughtError`; thrown, it would stop Preact
 * unmounting the portals beside it. The state set is what tells Preact the failure was handled.
 */
function caught(this: Component<InheritProps, { failed?: 1 }>, error: unknown) {
  const { portal } = this.props;
  if (portal.busy == 1) throw error;
  this.setState({ failed: 1 });
  if (portal.busy || portal.failure) (uncaught || console.error)(error);
  else (portal.failure = [error]), portal.setState({});
}

type PortalProps = { node: ComponentChild; into: Element };
/**
 * A portal: its content is rendered into `into` as a root of its own, through a stand-in
 * parent that inserts and removes only the portal's nodes, so the markup already in the
 * container (a plugin's marker) stays as it is.
 */
class Portal extends Component<PortalProps> {
  private into?: Element;
  private root?: object;
  /** Rendering (1) or unmounting (2) its root, for `caught`. */
  busy = 0;
  /** Its content's failure after its first render, thrown in its next render. */
  failure?: [unknown];
  override componentWillUnmount() {
    this.busy = 2;
    if (this.root) render(null, this.root as Element);
    this.busy = 0;
    this.root = this.into = undefined;
  }
  override render({ node, into }: PortalProps) {
    if (this.failure) throw this.failure[0];
    if (this.into !== into) {
      this.componentWillUnmount();
      this.into = into;
      this.root = {
        nodeType: 1,
        parentNode: into,
        namespaceURI: into.namespaceURI,
        ownerDocument: into.ownerDocument,
        contains: () => true,
        insertBefore: (child: Node, before: Node | null) => into.insertBefore(child, before),
        removeChild: (child: Node) => into.removeChild(child),
      };
    }
    this.busy = 1;
    render(createElement(Inherit, { context: this.context as object, portal: this }, node), this.root as Element);
    this.busy = 0;
    return null;
  }
}

/** React's `createPortal` (with its optional key). */
export function createPortal(node: ComponentChild, into: Element, key?: string | null): VNode<PortalProps> {
  return createElement(Portal, { node, into, key });
}

/** Whether the next props differ from the last by a key or a value (React's `memo` comparison). */
function memoUpdate(this: Component, next: Record<string, unknown>): boolean {
  const last = this.props as Record<string, unknown>;
  for (const key in last) if (!(key in next)) return true;
  for (const key in next) if (last[key] !== next[key]) return true;
  return false;
}

/** React's `memo` (shallow props comparison). */
export function memo<P extends object>(View: FunctionComponent<P>): FunctionComponent<P> {
  return function Memo(this: Component, props: P) {
    this.shouldComponentUpdate = memoUpdate;
    return createElement(View, props);
  };
}

let ids = 0;
/** React's `useId`: unique on the page, whatever portal the component renders in. */
export function useId(): string {
  return useState(() => `sf${(++ids).toString(36)}`)[0];
}

/** React's `useSyncExternalStore`: the snapshot of the render, re-rendered when the store's changes. */
export function useSyncExternalStore<T>(subscribe: (changed: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [seen] = useState(() => ({ value, getSnapshot }));
  const [, update] = useReducer((n: number) => n + 1, 0);
  const check = () => {
    if (!Object.is(seen.value, seen.getSnapshot())) update(undefined);
  };
  useLayoutEffect(() => {
    seen.value = value;
    seen.getSnapshot = getSnapshot;
    check();
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
