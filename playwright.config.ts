import {defineConfig, devices} from '@playwright/test';

/**
 * Tests run against the production build, served like `docusaurus serve` serves it, with the
 * response headers of build/_headers (CSP and the rest) applied by scripts/serve-build.mjs.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium; Playwright's own browser download is not available here.
const chromium = {
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
};

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
