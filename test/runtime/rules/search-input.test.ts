// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHINA_SUBMIT_STRIPPED,
  SUBMIT_STRIPPED,
  TYPING_STRIPPED,
  sanitiseQuery,
  stripAngleBrackets,
  submittedQuery,
  suggestionDomain,
} from '../../../runtime/rules/search-input';

describe('character sets (docs/rules.md §5)', () => {
  it('strips the spec submit set', () => {
    expect([...SUBMIT_STRIPPED].sort()).toEqual([...'{}[]/?,;:|)*~`!^_<>@#$%&\\=(\'"'].sort());
    expect(sanitiseQuery('{a}[b]/c?d,e;f:g|h)i*j~k`l!m^n_o<p>q@r#s$t%u&v\\w=x(y\'z"', 'submit')).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it('keeps slash and apostrophe while typing', () => {
    expect(TYPING_STRIPPED).not.toContain('/');
    expect(TYPING_STRIPPED).not.toContain("'");
    expect(sanitiseQuery("50/50 men's (tv)!", 'typing')).toBe("50/50 men's tv");
    expect(sanitiseQuery("50/50 men's (tv)!", 'submit')).toBe('5050 mens tv');
  });

  it("keeps the apostrophe on China's submit only", () => {
    expect(CHINA_SUBMIT_STRIPPED).not.toContain("'");
    expect(sanitiseQuery("xi'an/tv", 'submit', 'cn')).toBe("xi'antv");
    expect(sanitiseQuery("xi'an/tv", 'submit', 'CN')).toBe("xi'antv");
    expect(sanitiseQuery("xi'an/tv", 'submit', 'hk')).toBe('xiantv');
  });

  it('keeps letters of every script, digits and spaces', () => {
    expect(sanitiseQuery('갤럭시 S24 ультра 电视 تلفزيون', 'submit')).toBe('갤럭시 S24 ультра 电视 تلفزيون');
  });
});

describe('angle brackets and escaped forms (docs/rules.md §5)', () => {
  it.each([
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['&lt;script&gt;', 'script'],
    ['&LT;b&GT;', 'b'],
    ['&#60;b&#62;', 'b'],
    ['&#x3C;b&#x3e;', 'b'],
    ['%3Cb%3E', 'b'],
    ['%253Cb%253E', 'b'],
    ['\\u003cb\\u003e', 'b'],
    ['&l&lt;t;b', 'b'], // removing one form must not leave another
    ['＜b＞', 'b'],
  ])('%s → %s on submit', (raw, clean) => {
    expect(sanitiseQuery(raw, 'submit')).toBe(clean);
  });

  it('removes them while typing too', () => {
    expect(sanitiseQuery('a&lt;/b', 'typing')).toBe('a/b');
    expect(stripAngleBrackets('a<b>c')).toBe('abc');
  });
});

describe('submittedQuery (docs/rules.md §5)', () => {
  it('uses the cleaned input, else the placeholder, else null', () => {
    expect(submittedQuery('  galaxy s24 ', 'Search')).toBe('galaxy s24');
    expect(submittedQuery('', 'Galaxy Z Flip')).toBe('Galaxy Z Flip');
    expect(submittedQuery('<>!!', 'Galaxy')).toBe('Galaxy'); // nothing left after cleaning
    expect(submittedQuery('   ', '')).toBeNull();
    expect(submittedQuery(undefined, undefined)).toBeNull();
  });
});

describe('suggestionDomain (docs/rules.md §5)', () => {
  it('removes the trailing slash', () => {
    expect(suggestionDomain('//searchapi.samsung.com/v6/')).toBe('//searchapi.samsung.com/v6');
    expect(suggestionDomain('https://esapi.samsung.com//')).toBe('https://esapi.samsung.com');
    expect(suggestionDomain(' https://esapi.samsung.com/ ')).toBe('https://esapi.samsung.com');
    expect(suggestionDomain('https://esapi.samsung.com')).toBe('https://esapi.samsung.com');
    expect(suggestionDomain(null)).toBe('');
  });
});

describe('properties', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.array(fc.constantFrom(...'<>&lt;gt#x3c%25\\u00ab/\'" \ud800\udc00'.split('')), { maxLength: 40 }).map((a) => a.join('')),
  );
  const modes = fc.constantFrom<['typing' | 'submit', string]>(['typing', ''], ['submit', ''], ['submit', 'cn']);
  const forbidden = { typing: TYPING_STRIPPED, submit: SUBMIT_STRIPPED, cn: CHINA_SUBMIT_STRIPPED };

  it('is idempotent and never emits a forbidden character, a lone surrogate or an escaped bracket', () => {
    fc.assert(
      fc.property(text, modes, (raw, [mode, site]) => {
        const once = sanitiseQuery(raw, mode, site);
        expect(sanitiseQuery(once, mode, site)).toBe(once);
        const set = site === 'cn' ? forbidden.cn : forbidden[mode];
        expect([...once].filter((c) => set.includes(c))).toEqual([]);
        expect(() => encodeURIComponent(once)).not.toThrow();
        expect(once).not.toMatch(/<|>|&lt|%3c/i);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws for any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const clean = sanitiseQuery(a, 'submit');
        expect(typeof a === 'string' ? clean.length <= 500 && !/[<>]/.test(clean) : clean === '').toBe(true);
        const q = submittedQuery(a, b);
        expect(q === null || q.length > 0).toBe(true);
      }),
    );
  });

  // Speed on long hostile input: bench/hostile-input.bench.mjs.
  it('cleans only the first 500 characters of 10 kB hostile input', () => {
    expect(sanitiseQuery('&l'.repeat(2500) + '&lt;' + 't;'.repeat(2500), 'submit')).toBe('l'.repeat(250));
    expect(sanitiseQuery('%25'.repeat(3400), 'typing')).toBe('25'.repeat(166) + '2');
    expect(sanitiseQuery('a'.repeat(10_000), 'submit')).toHaveLength(500);
    expect(sanitiseQuery(`${'a'.repeat(500)}<script>`, 'submit')).toBe('a'.repeat(500));
  });
});
