/**
 * One tab component (WAI-ARIA Tabs pattern, automatic activation): the controller in
 * tabs-controller.ts drives the page's own tablist, tabs, panels and arrows; the component
 * starts it with the marker and stops it (restoring the markup) when it unmounts. A strip that
 * asks for arrows (`data-arrows="true"`) but has none gets them rendered, labelled in the
 * page's language.
 */
import { useLayoutEffect } from 'react';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { createTabs, readTabs } from './tabs-controller';

/** What the component reads from the tab component's marker. */
export interface TabsMarker {
  /** The page asked for arrows and has none: the plugin renders them. */
  renderArrows: boolean;
}

/** Checks the marker holds a tablist with tabs; throwing skips it with a warning naming the plugin. */
export function fromMarker({ data }: MarkerData, element: HTMLElement): TabsMarker {
  readTabs(element);
  return { renderArrows: data.arrows === 'true' && !element.querySelector('.tab__arrow') };
}

/** An arrow as the legacy markup has it: a button with hidden text and a sprite icon. */
function Arrow({ side, text, icon }: { side: 'prev' | 'next'; text: string; icon: string }) {
  return (
    <button type="button" className={`tab__arrow tab__arrow--${side} tab__arrow--rendered`}>
      <span className="hidden">{text}</span>
      <svg className="icon" focusable="false" aria-hidden="true">
        <use href={`#${icon}`} />
      </svg>
    </button>
  );
}

/** The component the registry portals into each tab component. */
export default function Tabs({ element, marker, guard }: PluginProps<TabsMarker>) {
  const { t } = useRuntime();
  // A layout effect: the tabs answer keys and clicks from the task that mounted them, and the
  // rendered arrows are in the marker by then, so the controller finds them like the page's.
  useLayoutEffect(
    () =>
      createTabs(element, {
        warn: (message) => console.warn(`storefront: plugin "tabs": ${message}`),
        wrap: (fn) => {
          const guarded = guard(fn, 'handler');
          return (...args) => void guarded(...args);
        },
      }),
    [element, guard],
  );
  if (!marker.renderArrows) return null;
  return (
    <>
      <Arrow side="prev" text={t('Previous')} icon="previous-regular" />
      <Arrow side="next" text={t('Next')} icon="next-regular" />
    </>
  );
}
