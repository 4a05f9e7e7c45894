/**
 * One indicator over the legacy markup (`.indicator[data-type]` with `.indicator__item`
 * buttons, as tabs controlling their panels through `aria-controls`): the state machine
 * picks the item, the component shows it (aria-selected, roving tabindex, the panel shown,
 * `data-selected-index` and `data-playing` on the indicator) and answers clicks, arrow keys,
 * Home and End, and the play/pause control. The key visual's indicator belongs to its
 * carousel and is not this plugin's.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { indicatorConfig, MAX_ITEMS, type IndicatorConfig } from './indicator-config';
import { createIndicator, TRANSITION_MS, type Indicator as Machine, type IndicatorState } from './indicator-state';
import { copyTracking } from './tracking';

/** What the indicator reads from its marker. */
export type IndicatorMarker = IndicatorConfig;

const itemsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.indicator__item')];
const buttonOf = (item: HTMLElement) => item.querySelector<HTMLElement>('button, a, [role="tab"]') ?? item;
/**
 * The panel an item controls. Ids repeat on real pages (a block placed twice): the one nearest
 * the indicator is its own, and an element holding the indicator is never a panel of it.
 */
const panelOf = (button: HTMLElement, root: HTMLElement) => {
  // The first id of the list; compared as text, as an id from the page may be no valid selector.
  const id = button.getAttribute('aria-controls')?.trim().split(/\s+/)[0];
  const found = id ? [...root.ownerDocument.querySelectorAll<HTMLElement>('[id]')].filter((p) => p.id === id && !p.contains(root)) : [];
  for (let at = root.parentElement; found[1] && at; at = at.parentElement) {
    const near = found.find((p) => at!.contains(p));
    if (near) return near;
  }
  return found[0] ?? null;
};
const SAVED = ['aria-selected', 'tabindex'];

/**
 * The page's own play/stop texts, [stop, play], the dictionary's fallbacks (docs/rules.md §2
 * "Indicator"): `data-stop-text` / `data-play-text`, else the label the control ships with, for
 * the state it ships in: playing, as the legacy pages ship it ('Stop…'), unless
 * `aria-pressed="true"` says stopped. The carousel's rule, written again here so neither chunk
 * loads the other (plugins/carousel/legacy-controls.ts).
 */
const pageTexts = ({ dataset }: HTMLElement, control: Element | null) => {
  const texts = [dataset.stopText || undefined, dataset.playText || undefined];
  texts[+(control?.getAttribute('aria-pressed') === 'true')] ??= control?.querySelector('.hidden')?.textContent?.trim() || undefined;
  return texts;
};

/** Reads the type, flags and item delays; bad values warn and take their defaults. */
export function fromMarker({ data }: MarkerData, element: HTMLElement): IndicatorMarker {
  return indicatorConfig(data, itemsOf(element).map((item) => item.dataset.delay));
}

