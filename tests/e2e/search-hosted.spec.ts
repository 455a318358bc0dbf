import path from 'node:path';
import type http from 'node:http';
import {serveStatic} from '../../scripts/lib/staticServer';
import {algoliaHost} from '../../src/plugins/local-search';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Hosted mode needs a build of its own, made with the three variables set, e.g.
 *   ALGOLIA_APP_ID=TESTAPPID ALGOLIA_API_KEY=key ALGOLIA_INDEX_NAME=docs \
 *     npx docusaurus build --out-dir /tmp/build-hosted
 *   SEARCH_HOSTED_BUILD=/tmp/build-hosted SEARCH_HOSTED_APP_ID=TESTAPPID npx playwright test search-hosted
 * The default build is embedded, so without SEARCH_HOSTED_BUILD these tests are skipped
 * (the hosted switch itself is unit-tested in tests/unit/local-search-plugin.test.ts).
 */
const BUILD = process.env.SEARCH_HOSTED_BUILD;
const APP_ID = process.env.SEARCH_HOSTED_APP_ID ?? 'TESTAPPID';

test.describe('hosted Algolia mode', () => {
  test.skip(
    !BUILD,
    'needs SEARCH_HOSTED_BUILD: a build made with ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME',
  );

  let server: http.Server;
  let origin: string;
  test.beforeAll(async () => {
    ({server, origin} = await serveStatic(path.resolve(BUILD!)));
  });
  test.afterAll(() => server?.close());

  test('every page preconnects to the search host; queries go to Algolia, never to an embedded index', async ({
    page,
    request,
  }) => {
    for (const route of ['/', '/docs/get-help', '/blog/4-0', '/search']) {
      const html = await (await request.get(`${origin}${route}`)).text();
      expect(html, route).toContain(`rel=preconnect href=${algoliaHost(APP_ID)} crossorigin=anonymous`);
    }
    const queried: string[] = [];
    const embedded: string[] = [];
    page.on('request', (r) => r.url().includes('search-index.json') && embedded.push(r.url()));
    await page.route(/algolia\.(net|io)/, async (route) => {
      queried.push(route.request().url());
      const hit = {
        objectID: '1',
        url: `${origin}/docs/interpolate`,
        url_without_anchor: `${origin}/docs/interpolate`,
        anchor: null,
        type: 'lvl1',
        content: null,
        hierarchy: {
          lvl0: 'Animation',
          lvl1: 'interpolate()',
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        _highlightResult: {
          hierarchy: {lvl0: {value: 'Animation'}, lvl1: {value: '<mark>interpolate</mark>()'}},
        },
        _snippetResult: {hierarchy: {lvl1: {value: '<mark>interpolate</mark>()'}}},
      };
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({results: [{hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'x'}]}),
      });
    });
    await page.goto(`${origin}/docs/get-help`);
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').hover();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('interpolate');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/interpolate');
    expect(queried.length).toBeGreaterThan(0);
    expect(new URL(queried[0]).host).toMatch(new RegExp(`^${APP_ID.toLowerCase()}-dsn\\.algolia\\.net$`, 'i'));
    // Algolia answers here, so DocSearch's credit stays.
    await expect(page.locator('.DocSearch-Logo a[href*="algolia.com"]')).toBeVisible();
    expect(embedded).toEqual([]);
  });
});
