/**
 * What the runtime changes in a marker, and how it gives it back. A plugin renders into a
 * host element the runtime appends to the marker (`span[data-sf-host]`, `display: contents`;
 * put before the marker's children for a plugin whose module says `hostFirst`), never among
 * the page's own children; the marker's attributes a plugin may change (shown or
 * hidden, expanded) are recorded on the host first. So a switched-off plugin leaves the markup
 * as the page had it, and a copy of a mounted marker (a sticky header made with `cloneNode`)
 * is cleaned of the copied rendering before it mounts.
 */
/** The marker attributes a plugin may change and the runtime restores. */
const OWNED_ATTRIBUTES = ['style', 'hidden', 'aria-expanded', 'aria-hidden'] as const;

const HOST = 'data-sf-host';
const RECORD = 'data-sf-restore';

type Recorded = Record<string, string | null>;

/** Hosts of mounted instances (a clone's copied host is a different node, never in here). */
const live = new WeakSet<Element>();

const hostsOf = (marker: HTMLElement, plugin: string) =>
  [...marker.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.getAttribute(HOST) === plugin);

/** Prepares `marker` for `plugin`: drops copied hosts (keeping their record) and appends a fresh host (or puts it `first`). */
export function attachHost(marker: HTMLElement, plugin: string, first?: boolean): HTMLElement {
  const stale = hostsOf(marker, plugin);
  // The messages tiny-invariant gave, without shipping it for one check; the detail is for development builds.
  if (stale.some((h) => live.has(h))) throw new Error(__DEV__ ? `Invariant failed: a marker is mounted once per plugin ("${plugin}")` : 'Invariant failed');
  // A copied host means this marker is a clone: its attributes are the rendered ones, and
  // the page's own are in the copied record.
  const record = stale[0]?.getAttribute(RECORD) ?? JSON.stringify(Object.fromEntries(OWNED_ATTRIBUTES.map((a) => [a, marker.getAttribute(a)])));
  stale.forEach((h) => h.remove());
  const host = marker.ownerDocument.createElement('span');
  host.setAttribute(HOST, plugin);
  host.setAttribute(RECORD, record);
  host.style.display = 'contents';
  if (first) marker.prepend(host);
  else marker.appendChild(host);
  live.add(host);
  return host;
}

/** Gives the marker back: its recorded attributes restored, the host removed. */
export function detachHost(marker: HTMLElement, host: HTMLElement): void {
  let recorded: Recorded = {};
  try {
    const parsed: unknown = JSON.parse(host.getAttribute(RECORD) ?? '{}');
    // A record a page script rewrote to something else ("null", "5") restores nothing.
    if (parsed && typeof parsed === 'object') recorded = parsed as Recorded;
  } catch {
    /* a page script rewrote the record: leave the attributes as they are */
  }
  for (const name of OWNED_ATTRIBUTES) {
    if (!Object.hasOwn(recorded, name)) continue;
    const value = recorded[name];
    if (value === null || value === undefined) marker.removeAttribute(name);
    else marker.setAttribute(name, value);
  }
  live.delete(host);
  host.remove();
}
