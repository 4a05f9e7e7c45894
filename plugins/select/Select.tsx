/**
 * One dropdown (WAI-ARIA listbox) or, with `data-link`, one menu button (WAI-ARIA menu) over
 * the legacy menu markup. The state machine is runtime/ui/controls/menu-state.ts; this binds
 * it to the page: the button opens the list, a choice sets the hidden select (and fires its
 * `change`) or, in link mode, navigates the current or a new window, only to this site or
 * the site's allow-listed hosts. The list shows 11 items before it scrolls. What the plugin
 * changes on the button is restored when it unmounts.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { CLOSED, menuHeight, menuKey, openMenu, type MenuState } from '../../runtime/ui/controls/menu-state';
import { MenuList } from '../../runtime/ui/controls/MenuList';
import { linkMode, linkTarget, menuItems, readMenu, type LinkMode } from './select-markup';

const warn = (message: string) => console.warn(`storefront: plugin "select": ${message}`);

/** What the component reads from the marker. */
export interface SelectMarker {
  link: LinkMode;
}

/** Checks the menu's markup and reads its mode; throwing skips the marker with a warning. */
export function fromMarker({ data }: MarkerData, element: HTMLElement): SelectMarker {
  readMenu(element);
  return { link: linkMode(data.link, warn) };
}

let lists = 0;

/** The component the registry portals into each menu. */
export default function Select({ element, marker, event, guard }: PluginProps<SelectMarker>) {
  const { site } = useRuntime();
  const [{ select, button, text, label }] = useState(() => readMenu(element));
  const [id] = useState(() => `sf-menu-${++lists}`);
  const [state, setState] = useState<MenuState>(CLOSED);
  const [selected, setSelected] = useState(select.selectedIndex);
  const listRef = useRef<HTMLUListElement>(null);
  const items = menuItems(select);
  const kind = marker.link ? 'menu' : 'listbox';
  const current = useRef({ state, selected, items });
  current.current = { state, selected, items };

  const choose = (index: number) => {
    const option = select.options[index];
    setState(CLOSED);
    button.focus();
    if (!option || option.disabled) return;
    if (marker.link) {
      // A placeholder ("Choose a model", value "") is no link: choosing it only closes the menu.
      if (!option.value.trim()) return;
      const url = linkTarget(option.value, location.href, site.redirectHosts);
      if (!url) return warn(`option ${JSON.stringify(option.value.slice(0, 80))} is neither on this site nor on its redirectHosts; not following it`);
      if (marker.link === 'blank') window.open(url, '_blank', 'noopener,noreferrer');
      else location.assign(url);
      return;
    }
    if (index === select.selectedIndex) return;
    select.selectedIndex = index;
    setSelected(index);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  // The button: its popup, its expanded state, its text (the chosen option, as text).
  useLayoutEffect(() => {
    const names = ['aria-haspopup', 'aria-expanded', 'aria-controls', 'aria-disabled'] as const;
    const before = { attrs: names.map((n) => button.getAttribute(n)), text: text?.textContent ?? null };
    return () => {
      names.forEach((n, i) => (before.attrs[i] === null ? button.removeAttribute(n) : button.setAttribute(n, before.attrs[i]!)));
      if (text) text.textContent = before.text;
    };
  }, [button, text]);
  useLayoutEffect(() => {
    button.setAttribute('aria-haspopup', kind);
    button.setAttribute('aria-expanded', String(state.open));
    if (state.open) button.setAttribute('aria-controls', id);
    else button.removeAttribute('aria-controls');
    if (select.disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    if (text) text.textContent = select.options[selected]?.textContent?.trim() ?? '';
    element.classList.toggle('menu--open', state.open);
  });

  // Open: focus the list, show 11 items before scrolling, keep the active one in view.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!state.open || !list) return;
    if (list.ownerDocument.activeElement !== list) list.focus({ preventScroll: true });
    const first = list.firstElementChild as HTMLElement | null;
    if (first?.offsetHeight) {
      // The list's own padding and border come on top of the 11 items (border-box sizing).
      const cs = getComputedStyle(list);
      const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, k) => sum + (parseFloat(cs[k as 'paddingTop']) || 0), 0);
      list.style.maxHeight = `${menuHeight(first.offsetHeight, list.children.length) + frame}px`;
    }
    (list.children[state.active] as HTMLElement | undefined)?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  useLayoutEffect(() => {
    // The list opens on the select's own value: a script may have set it without a `change`.
    const toggle = guard(() => {
      const { state: s, items: its } = current.current;
      const sel = select.selectedIndex;
      if (select.disabled) return;
      setSelected(sel);
      setState(s.open ? CLOSED : openMenu({ enabled: its.map((i) => !i.disabled), labels: its.map((i) => i.label) }, sel));
    }, 'handler');
    const onKey = guard((e: globalThis.KeyboardEvent) => {
      const { state: s, items: its } = current.current;
      const sel = select.selectedIndex;
      if (select.disabled || s.open) return;
      setSelected(sel);
      const out = menuKey(s, e.key, { enabled: its.map((i) => !i.disabled), labels: its.map((i) => i.label) }, sel);
      if (out.handled) e.preventDefault();
      setState(out.state);
    }, 'handler');
    // Pressing outside the menu closes it, keeping the value.
    const onOutside = guard((e: Event) => {
      if (current.current.state.open && !element.contains(e.target as Node)) setState(CLOSED);
    }, 'handler');
    // The click or key that mounted the menu already happened: act on it once.
    if (event?.type === 'click') toggle();
    else if (event?.type === 'keydown') onKey(event as globalThis.KeyboardEvent);
    button.addEventListener('click', toggle);
    button.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      button.removeEventListener('click', toggle);
      button.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      element.classList.remove('menu--open');
    };
  }, [button, element, event, guard, select]);

  // The page may set the select itself (another script, a form reset): follow it. A form's
  // reset event comes before the reset, so the value is read a microtask later.
  useEffect(() => {
    const sync = guard(() => setSelected(select.selectedIndex), 'handler');
    const onReset = () => queueMicrotask(sync);
    const form = select.form;
    select.addEventListener('change', sync);
    form?.addEventListener('reset', onReset);
    return () => {
      select.removeEventListener('change', sync);
      form?.removeEventListener('reset', onReset);
    };
  }, [guard, select]);

  const onListKey = guard((e: KeyboardEvent<HTMLUListElement>) => {
    const out = menuKey(state, e.key, { enabled: items.map((i) => !i.disabled), labels: items.map((i) => i.label) }, selected);
    if (out.handled) e.preventDefault();
    if (out.choose !== undefined) return choose(out.choose);
    setState(out.state);
    if (out.focusButton) button.focus();
  }, 'handler');

  if (!state.open) return null;
  return (
    <MenuList
      id={id}
      kind={kind}
      items={items}
      active={state.active}
      selected={selected}
      label={label}
      listRef={listRef}
      onKeyDown={(e) => onListKey(e)}
      onChoose={guard(choose, 'handler')}
      onHover={(i) => setState((s) => ({ ...s, active: i }))}
    />
  );
}
