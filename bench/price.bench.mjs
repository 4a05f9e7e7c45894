/**
 * formatPrice throughput against a cached Intl.NumberFormat baseline, measured in the same run
 * on the same amounts. Usage: `node bench/price.bench.mjs` (also run by `npm run bench`).
 * Writes the "price" section of bench/RESULTS.md.
 */
import { loadTs } from './lib/load-ts.mjs';
import { machineLine, median, writeSection } from './lib/results.mjs';

const price = await loadTs('runtime/rules/price.ts');
const { siteFiles } = await loadTs('sites/index.ts');
const rules = price.createPriceRules(siteFiles, { locale: 'en' });

const AMOUNTS = 10_000;
const ROUNDS = 15;
const PASSES = 20;
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
// Shop prices: cents up to a million, a third of them whole numbers.
const amounts = Array.from({ length: AMOUNTS }, (_, i) => (i % 3 ? Math.round(random() * 1e8) / 100 : Math.round(random() * 1e6)));

/** Operations per second of one round of `fn` over every amount. */
function round(fn) {
  let sink = 0;
  const start = performance.now();
  for (let p = 0; p < PASSES; p++) for (let i = 0; i < AMOUNTS; i++) sink += fn(amounts[i]).length;
  if (sink === 0) throw new Error('nothing formatted');
  return (AMOUNTS * PASSES) / ((performance.now() - start) / 1000);
}

/** Median ops/s of each function, rounds interleaved so all see the same machine state. */
function measure(fns) {
  const rates = fns.map(() => []);
  for (const fn of fns) round(fn); // warm-up
  for (let r = 0; r < ROUNDS; r++) fns.forEach((fn, i) => rates[i].push(round(fn)));
  return rates.map(median);
}

const cases = [
  ['uk', 'en-GB', 'GBP'],
  ['de', 'de-DE', 'EUR'],
  ['sec', 'ko-KR', 'KRW'],
  ['ae_ar', 'ar-AE', 'AED'],
];
const rows = [];
for (const [site, locale, currency] of cases) {
  const format = price.formatPrice;
  const data = rules.sitePrice(site).format;
  const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const [baseline, ours, bySite] = measure([(x) => intl.format(x), (x) => format(x, data), (x) => rules.formatPrice(x, site)]);
  rows.push({ site, locale, currency, baseline, ours, bySite });
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const table = [
  '| site | Intl.NumberFormat (cached) ops/s | formatPrice(amount, format) ops/s | ratio | formatPrice(amount, site) ops/s | ratio |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.site} (${r.locale} ${r.currency}) | ${fmt(r.baseline)} | ${fmt(r.ours)} | ${(r.ours / r.baseline).toFixed(2)}× | ${fmt(r.bySite)} | ${(r.bySite / r.baseline).toFixed(2)}× |`),
];
const worst = Math.min(...rows.map((r) => r.bySite / r.baseline));
const markdown = `## Price formatting

${machineLine()}

${AMOUNTS.toLocaleString('en-US')} amounts × ${PASSES} passes, median of ${ROUNDS} rounds. Ratio = ops/s against a cached \`Intl.NumberFormat\` on the same amounts (higher is faster). Target: ≥ 1.00× (not slower than the baseline). Slowest ratio by site code: **${worst.toFixed(2)}×**.

${table.join('\n')}
`;
writeSection('price', markdown);
console.log(markdown);
