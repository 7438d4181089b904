import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/helpers/longest-first.ts';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // The API tier's longest files first (tests/helpers/longest-first.ts); other files keep vitest's order.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Generous: a start-up, a migration or a real import on a busy 2-core machine takes its time;
          // tests wait on conditions, and these only stop one that hangs.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
