/** Types of the `npm run dev` entry (dev.mjs) for the TypeScript tests. */
import type { RunningServer } from './server.mjs';
import type { ReloadHub } from './dev-reload.mjs';

/** The source folders a rebuild follows. */
export const WATCHED: string[];

/** A running dev loop. */
export interface RunningDev {
  url: string;
  server: RunningServer;
  reload: ReloadHub;
  /** Finished builds (good or failed). */
  readonly builds: number;
  close(): Promise<void>;
}

/** Builds, serves with page reload, rebuilds on changes. */
export function startDev(options?: { port?: number; secondPort?: number; outdir?: string; watchDirs?: string[]; entry?: string; quiet?: boolean }): Promise<RunningDev>;
