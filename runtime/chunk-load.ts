/**
 * Loads a code chunk (a plugin, the mount, the site files) with a time limit and one retry,
 * and checks what it exports, so a chunk that fails, hangs or arrives empty gives an error
 * naming the chunk instead of a silent stall or "x is not a function".
 */
import { messageOf } from './report';

/** How long one attempt may take before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 10_000;

/** Loads `load()` as the chunk called `label`; resolves once `check` accepts the module. */
export async function loadChunk<T>(label: string, load: () => Promise<unknown>, check: (module: Record<string, unknown>) => boolean, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let failure: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)));
    let module: unknown;
    try {
      module = await Promise.race([load(), timeout]);
    } catch (error) {
      failure = error;
      continue;
    } finally {
      clearTimeout(timer);
    }
    // A malformed chunk stays malformed: no retry.
    if (typeof module === 'object' && module && check(module as Record<string, unknown>)) return module as T;
    throw new Error(`${label} loaded without the expected exports (an empty or foreign file?)`);
  }
  throw new Error(`${label} failed to load twice: ${messageOf(failure)}`);
}
