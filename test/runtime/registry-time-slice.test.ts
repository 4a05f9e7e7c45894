import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTimeSlicer } from '../../runtime/time-slice';

afterEach(() => vi.useRealTimers());

describe('time slicer (the registry mounts and gives back markers through it)', () => {
  it('runs jobs at once while the task has budget, the rest in later tasks, in order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const run = createTimeSlicer();
    const ran: number[] = [];
    // Each job takes 3 ms of the controlled clock: a job starts only while the 8 ms slice lasts.
    for (let i = 1; i <= 7; i++) run(() => void (ran.push(i), (clock += 3)));
    expect(ran).toEqual([1, 2, 3]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a job that throws is reported, does not throw out of the caller, and the next job runs', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = createTimeSlicer();
    const ran: string[] = [];
    expect(() => run(() => JSON.parse('{'))).not.toThrow();
    run(() => void ran.push('next'));
    expect(ran).toEqual(['next']);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^storefront: plugin "runtime" failed in mount: SyntaxError/);
    logged.mockRestore();
  });
});
