/**
 * The uk (or ae_ar) product template's body with its hidden inputs, mounted through the real
 * registry and mount for the control plugins' tests, as the page runs them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginDefinition } from '../../runtime/plugin';
import { buildRuntime, mountPlugins, type Mounted } from '../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The body of templates/pages/<site>/product.html. */
export function productBody(site: 'uk' | 'ae_ar' = 'uk'): string {
  const html = readFileSync(join(root, `templates/pages/${site}/product.html`), 'utf8');
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)![1]!;
}

/** Puts the product page in the document and starts `definitions` on it, switched on. */
export function mountProductPage(definitions: readonly PluginDefinition[], site: 'uk' | 'ae_ar' = 'uk'): Mounted {
  document.body.innerHTML = productBody(site);
  document.documentElement.dir = site === 'ae_ar' ? 'rtl' : 'ltr';
  const inputs = Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('input[type="hidden"][id]')].map((i) => [i.id, i.value]));
  const runtime = buildRuntime(inputs);
  const settings = { ...runtime.site.plugins, ...Object.fromEntries(definitions.map((d) => [d.name, { enabled: true, options: {} }])) };
  return mountPlugins(definitions, settings, runtime);
}
