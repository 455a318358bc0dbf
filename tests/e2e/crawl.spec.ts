import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, emulateDataSaver, recordCspViolations, cspViolations} from './fixtures';
import {allPaths, isDocs, sampleRoutes, sitemap} from './sitemap';

/**
 * Visits the URLs of the built sitemap. The list is read from the build, so the
 * crawl grows with the site without anyone editing this file.
 *
 * Routes are visited in batches by one page per test: a fresh browser context per
 * route cost more than loading the route itself. Each route is still judged on its
 * own document (a full page load), and every failure names its route.
 *
 * Every route is fetched and its HTML checked without a browser (status, CSP header, one h1).
 * In the browser, which adds hydration, console errors, CSP violations and late requests, the
 * sweep's sample loads (tests/e2e/sitemap.ts): every page with its own template, every 4th page
 * generated from one, and 40 docs pages spread over all sections; `npm run test:sweep` loads all.
 */
const paths = sampleRoutes({docsSample: 40, generatedStep: 4});

// Enough batches to keep both workers busy to the end, few enough that context set-up stays negligible.
const ROUTES_PER_BATCH = 16;
const batches = Array.from({length: Math.ceil(paths.length / ROUTES_PER_BATCH)}, (_, i) =>
  paths.slice(i * ROUTES_PER_BATCH, (i + 1) * ROUTES_PER_BATCH),
);

test('the sitemap lists the site', () => {
  expect(sitemap, 'build/sitemap.xml is missing: run the build first').not.toBe('');
  expect(allPaths).toContain('/docs/');
  expect(new Set(allPaths).size).toBe(allPaths.length);
  expect(paths.filter(isDocs).length).toBeGreaterThanOrEqual(40);
});

test('every sitemap route answers 200 with its CSP and exactly one h1 (HTML only)', async ({request}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (let i = 0; i < allPaths.length; i += 24) {
    await Promise.all(
      allPaths.slice(i, i + 24).map(async (pathname) => {
        const response = await request.get(pathname);
        if (response.status() !== 200) problems.push(`${pathname}: HTTP ${response.status()}`);
        if (!(response.headers()['content-security-policy'] ?? '').includes("default-src 'self'")) {
          problems.push(`${pathname}: served without its CSP`);
        }
        const h1s = ((await response.text()).match(/<h1[\s>]/g) ?? []).length;
        if (h1s !== 1) problems.push(`${pathname}: ${h1s} h1 elements in the HTML`);
      }),
    );
  }
  expect(problems).toEqual([]);
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
