import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Components are written against the React API. The unit suite runs twice: once rendered by
// Preact's core through runtime/react-on-preact.ts (the default build, aliased as in build.mjs)
// and once by React 19 itself.
const REACT_ON_PREACT = fileURLToPath(new URL('./runtime/react-on-preact.ts', import.meta.url));
const PREACT_ALIASES = {
  'react-dom/client': REACT_ON_PREACT,
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': REACT_ON_PREACT,
  react: REACT_ON_PREACT,
};

const project = (renderer: 'preact' | 'react'): TestProjectInlineConfiguration => ({
  extends: true,
  resolve: renderer === 'preact' ? { alias: Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) } : {},
  // The React pass runs what renders (the .tsx suites and the runtime core); rules, backend, build and docs
  // tests hold no renderer code and run once, under the default project.
  test: {
    name: renderer,
    include: renderer === 'react' ? ['test/**/*.test.tsx', 'test/runtime/*.test.ts'] : ['test/**/*.test.{ts,tsx}'],
    // Builds and source scans: the same under either renderer.
    exclude: ['test/e2e/**', 'node_modules/**', ...(renderer === 'react' ? ['test/runtime/boot-size.test.ts', 'test/runtime/folder-rules.test.ts'] : [])],
  },
});

export default defineConfig({
  define: { __DEV__: 'true', __VERSION__: '"test"' },
  test: {
    environment: 'jsdom',
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    // Waits end when their state comes; these are only the ceilings for one that never does
    // (test/support/wait-limits.ts): generous, so a loaded machine does not fail a passing test.
    setupFiles: ['test/support/wait-limits.ts'],
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 30_000,
    pool: 'threads',
    // One worker per core. Vitest's default leaves a core to its main process, which on a
    // two-core machine means one worker: the suite measured 352 s so and 213 s with two.
    maxWorkers: availableParallelism(),
    projects: [project('preact'), project('react')],
  },
});
