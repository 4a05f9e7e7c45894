/**
 * Main-thread tasks from a Chromium performance trace, each attributed to the runtime or not.
 * A task is the runtime's when anything it ran belongs to a file under /static/storefront/: a
 * trace event naming such a URL (script evaluation, function calls, timers, animation frames)
 * or a CPU profile sample whose stack holds such a frame. The samples catch what events do not
 * name: promise continuations (a fetch reply, a dynamic import resolving) and microtasks.
 */

const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading',
  'v8.execute', 'disabled-by-default-v8.cpu_profiler',
];

/** Starts tracing `page` (call before navigation). */
export async function startTrace(page) {
  await page.tracing.start({ categories: CATEGORIES });
}

/** Stops tracing and returns the trace events. */
export async function stopTrace(page) {
  const buffer = await page.tracing.stop();
  return JSON.parse(Buffer.from(buffer).toString('utf8')).traceEvents;
}

// A resource event's own URL says what was fetched, not what ran; its stack trace (a request
// made by script) does say what ran.
const urlsOf = (e) => {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const own = e.name.startsWith('Resource') || e.name === 'ParseHTML' ? [] : [d.url, d.scriptName, d.sourceURL];
  return [...own, ...(d.stackTrace ?? []).map((f) => f.url)].filter(Boolean);
};

/**
 * The renderer main thread's top-level tasks: {start, end, ms, runtime, runtimeMs, layoutMs, urls},
 * times in ms on the trace clock (`runtimeMs`: the CPU samples' time with runtime code on the
 * stack, the part of the task the runtime's own code took; `layoutMs`: the browser's style and
 * layout in the task that no runtime code forced); `marks` maps user-timing mark names to their time; `request(url)` is when a
 * resource whose URL contains `url` was requested.
 */
export function readTrace(events, match = '/static/storefront/') {
  // The page's renderer main thread: where the page's document (http) started navigating;
  // traces taken after navigation fall back to the busiest renderer main thread.
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const count = (t) => events.filter((x) => x.pid === t.pid && x.tid === t.tid && x.ph === 'X').length;
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = (nav && threads.find((t) => t.pid === nav.pid)) ?? threads.map((t) => [t, count(t)]).sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .map((e) => ({ start: e.ts / 1000, end: (e.ts + e.dur) / 1000, ms: e.dur / 1000, runtime: false, runtimeMs: 0, layoutMs: 0, urls: new Set() }))
    .sort((a, b) => a.start - b.start);
  // Nested RunTask events (a task inside a task) collapse into the outer one.
  const top = [];
  for (const t of tasks) if (!top.length || t.start >= top[top.length - 1].end) top.push(t);
  const at = (ts) => {
    let lo = 0;
    let hi = top.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (top[mid].end < ts) lo = mid + 1;
      else if (top[mid].start > ts) hi = mid - 1;
      else return top[mid];
    }
    return undefined;
  };
  for (const e of onMain) {
    // The browser's own style and layout: not forced by runtime code (a forced one carries the
    // stack that asked for it, and counts as the runtime's through its URLs below).
    if ((e.name === 'UpdateLayoutTree' || e.name === 'Layout') && e.ph === 'X' && !(e.args?.beginData?.stackTrace ?? []).some((f) => f.url?.includes(match))) {
      const task = at(e.ts / 1000);
      if (task) task.layoutMs += e.dur / 1000;
    }
    const urls = urlsOf(e);
    if (!urls.length) continue;
    const task = at(e.ts / 1000);
    if (task) urls.forEach((u) => task.urls.add(u));
  }
  attributeSamples(events.filter((e) => e.pid === main.pid), at, match);
  for (const t of top) if ([...t.urls].some((u) => u.includes(match))) t.runtime = true;

  const marks = {};
  for (const e of events) if (e.pid === main.pid && e.cat?.includes('blink.user_timing') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b')) marks[e.name] ??= e.ts / 1000;
  const requests = events.filter((e) => e.name === 'ResourceSendRequest').map((e) => ({ url: e.args.data.url, at: e.ts / 1000 }));
  return {
    tasks: top,
    marks,
    navigationStart: nav ? nav.ts / 1000 : undefined,
    request: (part) => requests.find((r) => r.url.includes(part))?.at,
  };
}

/** Adds the URLs of sampled stacks (v8 CPU profile in the trace) to the task each sample fell in. */
function attributeSamples(events, at, match) {
  const nodes = new Map();
  const chunks = events.filter((e) => e.name === 'ProfileChunk' || e.name === 'Profile');
  let time;
  for (const e of chunks.sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'Profile') {
      time = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time = (time ?? e.ts) + (deltas[i] ?? 0);
      let node = nodes.get(id);
      const task = at(time / 1000);
      if (!task) return;
      while (node) {
        if (node.callFrame?.url?.includes(match)) {
          task.urls.add(node.callFrame.url);
          // The time since the sample before, spent with runtime code on the stack.
          task.runtimeMs += Math.min(deltas[i] ?? 0, 10_000) / 1000;
          return;
        }
        node = nodes.get(node.parent);
      }
    });
  }
}
