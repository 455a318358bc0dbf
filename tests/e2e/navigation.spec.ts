import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * No dead ends: the docs sidebars open at the page being read (desktop and the mobile drawer), and
 * every docs page says when it last changed.
 */

/** A page near the end of the long API sidebar: its link starts far below the fold. */
const DEEP_PAGE = '/docs/webcodecs/buffer-writer';

async function isInsideScroller(link: Locator) {
  return link.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) {
      scroller = scroller.parentElement;
    }
    const box = element.getBoundingClientRect();
    const view = (scroller ?? document.documentElement).getBoundingClientRect();
    return box.height > 0 && box.top >= view.top && box.bottom <= Math.min(view.bottom, window.innerHeight);
  });
}

async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({width, height: 800});
  await page.goto(route);
  await waitForHydration(page);
}

test('the desktop sidebar is scrolled to the current page on load', async ({page}) => {
  await open(page, DEEP_PAGE, 1280);
  const active = page.locator('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect.poll(() => isInsideScroller(active)).toBe(true);
  // The page itself stays at the top: only the sidebar list moved.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the desktop sidebar follows client navigation to a page far down the list', async ({page}) => {
  await open(page, '/docs/api', 1280);
  await page.evaluate((href) => {
    // Navigate through the router the way a link in the page body would.
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'deep';
    document.querySelector('article')?.append(link);
  }, DEEP_PAGE);
  await page.locator(`article a[href="${DEEP_PAGE}"]`).last().click();
  await expect(page).toHaveURL(new RegExp(`${DEEP_PAGE}$`));
  // The address changes first; the sidebar follows once the new page has rendered.
  const active = page.locator(`.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"][href="${DEEP_PAGE}"]`);
  await expect.poll(() => isInsideScroller(active)).toBe(true);
});

test('the mobile drawer opens at the current page', async ({page}) => {
  await open(page, DEEP_PAGE, 390);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const active = page.locator('.navbar-sidebar .theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]');
  await expect(active).toBeVisible();
  await expect.poll(() => isInsideScroller(active)).toBe(true);
});

test('docs pages show when they were last updated', async ({page}) => {
  await open(page, '/docs/spring', 1280);
  const time = page.locator('.theme-last-updated time');
  await expect(time).toHaveCount(1);
  const datetime = await time.getAttribute('datetime');
  expect(Number.isNaN(Date.parse(datetime ?? ''))).toBe(false);
});

test.describe('one answer per address', () => {
  test('another letter case is the 404 page, before and after hydration', async ({page, problems}) => {
    const response = await page.goto('/DOCS/PLAYER');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('This page does not exist');
    await expect(page.getByText('Nothing lives at')).toContainText('/DOCS/PLAYER');
    expect(problems.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('a lower-case section with a page name in another case is the 404 page too', async ({page, problems}) => {
    const response = await page.goto('/docs/PLAYER');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('This page does not exist');
    expect(problems.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('doubled slashes are the page itself, with the address cleaned up', async ({page, problems}) => {
    const response = await page.goto('/docs//player');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/docs\/player$/);
    await expect(page.locator('h1')).toHaveText('@remotion/player');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a page in its own case still renders and navigates normally', async ({page, problems}) => {
    await page.goto('/docs/player');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('@remotion/player');
    await page.locator('article a[href="/docs/player/api"]').first().click();
    await expect(page).toHaveURL(/\/docs\/player\/api$/);
    await expect(page.locator('h1')).not.toHaveText('This page does not exist');
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('routes come with their page (src/plugins/route-shards)', () => {
  const routeDataRequests = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/route-data/')) requested.push(new URL(request.url()).pathname);
    });
    return requested;
  };

  test('a page hydrates from the route in its HTML; a link fetches the next route once', async ({page}) => {
    const requested = routeDataRequests(page);
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    expect(requested, 'hydration fetched no route data').toEqual([]);
    await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.locator('h1')).toHaveText('API overview');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/^\/route-data\/[0-9a-f]+\.json$/);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Get help');
    await page.goForward();
    await expect(page.locator('h1')).toHaveText('API overview');
    expect(requested, 'routes already loaded are not fetched again').toHaveLength(1);
  });

  test('an address no page has, reached without reloading, renders the 404 page', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {__beforeNavigation: boolean}).__beforeNavigation = true));
    // What the router does for a link to an address without a page.
    await page.evaluate(() => {
      window.history.pushState({key: 'x'}, '', '/docs/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'x'}}));
    });
    await expect(page.locator('h1')).toHaveText('This page does not exist');
    expect(await page.evaluate(() => (window as unknown as {__beforeNavigation?: boolean}).__beforeNavigation)).toBe(
      true,
    );
  });

  test('the 404 page suggests docs with a similar address, from the list it loads once hydrated', async ({page}) => {
    await page.goto('/docs/intepolate');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('This page does not exist');
    const suggestions = page.locator('section[aria-labelledby="did-you-mean"]');
    await expect(suggestions.getByRole('link', {name: '/docs/interpolate', exact: true})).toBeVisible();
  });
});
