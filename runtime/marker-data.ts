/** Reads what a marker carries: its `data-*` attributes and an optional JSON `<script>` child. */
import type { MarkerData } from './plugin';

/** Reads a marker's data; a malformed JSON child is reported and left out. */
export function readMarker(element: HTMLElement, plugin: string): MarkerData {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(element.dataset)) if (v !== undefined && k !== 'sfPlugin') data[k] = v;
  const script = element.querySelector(':scope > script[type="application/json"]');
  let json: unknown;
  if (script?.textContent?.trim()) {
    try {
      json = JSON.parse(script.textContent);
    } catch {
      console.warn(`storefront: plugin "${plugin}": the marker's JSON <script> is malformed; ignoring it`);
    }
  }
  return { data: Object.freeze(data), json };
}
