import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, request } from '../../runtime/http';
import { json, serve, slow } from '../support/http-server';

let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve({
    '/ok': json({ statusCode: 200, user_info: { firstname: 'Ada' } }),
    '/echo': (req, res, body) => json({ method: req.method, type: req.headers['content-type'], body })(req, res, body),
    '/slow': slow(400, json({ late: true })),
    '/500': json({ error: 'boom' }, 500),
    '/400': json({ errors: [{ type: 'InsufficientStockError', message: 'Galaxy S25 Ultra is out of stock' }] }, 400),
    '/malformed': json('{"statusCode": 200,'),
    '/text': (_q, res) => res.end('<svg/>'),
    // Headers and half a body at once, the rest never: a body that is still arriving.
    '/half': (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"late":');
    },
  });
});
afterAll(() => server.close());

const kind = async (p: Promise<unknown>) => {
  const error = await p.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return (error as HttpError).kind;
};

describe('request', () => {
  it('resolves with the parsed JSON body', async () => {
    expect(await request(`${server.origin}/ok`, { timeoutMs: 1000 })).toEqual({ statusCode: 200, user_info: { firstname: 'Ada' } });
  });

  it('sends an object as JSON and a URLSearchParams as a form', async () => {
    const asJson = await request(`${server.origin}/echo`, { timeoutMs: 1000, method: 'POST', body: { jwt: 'x' } });
    expect(asJson).toMatchObject({ type: 'application/json', body: '{"jwt":"x"}' });
    const asForm = await request(`${server.origin}/echo`, { timeoutMs: 1000, method: 'POST', body: new URLSearchParams({ prof_id: '1' }) });
    expect(asForm).toMatchObject({ type: expect.stringContaining('application/x-www-form-urlencoded'), body: 'prof_id=1' });
  });

  it('types a reply as unknown unless a parser checks it', async () => {
    const untyped = request(`${server.origin}/ok`, { timeoutMs: 1000 });
    // @ts-expect-error an unchecked reply cannot be given a type by the caller
    const forced = request<{ statusCode: number }>(`${server.origin}/ok`, { timeoutMs: 1000 });
    const checked: Promise<number> = request(`${server.origin}/ok`, { timeoutMs: 1000, parse: (d) => (typeof d === 'object' && d !== null && 'statusCode' in d ? Number(d.statusCode) : NaN) });
    await expect(untyped).resolves.toEqual({ statusCode: 200, user_info: { firstname: 'Ada' } });
    await forced;
    expect(await checked).toBe(200);
  });

  it('passes the body through the parse guard', async () => {
    const parse = (d: unknown) => (d as { statusCode: number }).statusCode;
    expect(await request(`${server.origin}/ok`, { timeoutMs: 1000, parse })).toBe(200);
  });

  it('reads text when asked', async () => {
    expect(await request(`${server.origin}/text`, { timeoutMs: 1000, as: 'text' })).toBe('<svg/>');
  });

  describe('errors', () => {
    it('times out after the call’s own timeout', async () => {
      // /slow answers after 400 ms: only the call's own 100 ms timer makes this a timeout.
      expect(await kind(request(`${server.origin}/slow`, { timeoutMs: 100 }))).toBe('timeout');
    });

    it('reports an HTTP error status with the status', async () => {
      const error = await request(`${server.origin}/500`, { timeoutMs: 1000 }).catch((e: HttpError) => e);
      expect(error).toMatchObject({ kind: 'status', status: 500 });
    });

    it('keeps a refused call’s JSON body for the caller (the store’s message), none when it is not JSON', async () => {
      const refused = await request(`${server.origin}/400`, { timeoutMs: 1000 }).catch((e: HttpError) => e);
      expect(refused).toMatchObject({ kind: 'status', status: 400, body: { errors: [{ type: 'InsufficientStockError', message: 'Galaxy S25 Ultra is out of stock' }] } });
      const plain = await request(`${server.origin}/nowhere`, { timeoutMs: 1000 }).catch((e: HttpError) => e);
      expect(plain).toMatchObject({ kind: 'status', status: 404, body: undefined });
    });

    it('reports malformed JSON', async () => {
      expect(await kind(request(`${server.origin}/malformed`, { timeoutMs: 1000 }))).toBe('malformed');
    });

    it('reports a body the guard rejects as malformed, naming the reason', async () => {
      const error = await request(`${server.origin}/ok`, {
        timeoutMs: 1000,
        parse: () => {
          throw new Error('statusCode missing');
        },
      }).catch((e: HttpError) => e);
      expect(error).toMatchObject({ kind: 'malformed' });
      expect(error.message).toContain('statusCode missing');
    });

    it('reports an unreachable host as a network error', async () => {
      expect(await kind(request('http://127.0.0.1:9/none', { timeoutMs: 1000 }))).toBe('network');
    });

    it('reports a cancelled call as aborted', async () => {
      const controller = new AbortController();
      const p = request(`${server.origin}/slow`, { timeoutMs: 1000, signal: controller.signal });
      controller.abort();
      expect(await kind(p)).toBe('aborted');
    });

    it('cancelled while the body arrives: aborted, not a network failure', async () => {
      const controller = new AbortController();
      const original = globalThis.fetch;
      // Cancel once the headers are in, while the body is read.
      globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await original(...args);
        queueMicrotask(() => controller.abort());
        return response;
      };
      try {
        expect(await kind(request(`${server.origin}/half`, { timeoutMs: 5000, signal: controller.signal }))).toBe('aborted');
      } finally {
        globalThis.fetch = original;
      }
    });

    it('a signal aborted before the call: aborted, and nothing is asked of the server', async () => {
      const before = server.requests.length;
      const controller = new AbortController();
      controller.abort();
      expect(await kind(request(`${server.origin}/ok`, { timeoutMs: 1000, signal: controller.signal }))).toBe('aborted');
      expect(server.requests.length).toBe(before);
    });
  });
});
