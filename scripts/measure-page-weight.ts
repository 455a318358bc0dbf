/**
 * JavaScript a visitor downloads, gzip-compressed, measured in headless Chromium
 * against the production build (run `npm run build` first):
 *   npm run measure:weight
 * Reports a docs page, the home page before its Player demo is scrolled into
 * view, and the home page after.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {serveStatic} from './lib/staticServer';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function trackScripts(page: Page, origin: string) {
  const bodies = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (url.startsWith(origin) && url.endsWith('.js') && !bodies.has(url)) {
      bodies.set(url, 0);
      const body = await response.body().catch(() => Buffer.alloc(0));
      bodies.set(url, zlib.gzipSync(body).length);
    }
  });
  return () => [...bodies.values()].reduce((a, b) => a + b, 0);
}

async function main() {
  const {server, origin} = await serveStatic(path.resolve('build'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const docs of ['/docs/interpolate', '/docs/get-help']) {
      for (const dataSaver of [true, false]) {
        const page = await browser.newPage();
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({status: 200, body: ''}));
        if (dataSaver) {
          // No prefetching of linked pages: only what this page itself needs.
          await page.addInitScript(() =>
            Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
          );
        }
        const total = trackScripts(page, origin);
        await page.goto(`${origin}${docs}`, {waitUntil: 'networkidle'});
        console.log(
          `${docs}: ${kb(total())} of JavaScript (gzip)${dataSaver ? ' for the page itself' : ' including chunks prefetched for visible links'}`,
        );
        await page.close();
      }
    }
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({status: 200, body: ''}));
    const total = trackScripts(page, origin);
    await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
    const before = total();
    await page.locator('[data-live-demo]').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    console.log(`home before the Player demo is shown: ${kb(before)} (gzip)`);
    console.log(`home after the Player demo is shown: ${kb(total())} (gzip)`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