/** The component the registry portals into each indicator. */
export default function Indicator({ element, marker, event, guard }: PluginProps<IndicatorMarker>) {
  const { t } = useRuntime();
  const [buttons] = useState(() => itemsOf(element).slice(0, MAX_ITEMS).map(buttonOf));
  const [panels] = useState(() => buttons.map((b) => panelOf(b, element)));
  const [legacyControl] = useState(() => element.querySelector<HTMLButtonElement>('button.indicator__controls'));
  // Without rolling there is nothing to play or stop: the page's control is hidden. (With
  // data-control="false" none is rendered, but a control the page ships still stops the rolling.)
  const idle = !marker.autoRolling;
  const [shipped] = useState(() => pageTexts(element, legacyControl));
  // null until the machine runs: the page's markup stays as it is until then.
  const [state, setState] = useState<IndicatorState | null>(null);
  const machine = useRef<Machine | null>(null);

  useEffect(() => {
    // The page's values, put back when the plugin is switched off.
    const saved = buttons.map((b) => SAVED.map((name) => b.getAttribute(name)));
    const shown = panels.map((p) => p?.hidden);
    const label = legacyControl?.querySelector('.hidden');
    const labelText = label?.textContent ?? null;
    // The label says what a press does; a pressed state on top would contradict it (as on the carousel's).
    const pressed = legacyControl?.getAttribute('aria-pressed') ?? null;
    legacyControl?.removeAttribute('aria-pressed');
    const controlHidden = legacyControl?.hidden;
    if (idle && legacyControl) legacyControl.hidden = true;
    const m = (machine.current = createIndicator({
      // The delays and the two rolling flags.
      ...marker,
      initial: buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true'),
      // docs/rules.md §4: no rolling by itself under prefers-reduced-motion.
      playing: marker.play && marker.autoRolling && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
      onChange: setState,
      wrap: (fn) => guard(fn, 'timer'),
    }));
    setState(m.state());
    const untrack = copyTracking(buttons, panels, element);
    const listeners: [EventTarget, string, (e: never) => void][] = [];
    const on = <E extends Event>(target: EventTarget, type: string, fn: (e: E) => void) => {
      const handler = guard(fn);
      target.addEventListener(type, handler as EventListener);
      listeners.push([target, type, handler]);
    };
    // docs/rules.md §4: a hover or a focus on the indicator or its panels holds the rolling
    // (no item changes under the shopper's pointer or keyboard); leaving them resumes it.
    const regions = [element, ...panels.filter((p): p is HTMLElement => p !== null)];
    const outside = (e: MouseEvent | FocusEvent) => !regions.some((r) => r.contains(e.relatedTarget as Node | null));
    for (const r of regions) {
      on(r, 'mouseenter', () => m.hold('hover'));
      on(r, 'mouseleave', (e: MouseEvent) => outside(e) && m.release('hover'));
      on(r, 'focusin', () => m.hold('focus'));
      on(r, 'focusout', (e: FocusEvent) => outside(e) && m.release('focus'));
      // A pointer or a focus already there (the hover or the Tab that mounted it) holds it too.
      if (r.matches(':hover')) m.hold('hover');
      if (r.contains(r.ownerDocument.activeElement)) m.hold('focus');
    }
    // A mobile-only indicator is hidden from 768 px (docs/rules.md §2): hidden, with its control,
    // it changes nothing by itself.
    const wide = marker.type === 'dot-indicator-mobile-only' && window.matchMedia?.('(min-width: 768px)');
    if (wide) {
      const fit = () => (wide.matches ? m.hold('hidden') : m.release('hidden'));
      fit();
      on(wide, 'change', fit);
    }
    buttons.forEach((button, i) => {
      on(button, 'click', (e) => {
        e.preventDefault();
        m.select(i);
      });
      // The horizontal tabs pattern: Left and Right (swapped right to left), Home, End; Up and
      // Down scroll the page, and a key with a modifier is the browser's.
      on(button, 'keydown', (e: KeyboardEvent) => {
        const step = getComputedStyle(button).direction === 'rtl' ? -1 : 1;
        const to = e.altKey || e.ctrlKey || e.metaKey || e.shiftKey ? undefined : { ArrowLeft: i - step, ArrowRight: i + step, Home: 0, End: -1 }[e.key];
        if (to === undefined) return;
        e.preventDefault();
        const next = (to + buttons.length) % buttons.length;
        buttons[next]!.focus();
        m.select(next);
      });
    });
    if (legacyControl && !idle) on(legacyControl, 'click', () => m.toggle());
    // A press on an item or the control that came while the plugin loaded is taken now, once
    // (docs/rules.md §4: a shopper's choice is taken at once).
    const press = event?.type === 'click' && event.target instanceof Node ? event.target : null;
    const at = press ? buttons.findIndex((b) => b.contains(press)) : -1;
    if (at >= 0) m.select(at);
    else if (press && legacyControl?.contains(press) && !idle) m.toggle();
    return () => {
      m.destroy();
      machine.current = null;
      listeners.forEach(([target, type, handler]) => target.removeEventListener(type, handler as EventListener));
      untrack();
      buttons.forEach((b, i) => SAVED.forEach((name, j) => (saved[i]![j] === null ? b.removeAttribute(name) : b.setAttribute(name, saved[i]![j]!))));
      panels.forEach((p, i) => p && (p.hidden = shown[i]!));
      for (const name of ['data-selected-index', 'data-playing', 'data-held']) element.removeAttribute(name);
      element.style.removeProperty('--indicator-transition');
      if (label) label.textContent = labelText;
      legacyControl?.removeAttribute('data-state');
      if (pressed !== null) legacyControl!.setAttribute('aria-pressed', pressed);
      if (legacyControl) legacyControl.hidden = controlHidden!;
    };
  }, [element]);

  const playing = !!state?.playing;
  const text = playing ? t('Stop automatic slide show', shipped[0]) : t('Play automatic slide show', shipped[1]);
  // Shows the state on the page's markup.
  useLayoutEffect(() => {
    if (!state) return;
    const { selectedIndex } = state;
    buttons.forEach((b, i) => {
      b.setAttribute('aria-selected', String(i === selectedIndex));
      b.setAttribute('tabindex', i === Math.max(selectedIndex, 0) ? '0' : '-1');
      const panel = panels[i];
      // With nothing selected, the last panel shown stays: the page never goes blank.
      if (panel && selectedIndex >= 0) panel.hidden = i !== selectedIndex;
    });
    element.dataset.selectedIndex = String(selectedIndex);
    element.dataset.playing = String(playing);
    element.toggleAttribute('data-held', state.held);
    element.style.setProperty('--indicator-transition', `${TRANSITION_MS}ms`);
    if (legacyControl && !idle) {
      const label = legacyControl.querySelector('.hidden');
      if (label) label.textContent = text;
      legacyControl.dataset.state = playing ? 'running' : 'stopped';
    }
  }, [state, text]);

  if (!state || legacyControl || idle || !marker.control) return null;
  return (
    <button type="button" className="indicator__controls" data-state={playing ? 'running' : 'stopped'} onClick={guard(() => machine.current?.toggle())}>
      <span className="hidden">{text}</span>
    </button>
  );
}
