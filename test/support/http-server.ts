/** A real HTTP server on 127.0.0.1 for unit tests of network code (no request interception). */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Route = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** Starts a server answering `routes[path]`; 404 otherwise. Also records every request. */
export async function serve(routes: Record<string, Route>) {
  const requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (req.method === 'OPTIONS') return res.end();
      const route = routes[url.pathname];
      if (route) route(req, res, body);
      else {
        res.statusCode = 404;
        res.end('not found');
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()); }),
  };
}

/** Sends a JSON body. */
export const json = (data: unknown, status = 200): Route => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof data === 'string' ? data : JSON.stringify(data));
};

/** Answers after `ms` (for timeouts). */
export const slow = (ms: number, route: Route): Route => (req, res, body) => {
  const t = setTimeout(() => !res.destroyed && route(req, res, body), ms);
  res.on('close', () => clearTimeout(t));
};
