/**
 * JSONP for the cross-domain services that only speak it (SPEC §7: search suggest, store
 * interface). Callback names are unique and validated, the script is removed after use, late
 * replies after a timeout are swallowed, and every call has a timeout.
 */
import { HttpError } from './http';

/** A callback name the runtime will register on window. */
const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
let counter = 0;

type Slot = Record<string, ((data: unknown) => void) | undefined>;

/** Options of one JSONP call. */
export interface JsonpOptions<T> {
  timeoutMs: number;
  /** Query parameter that carries the callback name (default "callback"). */
  callbackParam?: string;
  /** Prefix of the generated callback name (letters, digits, _ and $ only). */
  prefix?: string;
  parse?: (data: unknown) => T;
  signal?: AbortSignal;
}

/** Loads `url` as JSONP and resolves with the (checked) payload, or rejects with an HttpError. */
export function jsonp<T = unknown>(url: string, options: JsonpOptions<T>): Promise<T> {
  const { timeoutMs, callbackParam = 'callback', prefix = 'sfJsonp' } = options;
  const name = `${prefix}_${Date.now().toString(36)}_${(counter++).toString(36)}`;
  if (!CALLBACK_NAME.test(name)) return Promise.reject(new HttpError('malformed', url, `JSONP callback name "${name}" is not a valid identifier`));
  const slot = window as unknown as Slot;
  const target = new URL(url, location.href);
  target.searchParams.set(callbackParam, name);
  const script = document.createElement('script');
  script.src = target.href;
  script.async = true;

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (error: HttpError | null, data?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      script.remove();
      // A reply that arrives later must find a harmless function, which then removes itself.
      if (error) slot[name] = () => void delete slot[name];
      else delete slot[name];
      if (error) return reject(error);
      try {
        resolve(options.parse ? options.parse(data) : (data as T));
      } catch (e) {
        reject(new HttpError('malformed', url, `JSONP ${url} answered unexpectedly: ${e instanceof Error ? e.message : String(e)}`));
      }
    };
    const onAbort = () => finish(new HttpError('aborted', url, `JSONP ${url} was cancelled`));
    const timer = setTimeout(() => finish(new HttpError('timeout', url, `JSONP ${url} timed out after ${timeoutMs} ms`)), timeoutMs);
    slot[name] = (data: unknown) => finish(null, data);
    script.addEventListener('error', () => finish(new HttpError('network', url, `JSONP ${url} failed to load`)));
    // A script that loads but never calls back (wrong callback, server error page) fails at once.
    script.addEventListener('load', () => queueMicrotask(() => finish(new HttpError('malformed', url, `JSONP ${url} loaded without calling back`))));
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    document.head.appendChild(script);
  });
}
