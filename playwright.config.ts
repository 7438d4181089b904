import { defineConfig } from '@playwright/test';
import { resolveChromium, CHROMIUM_ARGS } from './scripts/find-chromium.ts';
import { SECOND_PARTITION, SERVER_ENV } from './e2e/helpers/partitions.ts';

const executablePath = await resolveChromium();
const second = SECOND_PARTITION.map((f) => `**/${f}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two partitions side by side (e2e/helpers/partitions.ts), each one spec at a time on its own server.
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  // A person's path of 10-20 steps takes 35-45 s at load 8-9 on two cores (desk-flow's French check-in
  // went past 60 s once and passed on retry): the limit stops a hang, not a slow machine. Specs ask for
  // more only above it (a walk of every route, a soak, a server of their own).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  globalSetup: './e2e/helpers/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: executablePath ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: second,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 }, baseURL: process.env[SERVER_ENV[0]] },
    },
    {
      name: 'chromium-2',
      testMatch: second,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 }, baseURL: process.env[SERVER_ENV[1]] },
    },
  ],
});
