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

const itemsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.indicator__item')].slice(0, MAX_ITEMS);
const buttonOf = (item: HTMLElement) => item.querySelector<HTMLElement>('button, a, [role="tab"]') ?? item;
const panelOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  return id ? button.ownerDocument.getElementById(id) : null;
};
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Reads the type, flags and item delays; bad values warn and take their defaults. */
export function fromMarker({ data }: MarkerData, element: HTMLElement): IndicatorMarker {
  return indicatorConfig(data, [...element.querySelectorAll<HTMLElement>('.indicator__item')].map((item) => item.dataset.delay));
}

/** The component the registry portals into each indicator. */
export default function Indicator({ element, marker, guard }: PluginProps<IndicatorMarker>) {
  const { t } = useRuntime();
  const [buttons] = useState(() => itemsOf(element).map(buttonOf));
  // null until the machine runs: the page's markup stays as it is until then.
  const [state, setState] = useState<IndicatorState | null>(null);
  const machine = useRef<Machine | null>(null);

  useEffect(() => {
    const initial = buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true');
    const m = createIndicator({
      delays: marker.delays,
      autoRolling: marker.autoRolling,
      infiniteRolling: marker.infiniteRolling,
      initial,
      // docs/rules.md §4: no rolling by itself under prefers-reduced-motion.
      playing: marker.play && marker.autoRolling && !reducedMotion(),
      onChange: setState,
      wrap: (fn) => guard(fn, 'timer'),
    });
    machine.current = m;
    setState(m.state());
    const untrack = copyTracking(buttons, buttons.map(panelOf), element);
    // docs/rules.md §4: a hover or a focus on the indicator or its panels holds the rolling
    // (no item changes under the shopper's pointer or keyboard); leaving them resumes it.
    const regions = [element, ...buttons.map(panelOf).filter((p): p is HTMLElement => p !== null)];
    const outside = (e: Event) => !regions.some((r) => r.contains((e as MouseEvent | FocusEvent).relatedTarget as Node | null));
    const hovers: [string, (e: Event) => void][] = [
      ['mouseenter', () => m.hold('hover')],
      ['mouseleave', (e) => outside(e) && m.release('hover')],
      ['focusin', () => m.hold('focus')],
      ['focusout', (e) => outside(e) && m.release('focus')],
    ];
    const holding = hovers.flatMap(([type, fn]) => {
      const handler = guard(fn);
      regions.forEach((r) => r.addEventListener(type, handler));
      return () => regions.forEach((r) => r.removeEventListener(type, handler));
    });
    const offs = buttons.map((button, i) => {
      const click = guard((e: Event) => {
        e.preventDefault();
        m.select(i);
      });
      const key = guard((e: KeyboardEvent) => {
        const last = buttons.length - 1;
        const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: last }[e.key];
        if (to === undefined) return;
        e.preventDefault();
        const next = (to + buttons.length) % buttons.length;
        buttons[next]!.focus();
        m.select(next);
      });
      button.addEventListener('click', click);
      button.addEventListener('keydown', key);
      return () => {
        button.removeEventListener('click', click);
        button.removeEventListener('keydown', key);
      };
    });
    return () => {
      m.destroy();
      machine.current = null;
      offs.forEach((off) => off());
      holding.forEach((off) => off());
      untrack();
    };
  }, [element]);

  // Shows the state on the page's markup; the cleanup puts the page's values back.
  useLayoutEffect(() => {
    if (!state) return;
    const before = buttons.map((b) => [b.getAttribute('aria-selected'), b.getAttribute('tabindex')] as const);
    const focusable = state.selectedIndex >= 0 ? state.selectedIndex : 0;
    buttons.forEach((b, i) => {
      b.setAttribute('aria-selected', String(i === state.selectedIndex));
      b.setAttribute('tabindex', i === focusable ? '0' : '-1');
      const panel = panelOf(b);
      // With nothing selected, the last panel shown stays: the page never goes blank.
      if (panel && state.selectedIndex >= 0) panel.hidden = i !== state.selectedIndex;
    });
    element.dataset.selectedIndex = String(state.selectedIndex);
    element.dataset.playing = String(state.playing);
    element.toggleAttribute('data-held', state.held);
    element.style.setProperty('--indicator-transition', `${TRANSITION_MS}ms`);
    return () =>
      buttons.forEach((b, i) => {
        const [selected, tabindex] = before[i]!;
        if (selected === null) b.removeAttribute('aria-selected');
        else b.setAttribute('aria-selected', selected);
        if (tabindex === null) b.removeAttribute('tabindex');
        else b.setAttribute('tabindex', tabindex);
      });
  }, [state, buttons, element]);

  useEffect(
    () => () => {
      delete element.dataset.selectedIndex;
      delete element.dataset.playing;
      element.removeAttribute('data-held');
      element.style.removeProperty('--indicator-transition');
    },
    [element],
  );

  const legacyControl = useState(() => element.querySelector<HTMLButtonElement>('button.indicator__controls'))[0];
  const playing = state?.playing ?? false;
  const text = playing ? t('Stop automatic slide show', element.dataset.stopText) : t('Play automatic slide show', element.dataset.playText);
  useEffect(() => {
    if (!legacyControl || !state) return;
    const label = legacyControl.querySelector('.hidden');
    const before = label?.textContent ?? null;
    if (label) label.textContent = text;
    legacyControl.dataset.state = playing ? 'running' : 'stopped';
    const toggle = guard(() => machine.current?.toggle());
    legacyControl.addEventListener('click', toggle);
    return () => {
      legacyControl.removeEventListener('click', toggle);
      if (label) label.textContent = before;
      delete legacyControl.dataset.state;
    };
  }, [legacyControl, text, playing, state === null]);

  if (!state || legacyControl || !marker.control || !marker.autoRolling) return null;
  return (
    <button type="button" className="indicator__controls" data-state={playing ? 'running' : 'stopped'} onClick={guard(() => machine.current?.toggle())}>
      <span className="hidden">{text}</span>
    </button>
  );
}
