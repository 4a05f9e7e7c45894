/**
 * A page's own narrowing (`<script type="application/json" id="storefront-config">`): checked
 * and applied here, in a chunk that only pages with a narrowing download. The text is bounded
 * (size, depth, keys: a hostile page cannot stall boot) before it is parsed and checked field
 * by field; a page may switch plugins off and change options, flags and endpoints, never
 * switch on what the site has off.
 */
import { checkSiteFile } from './site-file-check';
import { deepFreeze, type PluginSetting, type SiteConfig, type SiteFile } from './site-config';

/** Bounds of a page narrowing: it switches a few plugins and options, never more. */
export const NARROWING_LIMITS = { chars: 16_384, depth: 8, keys: 1000 } as const;

/** Which limit `data` exceeds (walked without recursion, stopping at the first excess), or null. */
function exceededLimit(data: unknown): string | null {
  const stack: [unknown, number][] = [[data, 1]];
  let keys = 0;
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > NARROWING_LIMITS.depth) return `nests deeper than ${NARROWING_LIMITS.depth} levels`;
    const children = Object.values(value);
    keys += children.length;
    if (keys > NARROWING_LIMITS.keys) return `holds more than ${NARROWING_LIMITS.keys} keys`;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/**
 * Checks a page narrowing's JSON `text`: ignored whole (file null) when too large, too deep or
 * malformed, naming the limit; otherwise its valid part, as checkSiteFile gives it.
 */
export function checkNarrowing(text: string, source: string, plugins: readonly string[]): { file: SiteFile | null; problems: string[] } {
  const ignored = (why: string) => ({ file: null, problems: [`${source} ${why}; ignoring it`] });
  if (text.length > NARROWING_LIMITS.chars) return ignored(`is longer than ${NARROWING_LIMITS.chars} characters`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return ignored('holds malformed JSON');
  }
  const exceeded = exceededLimit(data);
  return exceeded ? ignored(exceeded) : checkSiteFile(data, source, { page: true, plugins });
}

/**
 * Applies a page's narrowing: plugins may be switched off and options changed, flags changed;
 * switching on a plugin the site has off is refused with a warning (the site owner decides).
 */
export function narrowSite(config: SiteConfig, page: SiteFile, warn: (msg: string) => void): SiteConfig {
  const plugins: Record<string, PluginSetting> = { ...config.plugins };
  for (const [name, s] of Object.entries(page.plugins ?? {})) {
    const current = plugins[name];
    if (!current?.enabled && s.enabled) {
      warn(`storefront-config: plugin "${name}" is off for site ${config.site}; a page can only switch plugins off`);
      continue;
    }
    if (!current) continue;
    plugins[name] = { enabled: s.enabled ?? current.enabled, options: { ...current.options, ...s.options } };
  }
  return deepFreeze({ ...config, flags: { ...config.flags, ...page.flags }, plugins, endpoints: { ...config.endpoints, ...page.endpoints } });
}
