import { describe, expect, it } from 'vitest';
import { createStoreQueue } from '../../runtime/store-queue';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('store-call queue (docs/rules.md §4)', () => {
  it('holds calls until sign-in readiness is known, then runs them in order', async () => {
    const q = createStoreQueue(true);
    const ran: string[] = [];
    const results = [q.queue(() => ran.push('a')), q.queue(async () => { await tick(); ran.push('b'); }), q.queue(() => ran.push('c'))];
    await tick();
    expect(ran).toEqual([]);
    expect(q.ready).toBe(false);
    q.markReady();
    await Promise.all(results);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs calls at once when there is nothing to wait for (no login cookies or no store)', async () => {
    const q = createStoreQueue(false);
    expect(q.ready).toBe(true);
    expect(await q.queue(() => 42)).toBe(42);
  });

  it('keeps order for calls queued after readiness while earlier ones still run', async () => {
    const q = createStoreQueue(false);
    const ran: number[] = [];
    const slow = q.queue(async () => { await new Promise((r) => setTimeout(r, 20)); ran.push(1); });
    const fast = q.queue(() => ran.push(2));
    await Promise.all([slow, fast]);
    expect(ran).toEqual([1, 2]);
  });

  it('rejects a failing call to its caller and still runs the next', async () => {
    const q = createStoreQueue(false);
    const failing = q.queue(() => { throw new Error('2100'); });
    const next = q.queue(() => 'ok');
    await expect(failing).rejects.toThrow('2100');
    expect(await next).toBe('ok');
  });

  it('markReady is idempotent', async () => {
    const q = createStoreQueue(true);
    q.markReady();
    q.markReady();
    expect(await q.queue(() => 'x')).toBe('x');
  });
});
