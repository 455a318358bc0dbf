import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, emulateDataSaver, recordCspViolations, cspViolations} from './fixtures';

/**
 * Visits every URL of the built sitemap. The list is read from the build, so the
 * crawl grows with the site without anyone editing this file.
 */
const sitemapPath = path.join(__dirname, '../../build/sitemap.xml');
const sitemap = fs.existsSync(sitemapPath) ? fs.readFileSync(sitemapPath, 'utf8') : '';
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test('the sitemap lists the site', () => {
  expect(sitemap, 'build/sitemap.xml is missing: run the build first').not.toBe('');
  expect(paths).toContain('/docs/');
  expect(new Set(paths).size).toBe(paths.length);
});

for (const pathname of paths) {
  test(`crawl ${pathname}`, async ({page, problems}) => {
    // Each page is judged on its own load; prefetching the pages it links to would only slow the crawl.
    await emulateDataSaver(page);
    await recordCspViolations(page);
    const response = await page.goto(pathname);
    expect(response?.status(), 'HTTP status').toBe(200);
    expect(response?.headers()['content-security-policy'], 'the page is served with its CSP').toContain(
      "default-src 'self'",
    );
    await waitForHydration(page);
    await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);
    // Give late chunk and prefetch requests a moment to fail, without waiting for network idle on every page.
    await page.waitForTimeout(250);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(await cspViolations(page), 'Content-Security-Policy violations').toEqual([]);
    expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
  });
}
