/** Types of the dev reload hub (dev-reload.mjs) for the TypeScript tests. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Serves the reload script and events; tells open pages about builds. */
export interface ReloadHub {
  handle(req: IncomingMessage, res: ServerResponse, path: string): boolean;
  inject(html: string): string;
  notify(event: 'built' | 'failed', data?: string): void;
  readonly listeners: number;
  close(): void;
}

export const RELOAD_SCRIPT: string;
export const RELOAD_EVENTS: string;
/** A new hub with no listeners. */
export function createReloadHub(): ReloadHub;
