import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { readCookie } from '../../../runtime/cookies';
import { CN_ACCESS, CN_REFRESH, refreshChinaSession } from '../../../runtime/services/china-refresh';
import { clearCookies, scriptedCall } from './fakes';

const NEW_TOKENS = { status: 200, data: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 7200 } };

function refresh(replies: unknown[], client = { clientId: 'cid', clientSecret: 'secret' }) {
  let n = 0;
  const { call, calls } = scriptedCall({ '/api/v1/cn/token/refresh': () => {
    const r = replies[Math.min(n++, replies.length - 1)];
    if (r instanceof Error) throw r;
    return r;
  } });
  const waits: number[] = [];
  const run = () => refreshChinaSession({ url: 'http://store.test/api/v1/cn/token/refresh', ...client, call, random: () => 0.5, wait: async (ms) => void waits.push(ms) });
  return { run, calls, waits };
}

beforeEach(() => {
  clearCookies();
  document.cookie = 'cnRefreshToken=refresh-1; path=/';
});

describe('China session refresh (docs/rules.md §4, §7)', () => {
  it('posts clientId, clientSecret and the refresh token, and stores the new tokens', async () => {
    const r = refresh([NEW_TOKENS]);
    expect(await r.run()).toBe(true);
    expect(r.calls[0]!.options).toMatchObject({ method: 'POST', body: { clientId: 'cid', clientSecret: 'secret', refreshToken: 'refresh-1' } });
    expect(readCookie(CN_ACCESS)).toBe('access-2');
    expect(readCookie(CN_REFRESH)).toBe('refresh-2');
    expect(r.waits).toEqual([]);
  });

  it('retries after 5-6 s, three attempts in all', async () => {
    const r = refresh([new HttpError('network', 'u', 'down'), { status: 500 }, NEW_TOKENS]);
    expect(await r.run()).toBe(true);
    expect(r.calls).toHaveLength(3);
    expect(r.waits).toEqual([5500, 5500]);
  });

  it('gives up after three failures, and at once on a refused token', async () => {
    const failing = refresh([{ status: 500 }]);
    expect(await failing.run()).toBe(false);
    expect(failing.calls).toHaveLength(3);
    const refused = refresh([{ status: 401 }]);
    expect(await refused.run()).toBe(false);
    expect(refused.calls).toHaveLength(1);
    expect(readCookie(CN_REFRESH)).toBe('refresh-1');
  });

  it('waits stay between 5000 and 5999 ms whatever the random source gives', async () => {
    for (const value of [0, 0.999999, 1, -3]) {
      const waits: number[] = [];
      const { call } = scriptedCall({ '/refresh': { status: 500 } });
      await refreshChinaSession({ url: 'http://s.test/refresh', clientId: 'c', clientSecret: 's', call, random: () => value, wait: async (ms) => void waits.push(ms) });
      for (const ms of waits) expect(ms >= 5000 && ms <= 5999).toBe(true);
    }
  });

  it.each([
    [{ clientId: '', clientSecret: 'secret' }, 'chinaClientId'],
    [{ clientId: 'cid', clientSecret: '' }, 'chinaClientSecret'],
  ])('without a configured client (%j) nothing is sent and a warning names endpoints.%s', async (client, field) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = refresh([NEW_TOKENS], client);
    expect(await r.run()).toBe(false);
    expect(r.calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(`storefront: site config: endpoints.${field} is not set; the China session is not refreshed`);
    expect(readCookie(CN_REFRESH)).toBe('refresh-1');
    warn.mockRestore();
  });

  it('without a refresh token there is nothing to refresh', async () => {
    clearCookies();
    const r = refresh([NEW_TOKENS]);
    expect(await r.run()).toBe(false);
    expect(r.calls).toEqual([]);
    expect(vi.isFakeTimers()).toBe(false);
  });
});
