// @vitest-environment node
/**
 * Requests a careless or hostile client sends: each must get a 4xx, and both origins must go on
 * answering (one bad request used to end the whole process).
 */
import { describe, expect, it } from 'vitest';
import { createRequestLog } from '../../../templates/backend/request-log.mjs';
import { rawRequest, useBackend } from './harness';

const be = useBackend();
const origins = () => [be.page, be.second];

/** The server on `origin` still serves a normal request. */
async function stillAnswers(origin: string) {
  expect((await be.call(`${origin}/search/suggest/v6?siteCd=uk&searchValue=fold`)).json.response.statusCode).toBe(200);
}

describe('malformed request targets', () => {
  it.each(['/%', '/%E0%A4%A', '/uk/%ZZ/', '/static/storefront/%', '/etc.clientlibs/%zz'])('GET %s answers 400 on the page origin, which keeps answering', async (target) => {
    const res = await rawRequest(be.page, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(res.status).toBe(400);
    await stillAnswers(be.page);
  });

  it.each(['/%', '/%E0%A4%A', '/uk/%ZZ/'])('GET %s answers 404 on the second origin (no route), which keeps answering', async (target) => {
    expect((await rawRequest(be.second, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`)).status).toBe(404);
    await stillAnswers(be.second);
  });

  it('a route parameter with malformed percent-encoding is a 400, not a 500', async () => {
    expect((await rawRequest(be.page, 'GET /uk%ZZ/logout HTTP/1.1\r\nHost: 127.0.0.1')).status).toBe(400);
    const second = await rawRequest(be.second, 'GET /uk%ZZ/logout HTTP/1.1\r\nHost: 127.0.0.1');
    expect(second.status).toBe(400);
    expect(second.text).toContain('Malformed percent-encoding');
  });

  it('an absolute-form target that does not parse (http://[::1) answers 400 on both origins', async () => {
    for (const origin of origins()) {
      expect((await rawRequest(origin, 'GET http://[::1 HTTP/1.1\r\nHost: 127.0.0.1')).status).toBe(400);
      await stillAnswers(origin);
    }
  });

  it('an absolute-form target whose host is not plain cannot put its origin into a page', async () => {
    const res = await rawRequest(be.page, "GET http://a'b/uk/ HTTP/1.1\r\nHost: 127.0.0.1");
    expect(res.status).toBe(400);
    expect(res.text).not.toContain("a'b");
  });
});

describe('malformed Host headers', () => {
  it.each(['', '[bad', 'a b', 'evil"><script>'])('Host "%s": pages are served with the listening origin; both origins keep answering', async (host) => {
    const page = await rawRequest(be.page, `GET /uk/ HTTP/1.1\r\nHost: ${host}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(be.page);
    if (host) expect(page.text).not.toContain(host);
    for (const origin of origins()) {
      const res = await rawRequest(origin, `GET /search/suggest/v6?siteCd=uk&searchValue=a HTTP/1.1\r\nHost: ${host}`);
      expect(res.status).toBe(200);
      await stillAnswers(origin);
    }
  });
});

describe('path traversal (static files stay inside their folders)', () => {
  const RESOURCES = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources';
  it.each([
    '/static/storefront/../../package.json',
    '/static/storefront/%2e%2e/%2e%2e/package.json',
    '/static/storefront/..%2f..%2fpackage.json',
    '/static/storefront/..%5c..%5cpackage.json',
    `${RESOURCES}/../../../../../../../../templates/server.mjs`,
    `${RESOURCES}/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2ftemplates%2fserver.mjs`,
    '/uk/..%2f..%2fpackage',
  ])('GET %s is not found and leaks nothing', async (target) => {
    const res = await rawRequest(be.page, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('storefront-runtime');
    expect(res.text).not.toContain('createServer');
  });
});

describe('request bodies', () => {
  const big = 'x'.repeat(1024 * 1024 + 1);

  it('a body over 1 MB answers 413, with or without a declared length; both origins keep answering', async () => {
    for (const origin of origins()) {
      const declared = await be.call(`${origin}/v1/sso/user/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(declared.status).toBe(413);
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5; i += 1) controller.enqueue(new TextEncoder().encode(big.slice(0, 300 * 1024)));
          controller.close();
        },
      });
      const chunked = await be.call(`${origin}/v1/sso/user/validate`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: stream, duplex: 'half' } as RequestInit);
      expect(chunked.status).toBe(413);
      await stillAnswers(origin);
    }
  });

  it('control calls refuse bodies over 1 MB too', async () => {
    expect((await be.call('/__backend/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big })).status).toBe(413);
  });
});

describe('request log bounds', () => {
  it('keeps a large body as a 16 kB preview with its length, small bodies as sent', async () => {
    const text = 'y'.repeat(900 * 1024);
    await be.post('/v1/sso/user/validate', { jwt: text });
    await be.post('/v1/sso/user/validate', { jwt: 'small' });
    const [large, small] = await be.requests('/v1/sso/user/validate');
    expect(large.body).toEqual({ truncated: true, length: JSON.stringify({ jwt: text }).length, preview: `{"jwt":"${'y'.repeat(16 * 1024 - 8)}` });
    expect(small.body).toEqual({ jwt: 'small' });
  });

  it('20 bodies of 900 kB leave a log of at most 20 × 17 kB, and /__backend/requests answers', async () => {
    const text = 'z'.repeat(900 * 1024);
    for (let i = 0; i < 20; i += 1) await be.call('/v1/sso/user/validate', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: text });
    const res = await be.call('/__backend/requests');
    expect(res.status).toBe(200);
    expect(res.json.requests).toHaveLength(20);
    expect(res.text.length).toBeLessThan(20 * 17 * 1024);
  }, 30_000);

  it('keeps the newest 1,000 entries', () => {
    // The log itself, without 1,005 HTTP round trips: the bound is the log's.
    const log = createRequestLog();
    for (let i = 1; i <= 1005; i += 1) log.record({ origin: 'page', method: 'GET', url: new URL(`http://127.0.0.1/s?q=q${i}`), headers: {}, cookies: {}, body: null });
    const entries = log.list();
    expect(entries).toHaveLength(1000);
    expect(entries[0]!.query.q).toBe('q6');
    expect(entries[999]!.query.q).toBe('q1005');
  });
});
