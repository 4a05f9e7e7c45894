/**
 * Every network call goes through here (docs/architecture.md "Network"): a timeout per call, typed errors,
 * credentials only where asked. No synchronous requests anywhere in the runtime.
 */
import { messageOf } from './report';

/** Why a call failed. */
export type HttpErrorKind = 'timeout' | 'status' | 'network' | 'malformed' | 'aborted';

/** A failed call, with what went wrong and where. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly kind: HttpErrorKind,
    readonly url: string,
    message: string,
    readonly status = 0,
    /** A refused call's parsed JSON body (a Hybris `errors[]` names the store's message), when it had one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Options of one call. `timeoutMs` is required: docs/rules.md §9 gives each call its own. */
export interface RequestOptions<T = unknown> {
  timeoutMs: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** An object is sent as JSON; URLSearchParams as a form; a string as is. */
  body?: unknown;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Checks the parsed body and returns it typed; throwing marks the reply malformed. */
  parse?: (data: unknown) => T;
  /** Reads the body as text instead of JSON. */
  as?: 'json' | 'text';
  signal?: AbortSignal;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams || body instanceof FormData) return body;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

/**
 * Makes one call and resolves with the body, or rejects with an HttpError. A reply is
 * untrusted: without a `parse` check it stays `unknown`; with one it has the parser's type.
 */
export function request(url: string, options: RequestOptions & { parse?: undefined }): Promise<unknown>;
export function request<T>(url: string, options: RequestOptions<T> & { parse: (data: unknown) => T }): Promise<T>;
export async function request<T>(url: string, options: RequestOptions<T>): Promise<T | unknown> {
  const { timeoutMs, method = 'GET', credentials = 'same-origin', as = 'json' } = options;
  const headers: Record<string, string> = { ...options.headers };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  // A signal aborted before the call (an instance that unmounted meanwhile) never fires again.
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: encodeBody(options.body, headers), credentials, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new HttpError('timeout', url, `${method} ${url} timed out after ${timeoutMs} ms`);
      if (controller.signal.aborted) throw new HttpError('aborted', url, `${method} ${url} was cancelled`);
      throw new HttpError('network', url, `${method} ${url} failed: ${messageOf(error)}`);
    }
    // The store's words for a refusal (docs/rules.md §8 "Add to cart error") live in its body.
    if (!response.ok) throw new HttpError('status', url, `${method} ${url} answered HTTP ${response.status}`, response.status, await response.json().catch(() => {}));
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new HttpError(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network', url, `${method} ${url}: the body did not arrive${timedOut ? ` within ${timeoutMs} ms` : ''}`);
    }
    let data: unknown = text;
    if (as === 'json') {
      try {
        data = JSON.parse(text);
      } catch {
        throw new HttpError('malformed', url, `${method} ${url} answered with malformed JSON`, response.status);
      }
    }
    try {
      return options.parse ? options.parse(data) : data;
    } catch (error) {
      throw new HttpError('malformed', url, `${method} ${url} answered unexpectedly: ${messageOf(error)}`, response.status);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

