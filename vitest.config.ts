import { defineConfig } from 'vitest/config';

// Same renderer as the build (build.mjs RENDERER): components use the React API, Preact renders.
const RENDERER = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

export default defineConfig({
  define: { __DEV__: 'true', __VERSION__: '"test"' },
  resolve: { alias: Object.entries(RENDERER).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    pool: 'threads',
  },
});
