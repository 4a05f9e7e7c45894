/** Types of the dev server (server.mjs) for the TypeScript tests. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReloadHub } from './dev-reload.mjs';

/** The local backend the dev server loads from templates/backend/. */
export interface Backend {
  handle(req: IncomingMessage, res: ServerResponse, url: URL, origin: 'page' | 'second'): Promise<boolean>;
  intercept(req: IncomingMessage, res: ServerResponse, url: URL, origin: 'page' | 'second'): Promise<boolean>;
  /** e.g. http://127.0.0.1:8081 */
  secondOrigin: string;
  setPageOrigin(url: string): void;
  close(): Promise<void>;
}

/** A running dev server. */
export interface RunningServer {
  url: string;
  port: number;
  backend: Backend | null;
  /** Page variants served for `?variant=<key>`: text substitutions applied to the page file. */
  variants: Map<string, { replace: [string, string][] }>;
  /** Answers for exact paths that win over files, pages and the backend (tests only). */
  overrides: Map<string, (url: URL) => { type?: string; body: string }>;
  close(): Promise<void>;
}

/** Starts the page server (and the backend's second origin). */
export function startServer(options?: { port?: number; host?: string; quiet?: boolean; secondPort?: number; dist?: string; reload?: ReloadHub | null }): Promise<RunningServer>;
/** The page file for a path like /uk/ or /uk/listing/ or /uk/multistore/acme/. */
export function pageFileFor(pathname: string): string | null;
/** Lists the template pages as URL paths. */
export function listPages(): Promise<string[]>;
