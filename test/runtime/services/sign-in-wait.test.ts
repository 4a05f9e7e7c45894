import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn } from '../../../runtime/sign-in-wait';

/** The session chunk is given up after 10 s. */
const SESSION_CHUNK_MS = 10_000;
import { createPageStoreQueue } from '../../../runtime/sign-in-wait';
import { createRuntimeSource } from '../../../runtime/runtime';
import { clearCookies, pageRuntime, TOKEN } from './fakes';

function page() {
  const runtime = pageRuntime();
  const ready: unknown[] = [];
  runtime.bus.on('session:ready', (p) => ready.push(p));
  return { runtime, ready, source: createRuntimeSource(runtime) };
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('startSignIn: the session is always known', () => {
  it('without a sign-in cookie: signed out at once, the session chunk not loaded', async () => {
    const p = page();
    const load = vi.fn();
    await startSignIn(p.runtime.page, p.runtime.site, p.runtime.bus, p.source, load);
    expect(load).not.toHaveBeenCalled();
    expect(p.ready).toEqual([{ signedIn: false }]);
    expect(p.runtime.bus.last('session:changed')).toEqual({ signedIn: false });
  });

  it('without a sign-in cookie but with a status in the query: the chunk loads to show it', async () => {
    history.replaceState(null, '', '/uk/?isblock=true');
    try {
      const p = page();
      const startOnPage = vi.fn(async () => undefined);
      await startSignIn(p.runtime.page, p.runtime.site, p.runtime.bus, p.source, async () => ({ startOnPage }));
      expect(startOnPage).toHaveBeenCalledTimes(1);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('a session chunk that fails to load: signed out, the queue released, an error naming why', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const p = page();
    const queue = createPageStoreQueue(p.runtime.page, p.runtime.bus);
    const ran = queue.queue(() => 'ran');
    await startSignIn(p.runtime.page, p.runtime.site, p.runtime.bus, p.source, () => Promise.reject(new Error('chunk 404')));
    expect(await ran).toBe('ran');
    expect(p.ready).toEqual([{ signedIn: false }]);
    expect(error).toHaveBeenCalledWith('storefront: the session could not start, signed out:', new Error('chunk 404'));
  });

  it('a session that throws after releasing does not release twice', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const p = page();
    const chunk = {
      startOnPage: () => {
        p.runtime.bus.emit('session:ready', { signedIn: true });
        return Promise.reject(new Error('late failure'));
      },
    };
    await startSignIn(p.runtime.page, p.runtime.site, p.runtime.bus, p.source, async () => chunk as never);
    expect(p.ready).toEqual([{ signedIn: true }]);
  });
});

describe('startSignIn: a session chunk that hangs', () => {
  it('is given up after 10 s: signed out, queue released; arriving later it starts nothing', async () => {
    vi.useFakeTimers();
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const p = page();
    let arrive!: (m: unknown) => void;
    const startOnPage = vi.fn();
    const done = startSignIn(p.runtime.page, p.runtime.site, p.runtime.bus, p.source, () => new Promise((r) => (arrive = r as never)));
    await vi.advanceTimersByTimeAsync(SESSION_CHUNK_MS - 1);
    expect(p.ready).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(p.ready).toEqual([{ signedIn: false }]);
    expect(error).toHaveBeenCalledWith('storefront: the session could not start, signed out:', 'no answer within 10 s');
    arrive({ startOnPage });
    await vi.advanceTimersByTimeAsync(0);
    expect(startOnPage).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
