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
          // Each worker keeps its process and its loaded modules from one file to the next: a fresh
          // process per file spent about a second of a core importing the backend again, 112 times
          // (40 files on both engines, alternated: 137 and 136 s isolated, 104 and 105 s not). Each
          // file still opens its own database from the template and its own API (test-api.ts); the
          // backend's caches are per database or checked against the database's own stamp (as for
          // describeApi's two engines in one file), and files that change process.env put it back.
          isolate: false,
        },
      },
    ],
  },
});
