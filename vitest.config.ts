import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Components are written against the React API. The unit suite runs twice: once rendered by
// preact/compat (the default build, aliased as in build.mjs) and once by React 19 itself.
const PREACT_ALIASES = {
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

const project = (renderer: 'preact' | 'react'): TestProjectInlineConfiguration => ({
  extends: true,
  resolve: renderer === 'preact' ? { alias: Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) } : {},
  // The build tests run the build itself (both renderers) and need no second pass.
  test: { name: renderer, ...(renderer === 'react' ? { exclude: ['test/e2e/**', 'test/build/**', 'node_modules/**'] } : {}) },
});

export default defineConfig({
  define: { __DEV__: 'true', __VERSION__: '"test"' },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    pool: 'threads',
    projects: [project('preact'), project('react')],
  },
});
