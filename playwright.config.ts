import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs'

/**
 * Runs against APP_URL (set by `npm test`, which builds and starts the production server);
 * without it, against a dev server already running on port 3000.
 */
const baseURL = process.env.APP_URL || 'http://localhost:3000'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /log-hygiene/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Last: after every browser test (and the integration suite before them), the server log
    // must not quote any personal value a test submitted.
    { name: 'log-hygiene', testMatch: /log-hygiene\.spec\.ts/, dependencies: ['desktop'] },
  ],
})
