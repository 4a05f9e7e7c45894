/** Types of the request log (request-log.mjs) for the TypeScript tests. */

/** One logged request. */
export interface LogEntry {
  seq: number;
  origin: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number | null;
  fault: string | null;
  [key: string]: unknown;
}

export const LIMIT: number;
export const BODY_LIMIT: number;
/** The body as logged: as sent when small, else a preview with its length. */
export function loggedBody(body: unknown): unknown;
/** A bounded in-memory log of requests. */
export function createRequestLog(): {
  record(input: { origin: string; method?: string; url: URL; headers: Record<string, unknown>; cookies: Record<string, string>; body: unknown }): LogEntry;
  list(filter?: { path?: string; method?: string; since?: string | number }): LogEntry[];
  clear(): void;
};
