import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../runtime/http';
import { jsonp } from '../../runtime/jsonp';

// jsdom does not run external scripts: these tests play the server's part by calling the
// callback the script URL names, or by firing the script's load/error events. The browser
// path with a real JSONP endpoint is covered end to end.
const reply = (name: string, data?: unknown) => (window as unknown as Record<string, (d?: unknown) => void>)[name]!(data);
const script = () => document.head.querySelector<HTMLScriptElement>('script[src]');
const callbackOf = (s: HTMLScriptElement) => new URL(s.src).searchParams.get('callback')!;

afterEach(() => {
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
    expect(a).not.toBe(b);
  });

  it('removes the script and the callback after use', async () => {
    const p = jsonp('/x', { timeoutMs: 1000, callbackParam: 'cb' });
    const s = script()!;
    const name = new URL(s.src).searchParams.get('cb')!;
    reply(name, 1);
    await p;
    expect(script()).toBeNull();
    expect(name in window).toBe(false);
  });

  it('times out, removes the script, and swallows a late reply', async () => {
    const p = jsonp('/slow', { timeoutMs: 30 });
    const name = callbackOf(script()!);
    await expect(p).rejects.toMatchObject({ kind: 'timeout' });
    expect(script()).toBeNull();
    // The late reply finds a harmless function that removes itself.
    expect(() => reply(name)).not.toThrow();
    expect(name in window).toBe(false);
  });

  it('fails as network when the script cannot load', async () => {
    const p = jsonp('/down', { timeoutMs: 1000 });
    script()!.dispatchEvent(new Event('error'));
    await expect(p).rejects.toMatchObject({ kind: 'network' });
  });

  it('fails as malformed when the script loads without calling back', async () => {
    const p = jsonp('/wrong', { timeoutMs: 1000 });
    script()!.dispatchEvent(new Event('load'));
    await expect(p).rejects.toMatchObject({ kind: 'malformed' });
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
    expect(script()).toBeNull();
  });

  it('refuses a prefix that would make an invalid callback name', async () => {
    await expect(jsonp('/x', { timeoutMs: 1000, prefix: 'alert(1);x' })).rejects.toMatchObject({ kind: 'malformed' });
    expect(script()).toBeNull();
  });
});
