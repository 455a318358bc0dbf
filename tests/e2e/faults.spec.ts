import {test, expect, waitForHydration, emulateDataSaver} from './fixtures';

/**
 * Faults injected into the built site (spec §2 navigation behaviour, §8 error catalogue).
 * Covered elsewhere and kept there: the search backend unreachable (search.spec.ts,
 * 'shows the network error screen when the index cannot be loaded'), the chat script
 * blocked (askai.spec.ts), a crashed page (crash.spec.ts), data-saver mode (shell.spec.ts).
 */

const CHUNK = /\/assets\/js\/[^/]+\.js$/;

test('a page chunk that fails to load during client navigation reloads the whole page', async ({page}) => {
  // No prefetching, so the API page's chunks are first requested by the click.
  await emulateDataSaver(page);
  await page.goto('/docs/get-help');
  await waitForHydration(page);
  const aborted = new Set<string>();
  // Every chunk requested until the page reloads fails; the reloaded page loads normally.
  let reloading = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) {
      reloading = true;
    }
  });
  await page.route(CHUNK, (route) => {
    if (reloading) {
      return route.continue();
    }
    aborted.add(route.request().url());
    return route.abort('failed');
  });
  // A flag on the window survives client navigation but not a reload.
  await page.evaluate(() => ((window as unknown as {__beforeNavigation: boolean}).__beforeNavigation = true));
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/docs/api'));
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await reload;
  await expect(page).toHaveURL(/\/docs\/api$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('API overview');
  expect(aborted.size, 'chunks of the API page were made to fail').toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as {__beforeNavigation?: boolean}).__beforeNavigation),
    'the document was reloaded',
  ).toBeUndefined();
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('route data from another deployment, met during client navigation, reloads the whole page', async ({page}) => {
  await emulateDataSaver(page);
  await page.goto('/docs/get-help');
  await waitForHydration(page);
  // A newer build's route data names chunks and modules this page's scripts do not know.
  await page.route(/\/route-data\/[0-9a-f]+\.json$/, async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as {build: string};
    return route.fulfill({response, json: {...data, build: 'a-newer-build'}});
  });
  await page.evaluate(() => ((window as unknown as {__beforeNavigation: boolean}).__beforeNavigation = true));
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/docs/api'));
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await reload;
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('API overview');
  expect(
    await page.evaluate(() => (window as unknown as {__beforeNavigation?: boolean}).__beforeNavigation),
    'the document was reloaded',
  ).toBeUndefined();
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a lazily loaded part that fails to load shows error text and a Retry button that loads it', async ({page}) => {
  // Only the /player demo's lazily loaded chunk holds this default text.
  const MARKER = 'Made with the Player';
  let failing = true;
  const failed: string[] = [];
  await page.route(CHUNK, async (route) => {
    const response = await route.fetch();
    if (failing && (await response.text()).includes(MARKER)) {
      failed.push(route.request().url());
      return route.abort('failed');
    }
    return route.fulfill({response});
  });
  await page.goto('/player');
  await waitForHydration(page);
  const demo = page.locator('[data-player-showcase]');
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('The Player demo could not be loaded. Check your connection and try again.');
  expect(failed.length, 'the demo chunk was requested and failed').toBeGreaterThan(0);
  await expect(demo.locator('.__remotion-player')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(demo.locator('.__remotion-player')).toBeVisible({timeout: 15_000});
  await expect(demo.getByRole('alert')).toHaveCount(0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a live demo in the docs that fails to load offers Retry too', async ({page}) => {
  let failing = true;
  // Without prefetching, the demo's player code is the only chunk fetched once the demo nears the viewport.
  await emulateDataSaver(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.route(CHUNK, (route) => (failing ? route.abort('failed') : route.continue()));
  const demo = page.locator('[data-live-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('could not be loaded');
  failing = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(demo.locator('.__remotion-player')).toBeVisible({timeout: 15_000});
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  /** One route of every route type; the server-rendered HTML must stand on its own. */
  const ROUTE_TYPES: {type: string; path: string; status?: number}[] = [
    {type: 'home', path: '/'},
    {type: 'docs page', path: '/docs/get-help'},
    {type: 'API doc', path: '/docs/interpolate'},
    {type: 'recorder doc', path: '/docs/recorder/'},
    {type: 'blog list', path: '/blog'},
    {type: 'blog post', path: '/blog/4-0'},
    {type: 'blog archive', path: '/blog/archive'},
    {type: 'learn', path: '/learn'},
    {type: 'success story', path: '/success-stories/yarx'},
    {type: 'templates list', path: '/templates/'},
    {type: 'template', path: '/templates/hello-world'},
    {type: 'experts list', path: '/experts/'},
    {type: 'expert profile', path: '/experts/alex-fernandez'},
    {type: 'showcase', path: '/showcase/'},
    {type: 'search', path: '/search'},
    {type: 'product page', path: '/player'},
    {type: 'not found', path: '/this-does-not-exist', status: 404},
  ];
  const LINK_SAMPLE = 6;

  for (const {type, path, status = 200} of ROUTE_TYPES) {
    test(`${type} (${path}) is readable and its links work`, async ({page, baseURL}) => {
      const response = await page.goto(path);
      expect(response?.status(), 'HTTP status').toBe(status);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      expect((await h1.innerText()).trim()).not.toBe('');
      const main = page.locator('main').first();
      await expect(main).toBeVisible();
      if (type === 'search') {
        // The results need JavaScript; the page still offers its search box.
        await expect(main.getByRole('searchbox')).toBeVisible();
      } else {
        expect((await main.innerText()).trim().length, 'main text').toBeGreaterThan(40);
      }

      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const sameOrigin = [
        ...new Set(
          hrefs
            .filter((href) => href.startsWith(baseURL!))
            .map((href) => href.split('#')[0])
            .filter((href) => href !== ''),
        ),
      ].sort();
      expect(sameOrigin.length, 'same-origin links').toBeGreaterThan(0);
      // A deterministic sample spread over the page's links.
      const step = Math.max(1, Math.floor(sameOrigin.length / LINK_SAMPLE));
      const sample = sameOrigin.filter((_, i) => i % step === 0).slice(0, LINK_SAMPLE);
      for (const href of sample) {
        const linked = await page.request.get(href);
        expect(linked.status(), `${href} linked from ${path}`).toBe(200);
      }
    });
  }
});

test('on a slow 3G connection client navigation shows the progress bar and completes without errors', async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  await emulateDataSaver(page);
  await page.goto('/docs/get-help');
  await waitForHydration(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 5_000});
  await expect(page).toHaveURL(/\/docs\/api$/, {timeout: 30_000});
  await expect(page.locator('h1')).toHaveText('API overview');
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 10_000});
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
});

