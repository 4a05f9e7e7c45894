/**
 * Hostile input through the pure rules: long strings (10 kB and 20 kB of text, markup,
 * entities, digits) and email shapes that make naive patterns backtrack. Each must stay well
 * inside one 50 ms main-thread task and grow linearly: doubling the input may at most triple
 * the time. Exits non-zero over budget. Usage: `node bench/hostile-input.bench.mjs` (also run
 * by `npm run bench`). Writes the "hostile-input" section of bench/RESULTS.md. The unit tests
 * check what these inputs produce; speed lives here.
 */
import { loadTs } from './lib/load-ts.mjs';
import { machineLine, median, writeSection } from './lib/results.mjs';

const { sanitiseQuery, submittedQuery, suggestionDomain } = await loadTs('runtime/rules/search-input.ts');
const { isEmail, lengthCounter, mailFormCookieValue } = await loadTs('runtime/rules/validation.ts');
const { formatPrice, parsePrice } = await loadTs('runtime/rules/price-format.ts');
const { wishlistCookie, searchHistoryCookie, regionCookie } = await loadTs('runtime/rules/cookie-lists.ts');
const { multistoreHref } = await loadTs('runtime/rules/multistore-links.ts');
const { closestName } = await loadTs('runtime/rules/closest-name.ts');
const { allowedLink } = await loadTs('runtime/rules/allowed-link.ts');
const { highlight } = await loadTs('plugins/search/highlight.ts');

const BUDGET_MS = 50;
const MAX_GROWTH = 3;
const ROUNDS = 15;
const usd = { symbol: '$', position: 'prefix', group: ',', decimal: '.', decimals: 2 };
const scope = { pageUrl: 'https://www.samsung.com/uk/', allowedHosts: ['.samsung.com'] };

/** Every rule that takes text, once over `s`. */
function allRules(s) {
  formatPrice(s, usd);
  parsePrice(s, usd);
  sanitiseQuery(s, 'typing');
  sanitiseQuery(s, 'submit');
  submittedQuery(s, s);
  suggestionDomain(s);
  isEmail(s);
  mailFormCookieValue(s);
  lengthCounter(s, 100);
  multistoreHref(s, { site: 'vn', company: 'acme' });
  closestName(s, ['search', 'cart-badge']);
  allowedLink(s, scope);
  highlight(s, '(a+)+$');
  highlight(s, s.slice(0, 100));
  for (const cookie of [wishlistCookie, searchHistoryCookie, regionCookie]) cookie.add(cookie.parse(s), s);
}

const SHAPES = {
  text: (n) => 'x'.repeat(n),
  markup: (n) => '<'.repeat(n),
  entities: (n) => '&lt;'.repeat(n / 4),
  'split entities': (n) => '&l'.repeat(n / 4) + '&lt;' + 't;'.repeat(n / 4),
  'percent escapes': (n) => '%25'.repeat(Math.floor(n / 3)),
  digits: (n) => '9'.repeat(n),
  'email dots': (n) => `${'a.'.repeat(n / 4)}@${'b.'.repeat(n / 4)}`,
};

/** Median milliseconds of one pass of every rule over `s`. */
function time(s) {
  allRules(s); // warm-up
  const runs = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    allRules(s);
    runs.push(performance.now() - start);
  }
  return median(runs);
}

const rows = Object.entries(SHAPES).map(([name, make]) => {
  const small = time(make(10_240));
  const large = time(make(20_480));
  return { name, small, large, growth: large / Math.max(small, 0.01) };
});
const over = rows.filter((r) => r.large > BUDGET_MS || (r.large > 1 && r.growth > MAX_GROWTH));
const table = [
  '| input | 10 kB (ms) | 20 kB (ms) | growth |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.name} | ${r.small.toFixed(2)} | ${r.large.toFixed(2)} | ${r.growth.toFixed(2)}× |`),
];
const markdown = `## Hostile input through the rules

${machineLine()}

Every text rule once over the input, median of ${ROUNDS} rounds. Budget: under ${BUDGET_MS} ms at 20 kB, and at most ${MAX_GROWTH}× the 10 kB time (linear growth; times under 1 ms are not compared). ${over.length ? `**Over budget: ${over.map((r) => r.name).join(', ')}.**` : 'All within budget.'}

${table.join('\n')}
`;
writeSection('hostile-input', markdown);
console.log(markdown);
process.exit(over.length ? 1 : 0);
