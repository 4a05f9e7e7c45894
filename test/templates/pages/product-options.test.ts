// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useBackend } from '../backend/harness';

const be = useBackend();

/** The radio groups of a page: name → how many radios carry it. */
function radioGroups(html: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of html.matchAll(/<input type="radio"[^>]* name="([^"]+)"/g)) out[m[1]!] = (out[m[1]!] ?? 0) + 1;
  return out;
}

describe('product page options (docs/rules.md §4 "Option selector")', () => {
  for (const path of ['/uk/product/', '/ae_ar/product/']) {
    it(`${path} offers each choice once: one colour group of 7 and one capacity group of 3, inside the buying tool`, async () => {
      const { text } = await be.call(path);
      expect(radioGroups(text)).toEqual({ 'pd-color': 7, 'pd-capacity': 3 });
      expect(text.match(/class="pd-option-selector"/g)).toHaveLength(2);
      const tool = text.slice(text.indexOf('class="pd-buying-tool"'), text.indexOf('class="pd-buying-price"'));
      expect(tool).toContain('id="multiColorText"');
      expect(tool).toContain('id="pd-capacity-text"');
    });
  }
});
