import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __DEV__: 'true', __VERSION__: '"test"' },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    pool: 'threads',
  },
});
