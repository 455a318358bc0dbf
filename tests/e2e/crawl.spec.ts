import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, emulateDataSaver, recordCspViolations, cspViolations} from './fixtures';

/**
 * Visits every URL of the built sitemap. The list is read from the build, so the
 * crawl grows with the site without anyone editing this file.
 *
 * Routes are visited in batches by one page per test: a fresh browser context per
 * route cost more than loading the route itself. Each route is still judged on its
 * own document (a full page load), and every failure names its route.
 */
const sitemapPath = path.join(__dirname, '../../build/sitemap.xml');
const sitemap = fs.existsSync(sitemapPath) ? fs.readFileSync(sitemapPath, 'utf8') : '';
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

// Enough batches to keep both workers busy to the end, few enough that context set-up stays negligible.
const ROUTES_PER_BATCH = 16;
const batches = Array.from({length: Math.ceil(paths.length / ROUTES_PER_BATCH)}, (_, i) =>
  paths.slice(i * ROUTES_PER_BATCH, (i + 1) * ROUTES_PER_BATCH),
);

test('the sitemap lists the site', () => {
  expect(sitemap, 'build/sitemap.xml is missing: run the build first').not.toBe('');
  expect(paths).toContain('/docs/');
  expect(new Set(paths).size).toBe(paths.length);
});

/** Resolves once no same-origin request is in flight, so a chunk that fails late is still seen. */
function trackInFlight(page: Page, origin: string) {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) pending.add(request);
  });
  const settle = (request: unknown) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    await expect.poll(() => pending.size, {message: 'same-origin requests still in flight', timeout: 5_000}).toBe(0);
  };
}

for (const batch of batches) {
  test(`crawl ${batch[0]} and ${batch.length - 1} more`, async ({page, problems, baseURL}) => {
    test.setTimeout(15_000 * batch.length);
    // Each page is judged on its own load; prefetching the pages it links to would only slow the crawl.
    await emulateDataSaver(page);
    await recordCspViolations(page);
    const settled = trackInFlight(page, baseURL!);
    for (const pathname of batch) {
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
      const response = await page.goto(pathname);
      expect.soft(response?.status(), `${pathname}: HTTP status`).toBe(200);
      expect
        .soft(response?.headers()['content-security-policy'], `${pathname}: the page is served with its CSP`)
        .toContain("default-src 'self'");
      try {
        await waitForHydration(page);
      } catch {
        expect.soft(false, `${pathname}: the page did not hydrate`).toBe(true);
        continue;
      }
      await expect.soft(page.locator('h1'), `${pathname}: exactly one h1`).toHaveCount(1);
      await settled();
      expect.soft(problems.consoleErrors, `${pathname}: console errors`).toEqual([]);
      expect.soft(await cspViolations(page), `${pathname}: Content-Security-Policy violations`).toEqual([]);
      // Leaving the previous route cancels what it still had in flight (the browser's late
      // favicon request, say): those report net::ERR_ABORTED during this route's load. A file
      // that is really missing answers 404, which the response check records.
      const failed = problems.failedRequests.filter((entry) => !entry.endsWith('net::ERR_ABORTED'));
      expect.soft(failed, `${pathname}: failed same-origin requests`).toEqual([]);
    }
  });
}
