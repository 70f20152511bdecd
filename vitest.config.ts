import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // `server-only` throws outside React server bundles; in tests every module runs on the server.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/rate-limits.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          setupFiles: ['tests/support/rate-limits.ts', 'tests/support/caller-check.ts'],
          include: ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry WASM; two workers suit a two-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
