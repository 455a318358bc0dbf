import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_TEST_PATH} from './scripts/lib/chromium';

/**
 * Tests run against the production build, served like `docusaurus serve` serves it, with the
 * response headers of build/_headers (CSP and the rest) applied by scripts/serve-build.mjs.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium headless shell; Playwright's own browser download is not available here.
const chromium = {executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_ARGS};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 5_000},
  reporter: [['list'], ['json', {outputFile: 'reports/e2e.json'}]],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromium}}],
  webServer: {
    command: `node scripts/serve-build.mjs --port ${PORT} --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
