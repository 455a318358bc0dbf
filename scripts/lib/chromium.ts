import {chromium, type Browser} from '@playwright/test';

/**
 * Debian's Chromium and the flags every browser run here uses (tests, benchmarks, social
 * cards): Playwright's own browser download is not available on this machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run Debian's headless shell of the same Chromium (package
 * chromium-headless-shell, as Playwright's own headless mode does): it loads a page in about half
 * the time of the full browser in headless mode, on 2 cores. Benchmarks and Lighthouse keep the full
 * browser, which is what readers run.
 */
export const CHROMIUM_TEST_PATH = process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}
