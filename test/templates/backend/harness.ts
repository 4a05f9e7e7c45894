/**
 * One dev server (page origin + backend second origin) per test file, over real HTTP.
 * `beforeEach` resets the backend so every test starts from the seeded state.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startServer, type RunningServer } from '../../../templates/server.mjs';

/** A seeded user as GET /__backend/users shows it. */
export interface SeededUser {
  id: string;
  site: string;
  guid: string;
  jwt: string;
  store: string | null;
  snsSessionId: string | null;
  refreshToken: string | null;
  wishlist: { sku: string; deleted: boolean }[];
  [key: string]: unknown;
}

/** The running server and request shortcuts for one test file. */
export interface Backend {
  page: string;
  second: string;
  user(id: string): Promise<SeededUser>;
  /** fetch against the page origin (or a full URL), answering status, headers and parsed JSON. */
  call(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; json: any; text: string }>;
  post(path: string, body: unknown, headers?: Record<string, string>): ReturnType<Backend['call']>;
  fault(fault: Record<string, unknown>): Promise<void>;
  requests(path?: string): Promise<any[]>;
}

/** Starts the server for this file, resets it before each test, closes it after. */
export function useBackend(): Backend {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await fetch(`${server.url}/__backend/reset`, { method: 'POST' });
  });
  const api: Backend = {
    get page() {
      return server.url;
    },
    get second() {
      return server.backend!.secondOrigin;
    },
    async user(id) {
      const { users } = (await (await fetch(`${server.url}/__backend/users`)).json()) as { users: SeededUser[] };
      const found = users.find((u) => u.id === id);
      if (!found) throw new Error(`no seeded user ${id}`);
      return found;
    },
    async call(path, init) {
      const res = await fetch(path.startsWith('http') ? path : `${server.url}${path}`, { redirect: 'manual', ...init });
      const text = await res.text();
      let json: unknown = undefined;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON: tests read .text */
      }
      return { status: res.status, headers: res.headers, json, text };
    },
    post(path, body, headers = {}) {
      return api.call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    },
    async fault(fault) {
      const res = await api.post('/__backend/faults', fault);
      if (res.status !== 201) throw new Error(`fault refused: ${res.text}`);
    },
    async requests(path) {
      return (await api.call(`/__backend/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`)).json.requests;
    },
  };
  return api;
}

/** A Cookie header for a signed-in user (the cookies GET /__backend/sign-in sets). */
export function signedInCookie(user: SeededUser, site: string = user.site): string {
  return `jwt_${site}=${user.jwt}; guid=${user.guid}`;
}

/** Runs a JSONP answer body and returns what it passed to the callback. */
export function jsonpPayload(text: string, callback: string): any {
  let got: unknown;
  new Function(callback, text)((value: unknown) => {
    got = value;
  });
  return got;
}

/**
 * Sends `head` (request line and headers, no blank line) over a raw socket, exactly as
 * written: fetch would normalise the malformed targets and headers these tests need.
 * Resolves to the response status (0 when the server closed without answering) and text.
 */
export function rawRequest(origin: string, head: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}
