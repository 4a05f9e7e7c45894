/**
 * JSONP for the cross-domain services that only speak it (docs/rules.md §7: search suggest,
 * store interface). Every outcome settles the promise exactly once and cleans up: the script
 * element, the window callback (kept as a no-op until the script has finished, so a second or
 * late call is harmless) and the error listener. Errors the reply's script throws (a syntax
 * error, a wrong callback name, a throw) become rejections, not uncaught errors. Script URLs
 * must be same-origin or on hosts the configuration allowed (`allowJsonpHosts`); where the
 * browser has Trusted Types, the "storefront-jsonp" policy enforces the same rule.
 */
import { HttpError } from './http';
import { errorText } from './report';
import { createElement, headOf, rootOf } from './safe-dom';

/** A callback name the runtime will register on window. */
const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const POLICY = 'storefront-jsonp';
let counter = 0;
const hosts = new Set<string>();

type Slot = Record<string, ((data?: unknown) => void) | undefined>;
type ScriptUrlPolicy = { createScriptURL(url: string): string };
type TrustedTypes = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };
let policy: ScriptUrlPolicy | undefined;

/** Lets JSONP load scripts from these hosts (`host` or `host:port`), as the page or site config names them. */
export function allowJsonpHosts(...list: string[]): void {
  for (const host of list) if (host) hosts.add(host.toLowerCase());
}

/** The script URL if its host is allowed; throws naming the host otherwise. */
function checkedUrl(href: string): string {
  const url = new URL(href);
  if (url.origin !== location.origin && !hosts.has(url.host)) throw new TypeError(`host ${url.host} is not an allowed JSONP host`);
  return url.href;
}

/** The value for `script.src`: through the Trusted Types policy where the browser has one. */
function scriptSrc(href: string): string {
  const tt = (window as unknown as { trustedTypes?: TrustedTypes }).trustedTypes;
  if (!tt) return checkedUrl(href);
  policy ??= tt.createPolicy(POLICY, { createScriptURL: checkedUrl });
  return policy.createScriptURL(href);
}

/** Options of one JSONP call. */
export interface JsonpOptions<T = unknown> {
  timeoutMs: number;
  /** Query parameter that carries the callback name (default "callback"). */
  callbackParam?: string;
  /** Prefix of the generated callback name (letters, digits, _ and $ only). */
  prefix?: string;
  /** Checks the payload and returns it typed; throwing marks the reply malformed. */
  parse?: (data: unknown) => T;
  signal?: AbortSignal;
}

/** Loads `url` as JSONP: the payload, `unknown` unless `parse` checks it; failures reject with an HttpError. */
export function jsonp(url: string, options: JsonpOptions & { parse?: undefined }): Promise<unknown>;
export function jsonp<T>(url: string, options: JsonpOptions<T> & { parse: (data: unknown) => T }): Promise<T>;
export function jsonp<T>(url: string, options: JsonpOptions<T>): Promise<T | unknown> {
  const { timeoutMs, callbackParam = 'callback', prefix = 'sfJsonp' } = options;
  const name = `${prefix}_${Date.now().toString(36)}_${(counter++).toString(36)}`;
  if (!CALLBACK_NAME.test(name)) return Promise.reject(new HttpError('malformed', url, `JSONP callback name "${name}" is not a valid identifier`));
  const slot = window as unknown as Slot;
  const script = createElement(document, 'script');
  try {
    const target = new URL(url, location.href);
    target.searchParams.set(callbackParam, name);
    script.src = scriptSrc(target.href);
  } catch (error) {
    return Promise.reject(new HttpError('network', url, `JSONP ${url} refused: ${errorText(error)}`));
  }
  script.async = true;

  return new Promise((resolve, reject) => {
    let settled = false;
    let finished = false; // the script has run (or failed to load): nothing more can call back
    const cleanup = () => {
      script.remove();
      delete slot[name];
      window.removeEventListener('error', onScriptError);
    };
    const settle = (error: HttpError | null, data?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (finished) cleanup();
      else slot[name] = () => {}; // a late or second call finds a no-op until the script is done
      if (error) return reject(error);
      try {
        resolve(options.parse ? options.parse(data) : data);
      } catch (e) {
        reject(new HttpError('malformed', url, `JSONP ${url} answered unexpectedly: ${errorText(e)}`));
      }
    };
    const done = (error: HttpError) => {
      finished = true;
      settle(error);
      cleanup();
    };
    // Errors thrown while the reply runs; cross-origin ones arrive muted, so match the running script too.
    function onScriptError(event: ErrorEvent) {
      if (document.currentScript !== script && event.filename !== script.src) return;
      event.preventDefault();
      settle(new HttpError('malformed', url, `JSONP ${url} reply failed to run: ${event.message || 'script error'}`));
    }
    const onAbort = () => settle(new HttpError('aborted', url, `JSONP ${url} was cancelled`));
    const timer = setTimeout(() => settle(new HttpError('timeout', url, `JSONP ${url} timed out after ${timeoutMs} ms`)), timeoutMs);
    slot[name] = (data?: unknown) => settle(null, data);
    window.addEventListener('error', onScriptError);
    script.addEventListener('error', () => done(new HttpError('network', url, `JSONP ${url} failed to load`)));
    // `load` fires after the script ran: a reply that never called back (wrong callback, error page) fails now.
    script.addEventListener('load', () => done(new HttpError('malformed', url, `JSONP ${url} loaded without calling back`)));
    if (options.signal?.aborted) return void (onAbort(), cleanup());
    options.signal?.addEventListener('abort', onAbort, { once: true });
    (headOf(document) ?? rootOf(document))?.append(script);
  });
}
