import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Specs that only take pictures for people to judge: `npm run screenshots`, not `npm test`. */
const SCREENSHOT_SPECS = /screenshots\.spec\.ts/;
const LONG_CONTENT_SPEC = /long-content\.spec\.ts/;
const LANGUAGES_SPEC = /languages\.spec\.ts/;

/** Debian's Chromium, never a downloaded browser (no `npx playwright install` here). */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [LONG_CONTENT_SPEC, LANGUAGES_SPEC, SCREENSHOT_SPECS],
    },
    // Seeds long titles into the shared demo families and checks every screen: it runs after
    // the others, so no other spec clears its staged recipes or plans mid-check.
    {
      name: 'long-content',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: LONG_CONTENT_SPEC,
      dependencies: ['chromium'],
    },
    // Switches Alex's saved language: last, when no other spec signs in as Alex.
    {
      name: 'languages',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: LANGUAGES_SPEC,
      dependencies: ['long-content'],
    },
    // Screens at 390 and 1280 px, light and dark, into e2e/.artifacts: `npm run screenshots`.
    {
      name: 'screenshots',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SCREENSHOT_SPECS,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
