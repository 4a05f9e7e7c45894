#!/usr/bin/env node
/**
 * Boot on the uk home, Chromium with a 4× CPU throttle set before navigation, cold loads (fresh
 * context, empty cache), the Preact build, the React build, the page without the runtime
 * (?runtime=off) and the Preact build included without `async` (?runtime=defer, a deferred module
 * script) alternated run by run; median (min–max) of RUNS loads each. The pages include the
 * runtime as the README says, with `async`.
 * Window: from the request of runtime.js to eager plugins mounted (both cart badges show the
 * cookie's count, seen by a MutationObserver on the badges that sets a user-timing mark).
 * Every main-thread task in the window is read from a performance trace and attributed to the
 * runtime when it ran runtime code (bench/lib/trace.mjs: events and CPU samples, so timers and
 * promise continuations count). Budget (Preact): runtime's longest task ≤ 50 ms median, ≤ 80 ms max.
 */
import { alternate, benchEnv, fmt, stats } from './lib/builds.mjs';
import { bootLoad, rendererChunk } from './lib/boot-scenario.mjs';
import { machineLine, saveFigures, writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const THROTTLE = 4;
const BUDGET = { median: 50, max: 80 };

async function load(env, variant) {
  const server = env.servers[variant === 'react' ? 'react' : 'preact'];
  const query = { baseline: '?runtime=off', 'preact-defer': '?runtime=defer' }[variant] ?? '';
  return bootLoad(env.browser, server.url, { throttle: THROTTLE, query, baseline: variant === 'baseline', chunk: env.chunks[variant === 'react' ? 'react' : 'preact'] });
}

const env = await benchEnv();
env.chunks = { preact: rendererChunk('dist-bench/preact'), react: rendererChunk('dist-bench/react') };
const variants = ['preact', 'react', 'baseline', 'preact-defer'];
const runs = Object.fromEntries(variants.map((v) => [v, []]));
try {
  for (const v of variants) await load(env, v); // warms the servers' file caches, not the browser's
  for (let i = 0; i < RUNS; i++) for (const v of alternate(variants, i)) runs[v].push(await load(env, v));
} finally {
  await env.close();
}

const s = (v, key) => stats(runs[v].map((r) => r[key]));
const row = (label, key, digits = 0) => `| ${label} | ${fmt(s('preact', key), digits)} | ${fmt(s('react', key), digits)} |`;
const pre = s('preact', 'longestRuntime');
const missed = [];
if (pre.median > BUDGET.median) missed.push(`median ${pre.median.toFixed(0)} ms is ${(pre.median - BUDGET.median).toFixed(0)} ms over ${BUDGET.median} ms`);
if (pre.max > BUDGET.max) missed.push(`max ${pre.max.toFixed(0)} ms is ${(pre.max - BUDGET.max).toFixed(0)} ms over ${BUDGET.max} ms`);
const baselineLoad = s('baseline', 'load');
const md = `## Boot (uk home, ${THROTTLE}× CPU throttle from navigation, cold loads, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. Window: \`runtime.js\` requested → both cart badges show the count. Tasks from a performance trace, attributed to the runtime when they ran its code (events or CPU samples: timers and promise continuations included).

| measure | Preact build | React build |
|---|---:|---:|
${row('runtime.js requested → eager plugins mounted', 'window')}
${row('runtime\'s longest task (budget, Preact: ≤ 50 ms median, ≤ 80 ms max)', 'longestRuntime')}
${row('runtime code within that longest task (CPU samples)', 'longestRuntimeOwn')}
${row('the browser\'s style and layout within that longest task, forced by no runtime code', 'longestRuntimeLayout')}
${row('runtime code in any one task, most (CPU samples)', 'longestOwn')}
${row('runtime\'s tasks in the window, total', 'runtimeTotal')}
| runtime's tasks in the window, count (median) | ${s('preact', 'runtimeTasks').median} | ${s('react', 'runtimeTasks').median} |
${row('renderer chunk evaluation (longest task running it)', 'rendererEval')}
${row('longest main-thread task in the window (any cause)', 'longestAny')}
${row('load event', 'load')}

"Runtime code within that longest task": the CPU samples of the longest runtime task with runtime code on the stack; the rest of that task is the browser's (style, layout, parsing). The budget is on the whole task.

The Preact build included without \`async\` (a deferred module script, same runs): runtime's longest task ${fmt(s('preact-defer', 'longestRuntime'))}, of it style and layout no runtime code forced ${fmt(s('preact-defer', 'longestRuntimeLayout'))}, runtime code ${fmt(s('preact-defer', 'longestRuntimeOwn'))}. A deferred module script is evaluated in the parser's last task, where Chromium brings the page's styles up to date, so that task counts as the runtime's; with \`async\` the runtime waits for parsing in timer tasks of its own, and for the page's stylesheets before its first mount (docs/architecture.md "Boot").

Same page without the runtime (baseline, same runs): load event ${fmt(baselineLoad)}; longest main-thread task ${fmt(s('baseline', 'longestAny'))} (its first style, layout and paint); tasks attributed to the runtime there: ${Math.max(...runs.baseline.map((r) => r.baselineRuntimeTasks))} (the attribution's check).
${missed.length ? `\n**Budget missed (Preact):** ${missed.join('; ')}.\n` : '\nBudget met (Preact).\n'}`;
writeSection('boot', md);
saveFigures('boot', { preact: { longest: pre, eval: s('preact', 'rendererEval') }, react: { longest: s('react', 'longestRuntime'), eval: s('react', 'rendererEval') } });
console.log(md);
if (missed.length) {
  console.error(`boot budget missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