test('on a 2g connection nothing is prefetched, on hover or on view', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: false, effectiveType: '2g'}, configurable: true});
  });
  await page.goto('/docs/get-help');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (CHUNK.test(request.url())) {
      chunks.push(request.url());
    }
  });
  // Hovering a link is when the site preloads a page on a fast connection.
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).hover();
  await page.locator('main a[href^="/docs/"]').first().hover();
  await page.waitForTimeout(1000);
  expect(await page.locator('head link[rel="prefetch"]').count(), 'prefetch links').toBe(0);
  expect(chunks, 'chunks fetched before any navigation').toEqual([]);
});

test('when the Prism chunk cannot load, a page reached by navigation shows its code as plain text', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/assets\/js\/code-highlighter\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/docs/spring');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/use-current-frame"]').first().click();
  await expect(page).toHaveURL(/\/docs\/use-current-frame$/);
  const code = page.locator('article pre code');
  await expect(code.first()).toContainText('useCurrentFrame');
  expect(await code.locator('.token-line').count(), 'the lines of every block').toBeGreaterThan(5);
  expect(await code.locator('.token:not(.plain)').count(), 'no colours without Prism').toBe(0);
  expect(errors).toEqual([]);
});

test('when the type popover script cannot load, the sample stays usable and nothing throws', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let attempts = 0;
  await page.route(/\/assets\/js\/type-hover-popover\.[0-9a-f]+\.js$/, (route) => {
    attempts++;
    return route.abort('failed');
  });
  await page.goto('/docs/spring');
  await waitForHydration(page);
  const pre = page.locator('main pre[data-th]').nth(1);
  await pre.hover({position: {x: 4, y: 4}});
  await expect.poll(() => attempts).toBeGreaterThan(0);
  await pre.hover({position: {x: 40, y: 40}});
  await expect.poll(() => attempts, 'the next use tries again').toBeGreaterThan(1);
  expect(await pre.locator('[data-thi]').count()).toBe(0);
  await expect(pre.locator('code')).toContainText('spring');
  expect(errors).toEqual([]);
});
