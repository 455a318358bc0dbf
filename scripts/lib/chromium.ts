import {chromium, type Browser} from '@playwright/test';

/**
 * Debian's Chromium and the flags every browser run here uses (tests, benchmarks, social
 * cards): Playwright's own browser download is not available on this machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
