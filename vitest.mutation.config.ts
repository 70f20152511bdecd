import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests as StrykerJS runs them (stryker.config.mjs): one plain project, since the runner does not pick a
 * project out of `vitest.config.ts`. Same aliases as the main config.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['**/*.int.test.ts', '**/node_modules/**'],
    environment: 'node',
    // As in vitest.config.ts: every test counts its rate limits in a fresh memory store.
    setupFiles: ['tests/support/rate-limits.ts'],
    // Stryker instruments the code under test: slower than a plain run, on a machine it keeps busy.
    testTimeout: 30_000,
  },
});
