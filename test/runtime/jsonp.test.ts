import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../runtime/http';
import { allowJsonpHosts, jsonp } from '../../runtime/jsonp';
import { clobber, unclobber } from '../support/clobber';

// jsdom does not run external scripts: these tests play the server's part by calling the
// callback the script URL names, firing the script's load/error events, or reporting the
// error a running reply throws (an ErrorEvent at window naming the script, as browsers do).
const reply = (name: string, data?: unknown) => (window as unknown as Record<string, (d?: unknown) => void>)[name]!(data);
const script = () => document.head.querySelector<HTMLScriptElement>('script[src]');
const callbackOf = (s: HTMLScriptElement) => new URL(s.src).searchParams.get('callback')!;
const callbacksLeft = () => Object.keys(window).filter((k) => /^sf(Jsonp|Search)_/.test(k));
const thrown = (s: HTMLScriptElement, message: string) => {
  const event = new ErrorEvent('error', { message, filename: s.src, cancelable: true });
  window.dispatchEvent(event);
  return event;
};

beforeAll(() => allowJsonpHosts('search.example'));
afterEach(() => {
  vi.useRealTimers();
  for (const s of document.querySelectorAll('script')) s.dispatchEvent(new Event('load'));
  document.head.innerHTML = '';
});

describe('jsonp', () => {
  it('adds a script with a unique, valid callback name and resolves with the reply', async () => {
    const p = jsonp('https://search.example/search/suggest/v6?siteCd=uk', { timeoutMs: 1000 });
    const s = script()!;
    const name = callbackOf(s);
    expect(name).toMatch(/^sfJsonp_[\w$]+$/);
    expect(new URL(s.src).searchParams.get('siteCd')).toBe('uk');
    reply(name, { response: { resultData: {} } });
    await expect(p).resolves.toEqual({ response: { resultData: {} } });
  });

  it('uses a different callback per call', () => {
    void jsonp('/a', { timeoutMs: 1000 }).catch(() => {});
    void jsonp('/b', { timeoutMs: 1000 }).catch(() => {});
    const [a, b] = [...document.head.querySelectorAll('script')].map((s) => callbackOf(s));
    expect(a).toMatch(/^sfJsonp_/);
    expect(a).not.toBe(b);
  });

  it('removes the script and the callback once the reply has run', async () => {
    const p = jsonp('/x', { timeoutMs: 1000, callbackParam: 'cb' });
    const s = script()!;
    const name = new URL(s.src).searchParams.get('cb')!;
    reply(name, 1);
    expect(await p).toBe(1);
    s.dispatchEvent(new Event('load'));
    expect(script()).toBeNull();
    expect(name in window).toBe(false);
  });

  it('ignores a reply that calls back twice', async () => {
    const p = jsonp('/x', { timeoutMs: 1000 });
    const s = script()!;
    const name = callbackOf(s);
    reply(name, 'first');
    expect(() => reply(name, 'second')).not.toThrow();
    s.dispatchEvent(new Event('load'));
    expect(await p).toBe('first');
    expect(callbacksLeft()).toEqual([]);
  });

  it('times out, swallows a late reply, and cleans up when the script finally arrives', async () => {
    vi.useFakeTimers();
    const p = jsonp('/slow', { timeoutMs: 3000 });
    const s = script()!;
    const name = callbackOf(s);
    vi.advanceTimersByTime(3000);
    await expect(p).rejects.toMatchObject({ kind: 'timeout' });
    expect(() => reply(name)).not.toThrow();
    s.dispatchEvent(new Event('load'));
    expect(script()).toBeNull();
    expect(name in window).toBe(false);
  });

  it('leaves no window callback behind after 30 failed calls', async () => {
    const calls = Array.from({ length: 30 }, (_, i) => jsonp(`/down?q=${i}`, { timeoutMs: 1000, prefix: 'sfSearch' }));
    for (const s of document.head.querySelectorAll('script')) s.dispatchEvent(new Event('error'));
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as HttpError).kind)).toEqual(Array(30).fill('network'));
    expect(callbacksLeft()).toEqual([]);
    expect(script()).toBeNull();
  });

  it('fails as malformed when the script loads without calling back', async () => {
    const p = jsonp('/wrong', { timeoutMs: 1000 });
    script()!.dispatchEvent(new Event('load'));
    await expect(p).rejects.toMatchObject({ kind: 'malformed' });
    expect(callbacksLeft()).toEqual([]);
  });

  it.each([
    ['a wrong callback name', 'ReferenceError: otherCallback is not defined'],
    ['a syntax error', 'SyntaxError: Unexpected token'],
    ['a throw', 'Error: boom'],
  ])('turns %s in the reply into a rejection, not an uncaught error', async (_, message) => {
    const p = jsonp('/bad', { timeoutMs: 1000 });
    const s = script()!;
    const event = thrown(s, message);
    expect(event.defaultPrevented).toBe(true);
    const error = (await p.catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(error.message).toContain(message);
    s.dispatchEvent(new Event('load'));
    expect(callbacksLeft()).toEqual([]);
  });

  it('leaves errors of other scripts alone', async () => {
    const p = jsonp('/x', { timeoutMs: 1000 });
    const other = new ErrorEvent('error', { message: 'x', filename: 'https://cdn.example/app.js', cancelable: true });
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    reply(callbackOf(script()!), 2);
    expect(await p).toBe(2);
  });

  it('checks the reply with the parse guard', async () => {
    const p = jsonp('/x', { timeoutMs: 1000, parse: () => { throw new Error('no resultData'); } });
    reply(callbackOf(script()!), {});
    const error = await p.catch((e: HttpError) => e);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(error.message).toContain('no resultData');
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const p = jsonp('/x', { timeoutMs: 1000, signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('refuses a prefix that would make an invalid callback name', async () => {
    await expect(jsonp('/x', { timeoutMs: 1000, prefix: 'alert(1);x' })).rejects.toMatchObject({ kind: 'malformed' });
    expect(script()).toBeNull();
  });

  it.each(['https://evil.example/s.js', 'http://[bad'])('rejects (never throws) for the refused script URL %s', async (url) => {
    let p: Promise<unknown> | undefined;
    expect(() => (p = jsonp(url, { timeoutMs: 1000 }))).not.toThrow();
    await expect(p).rejects.toMatchObject({ kind: 'network', message: expect.stringContaining('refused') });
    expect(script()).toBeNull();
    expect(callbacksLeft()).toEqual([]);
  });

  it('creates its script next to <form name="createElement">', async () => {
    clobber(document, 'createElement', 'form');
    clobber(document, 'head');
    try {
      const p = jsonp('/x', { timeoutMs: 1000 });
      reply(callbackOf(document.querySelector<HTMLScriptElement>('script[src]')!), 3);
      expect(await p).toBe(3);
    } finally {
      unclobber(document, 'createElement', 'head');
    }
  });
});

describe('jsonp under Trusted Types', () => {
  it('sets script URLs through the "storefront-jsonp" policy, which allows only configured hosts', async () => {
    const policies: { name: string; createScriptURL: (u: string) => string }[] = [];
    const tt = { createPolicy: (name: string, rules: { createScriptURL: (u: string) => string }) => (policies.push({ name, ...rules }), rules) };
    Object.defineProperty(window, 'trustedTypes', { value: tt, configurable: true });
    try {
      const ok = jsonp('https://search.example/suggest', { timeoutMs: 1000 });
      reply(callbackOf(script()!), 'yes');
      expect(await ok).toBe('yes');
      await expect(jsonp('https://evil.example/x.js', { timeoutMs: 1000 })).rejects.toMatchObject({ kind: 'network' });
      expect(policies.map((p) => p.name)).toEqual(['storefront-jsonp']);
      expect(() => policies[0]!.createScriptURL('https://evil.example/x.js')).toThrow(/not an allowed JSONP host/);
      expect(policies[0]!.createScriptURL('https://search.example/s?callback=a')).toBe('https://search.example/s?callback=a');
    } finally {
      delete (window as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
