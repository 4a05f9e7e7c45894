/**
 * How long a unit test waits for a state before it fails (docs/quality.md "Tests that do not
 * race"). A wait's limit is a ceiling for a state that never comes, never a measure of speed:
 * on a loaded 2-core machine a first dynamic import (a plugin's chunk) can take longer than
 * vitest's default second for `vi.waitFor`, which failed a test that passes alone. The same
 * ceiling is set for `expect.poll` in vitest.config.ts, and each test gets room for it.
 */
import { vi } from 'vitest';

/** The ceiling of `vi.waitFor` when a test names none. */
export const WAIT_LIMIT_MS = 10_000;

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback: Parameters<typeof vi.waitFor>[0], options?: Parameters<typeof vi.waitFor>[1]) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options })) as typeof vi.waitFor;
