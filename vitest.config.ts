import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free: one worker on a 2-core machine. The API tests wait on
    // PostgreSQL and on their own timers as much as they compute, so every core gets a worker.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker, not per file: importing the whole server again for each of
          // ~110 files cost more than a third of this project's time. Files share no state through
          // modules (each builds its own app on its own database), and none mocks a module.
          isolate: false,
        },
      },
      {
        // apps/web/vite.config.ts's alias: the app's modules import each other through it.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
