/**
 * The React semantics the runtime and its plugins rely on, asserted under both renderers
 * (vitest projects `preact` and `react`): what React 19 does is the expectation, and the
 * default build's runtime/react-on-preact.ts must do the same.
 */
import { Component, createContext, memo, useContext, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '../support/act';
import { renderer } from '../support/renderer';

type Root = ReturnType<typeof createRoot>;
const roots: Root[] = [];
function mount(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(node));
  return container;
}

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

/** Types into a field as a shopper does: the value changes, then `input` fires (no `change`). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe(`the React API as the code uses it (${renderer})`, () => {
  it('onChange on a text field and a textarea fires on every input, on a checkbox on its click', () => {
    const seen: string[] = [];
    const root = mount(
      <form>
        <input name="email" onChange={(e) => seen.push(`email:${e.currentTarget.value}`)} />
        <textarea name="note" onChange={(e) => seen.push(`note:${e.currentTarget.value}`)} />
        <input name="remember" type="checkbox" onChange={(e) => seen.push(`remember:${e.currentTarget.checked}`)} />
      </form>,
    );
    typeInto(root.querySelector('input[name=email]')!, 'a');
    typeInto(root.querySelector('input[name=email]')!, 'ab');
    typeInto(root.querySelector('textarea')!, 'x');
    act(() => root.querySelector<HTMLInputElement>('input[type=checkbox]')!.click());
    expect(seen).toEqual(['email:a', 'email:ab', 'note:x', 'remember:true']);
  });

  it('a controlled field keeps what the shopper typed through its state', () => {
    function Field() {
      const [value, set] = useState('');
      return (
        <>
          <input value={value} onChange={(e) => set(e.currentTarget.value.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    }
    const root = mount(<Field />);
    typeInto(root.querySelector('input')!, 'uk');
    expect(root.querySelector('output')!.textContent).toBe('UK');
    expect(root.querySelector('input')!.value).toBe('UK');
  });

  it('onFocus and onBlur bubble: a wrapper hears its field take and lose focus', () => {
    const seen: string[] = [];
    const root = mount(
      <div onFocus={(e) => seen.push(`focus:${(e.target as HTMLElement).id}`)} onBlur={(e) => seen.push(`blur:${(e.target as HTMLElement).id}`)}>
        <input id="inner" />
      </div>,
    );
    act(() => root.querySelector<HTMLInputElement>('#inner')!.focus());
    act(() => root.querySelector<HTMLInputElement>('#inner')!.blur());
    expect(seen).toEqual(['focus:inner', 'blur:inner']);
  });

  it('onDoubleClick fires on dblclick', () => {
    let count = 0;
    const root = mount(<button type="button" onDoubleClick={() => count++} />);
    act(() => void root.querySelector('button')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true })));
    expect(count).toBe(1);
  });

  it('SVG attributes written in camel case reach the DOM by their SVG names', () => {
    const root = mount(
      <svg viewBox="0 0 24 24">
        <path d="M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fillRule="evenodd" />
      </svg>,
    );
    const path = root.querySelector('path')!;
    expect(path.getAttribute('stroke-width')).toBe('2');
    expect(path.getAttribute('stroke-linecap')).toBe('round');
    expect(path.getAttribute('fill-rule')).toBe('evenodd');
    expect(path.hasAttribute('strokeWidth')).toBe(false);
    expect(root.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it('a portal appends after the container\u2019s own children, leaves them in place, sees its context, and takes only its nodes on unmount', () => {
    const Ctx = createContext('none');
    const marker = document.createElement('button');
    marker.innerHTML = '<span class="legacy">Cart</span>';
    document.body.append(marker);
    const Inside = () => <b className="count">{useContext(Ctx)}</b>;
    function Host({ on }: { on: boolean }) {
      return <Ctx.Provider value="uk">{on ? createPortal(<Inside />, marker) : null}</Ctx.Provider>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<Host on />));
    expect([...marker.children].map((c) => c.className)).toEqual(['legacy', 'count']);
    expect(marker.querySelector('.count')!.textContent).toBe('uk');
    expect(container.childElementCount).toBe(0);
    act(() => root.render(<Host on={false} />));
    expect(marker.innerHTML).toBe('<span class="legacy">Cart</span>');
  });

  it('an error boundary hears a failure in a portal it holds, also one on a later update, and the rest of the tree goes on', () => {
    const caught: string[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught.push(String(error));
      }
      override render() {
        return this.state.failed ? <s className="fallback" /> : this.props.children;
      }
    }
    let bump!: () => void;
    let bumpBeside!: () => void;
    function Fragile() {
      const [n, setN] = useState(0);
      bump = () => setN(1);
      if (n) throw new Error('update failed');
      return <b className="fragile" />;
    }
    function Beside() {
      const [n, setN] = useState(0);
      bumpBeside = () => setN((v) => v + 1);
      return <i className="beside">{n}</i>;
    }
    const marker = document.createElement('div');
    const other = document.createElement('div');
    document.body.append(marker, other);
    const original = console.error;
    console.error = () => {};
    try {
      mount(<><Boundary>{createPortal(<Fragile />, marker)}</Boundary><Boundary>{createPortal(<Beside />, other)}</Boundary></>);
      expect(marker.querySelector('.fragile')).not.toBeNull();
      act(() => {
        bump();
        bumpBeside();
      });
      expect(caught).toEqual(['Error: update failed']);
      expect([marker.querySelector('.fragile'), document.querySelector('.fallback') !== null]).toEqual([null, true]);
      act(() => bumpBeside());
      expect(other.textContent).toBe('2');
    } finally {
      console.error = original;
    }
  });

  it('a portal re-renders in place when its parent does, and moves when its container changes', () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    a.append(document.createElement('hr'));
    document.body.append(a, b);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<>{createPortal(<i>1</i>, a)}</>));
    act(() => root.render(<>{createPortal(<i>2</i>, a)}</>));
    expect(a.innerHTML).toBe('<hr><i>2</i>');
    act(() => root.render(<>{createPortal(<i>3</i>, b)}</>));
    expect(a.innerHTML).toBe('<hr>');
    expect(b.innerHTML).toBe('<i>3</i>');
  });

  it('useId gives each instance its own id, also across portals', () => {
    const hosts = [document.createElement('div'), document.createElement('div')];
    document.body.append(...hosts);
    function Field() {
      const id = useId();
      return (
        <>
          <label htmlFor={id}>Email</label>
          <input id={id} />
        </>
      );
    }
    mount(<>{hosts.map((h, i) => createPortal(<Field />, h, String(i)))}</>);
    const ids = [...document.querySelectorAll('input')].map((i) => i.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const label of document.querySelectorAll('label')) expect(document.getElementById(label.htmlFor)).toBeInstanceOf(HTMLInputElement);
  });

  it('memo skips a render when every prop is the same, and renders when one changes', () => {
    const renders: string[] = [];
    const Item = memo(function Item({ text }: { text: string; n?: number }) {
      renders.push(text);
      return <i>{text}</i>;
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<Item text="a" />));
    act(() => root.render(<Item text="a" />));
    act(() => root.render(<Item text="b" />));
    act(() => root.render(<Item text="b" n={1} />));
    expect(renders).toEqual(['a', 'b', 'b']);
    expect(container.textContent).toBe('b');
  });

  it('useSyncExternalStore renders the store\u2019s snapshot and follows its changes', () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn)),
      get: () => value,
    };
    const Show = () => <i>{useSyncExternalStore(store.subscribe, store.get)}</i>;
    const root = mount(<Show />);
    expect(root.textContent).toBe('1');
    act(() => {
      value = 2;
      for (const fn of listeners) fn();
    });
    expect(root.textContent).toBe('2');
    expect(listeners.size).toBe(1);
    act(() => roots.splice(0).forEach((r) => r.unmount()));
    expect(listeners.size).toBe(0);
  });

  it('flushSync commits a render before it returns and passes on the callback\u2019s result', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    let result: unknown;
    act(() => {
      result = flushSync(() => {
        root.render(<i>now</i>);
        return 'done';
      });
      expect(container.textContent).toBe('now');
    });
    expect(result).toBe('done');
  });
});
