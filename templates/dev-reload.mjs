/**
 * Page reload for `npm run dev` (templates/dev.mjs): pages get a small script that listens to
 * server-sent events and reloads after a successful rebuild, or logs why a rebuild failed (the
 * page keeps running the last good build). Only the dev server passes a hub to startServer, so
 * `npm start` and the tests serve pages unchanged.
 */

/** Where the reload script and the event stream are served (same origin: CSP `'self'` allows both). */
export const RELOAD_SCRIPT = '/__dev/reload.js';
export const RELOAD_EVENTS = '/__dev/events';

const SCRIPT = `// Reloads this page after each rebuild of npm run dev; failed builds are logged here.
const events = new EventSource(${JSON.stringify(RELOAD_EVENTS)});
events.addEventListener('built', () => location.reload());
events.addEventListener('failed', (event) => console.error('[dev] build failed; this page runs the last good build.\\n' + event.data));
`;
const TAG = `<script src="${RELOAD_SCRIPT}"></script>`;

/** Formats one server-sent event; every line of `data` becomes a data field. */
function frame(event, data) {
  return `event: ${event}\n${String(data).split(/\r?\n/).map((line) => `data: ${line}\n`).join('')}\n`;
}

/** The reload hub: serves the script and the events, and tells open pages about builds. */
export function createReloadHub() {
  const clients = new Set();
  return {
    /** Answers the script and event-stream requests; false for any other path. */
    handle(req, res, path) {
      if (path === RELOAD_SCRIPT) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(SCRIPT);
        return true;
      }
      if (path !== RELOAD_EVENTS) return false;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    /** The page with the reload script added at the end of its body. */
    inject(html) {
      return html.includes('</body>') ? html.replace('</body>', `${TAG}</body>`) : `${html}${TAG}`;
    },
    /** Sends `built` (pages reload) or `failed` (pages log `data`) to every open page. */
    notify(event, data = '') {
      for (const res of clients) res.write(frame(event, data));
    },
    /** How many pages are listening. */
    get listeners() {
      return clients.size;
    },
    /** Ends every event stream (the server is closing). */
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
