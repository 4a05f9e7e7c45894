/**
 * The tooltip mounted through the real registry on the ae_ar product template (docs/rules.md
 * §8: the Expand / Collapse texts come from page data): the button's hidden text is the
 * marker's `data-expand-text` / `data-collapse-text`, not words of the plugin's own.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tooltip } from '../../../plugins/tooltip/index';
import { mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const page = readFileSync(join(root, 'templates/pages/ae_ar/product.html'), 'utf8');
const section = /<section class="pd-tooltips"[\s\S]*?<\/section>/.exec(page)![0];
let mounted: Mounted | undefined;
const button = () => document.getElementById('pd-care-tip')!;
const text = () => button().querySelector('.tooltip__btn-text')!.textContent;

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  document.body.innerHTML = '';
});

async function start(html = section) {
  document.body.innerHTML = html;
  mounted = mountPlugins([tooltip], { tooltip: { enabled: true } });
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
}

describe('tooltip on the ae_ar product page', () => {
  it('reads Expand and Collapse from the page: توسيع closed, طي open', async () => {
    await start();
    expect(text()).toBe('توسيع');
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(text()).toBe('طي');
    button().click();
    expect(text()).toBe('توسيع');
  });

  it('other page words are used as given', async () => {
    await start(section.replace('data-expand-text="توسيع"', 'data-expand-text="Show more"').replace('data-collapse-text="طي"', 'data-collapse-text="Show less"'));
    expect(text()).toBe('Show more');
    button().click();
    expect(text()).toBe('Show less');
  });
});
