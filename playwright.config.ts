import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Specs that only take pictures for people to judge: `npm run screenshots`, not `npm test`. */
const SCREENSHOT_SPECS = /screenshots\.spec\.ts/;
const LONG_CONTENT_SPEC = /long-content\.spec\.ts/;
const LANGUAGES_SPEC = /languages\.spec\.ts/;
const GRID_PERFORMANCE_SPEC = /recipes-performance\.spec\.ts/;

/** Debian's Chromium, never a downloaded browser (no `npx playwright install` here). */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // A whole journey's budget, not a wait: every step waits on a condition within `expect`'s
  // 15 s. Beside a CPU hog on 2 cores a 20 s journey takes 30-40 s, so 30 s failed tests
  // that were only slow (stop 36: 11 of 46), and a loaded CI run took 60 s for a 35 s one
  // (stop 39); the long journeys keep their own 90-300 s. A condition's 15 s (was 10 s):
  // the first list after signing in took over 10 s in a CI run, its browser starved of CPU.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The service worker answers navigations from its cache (docs/decisions/048); the specs
    // that test the offline app allow it, the rest keep every request on the network, where
    // their mocks (page.route) see it.
    serviceWorkers: 'block',
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
      testIgnore: [LONG_CONTENT_SPEC, LANGUAGES_SPEC, GRID_PERFORMANCE_SPEC, SCREENSHOT_SPECS],
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
    // Renders 10,000 cards and times them: it keeps a browser busy for two minutes, which
    // starved the journeys beside it on a loaded CI machine (their pages took over 7 s), and
    // its figures mean more with nothing else running. So it runs alone, last.
    {
      name: 'grid-performance',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: GRID_PERFORMANCE_SPEC,
      dependencies: ['languages'],
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
