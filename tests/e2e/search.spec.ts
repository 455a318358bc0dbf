import {buildIndex} from '../../src/plugins/local-search/engine';
import type {SearchRecord} from '../../src/plugins/local-search/types';
import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const INDEX = '**/search-index.json';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

async function search(page: Page, query: string) {
  await openWithShortcut(page);
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test.beforeEach(async ({page}) => {
  await page.goto('/docs/get-help');
  await waitForHydration(page);
});

test.describe('search modal', () => {
  test('the index is fetched on intent, not on page load', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('search-index.json') && fetched.push(r.url()));
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => fetched.length).toBe(1);
  });

  test('opens by click, Ctrl+K, "/" and a typed key; Escape closes; Ctrl+F is left to the browser', async ({page}) => {
    const button = page.locator('.DocSearch-Button');
    await expect(button).toContainText('Search');
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    // "/" works anywhere but in a field or on a button.
    await page.locator('main p').first().click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');

    // With the search button focused, a typed character becomes the query; Ctrl+F does not open search.
    await button.focus();
    await page.keyboard.press('Control+f');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('i');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('i');
  });

  test('caps the query at 64 characters', async ({page}) => {
    await openWithShortcut(page);
    await input(page).pressSequentially('a'.repeat(80), {delay: 0});
    await expect(input(page)).toHaveValue('a'.repeat(64));
  });

  test('"interpolate" puts the interpolate() page first', async ({page}) => {
    await search(page, 'interpolate');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/interpolate');
  });

  test('shows at most 20 hits, at most 5 per group, and links to all results', async ({page}) => {
    await search(page, 'render');
    const hits = await page.locator('.DocSearch-Hit').count();
    expect(hits).toBeLessThanOrEqual(20);
    const groups = page.locator('.DocSearch-Hits');
    for (let i = 0; i < (await groups.count()); i++) {
      expect(await groups.nth(i).locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=render$/);
    await expect(page.locator('h1')).toHaveText('Search results for "render"');
  });

  test('remembers recent searches and favorites', async ({page}) => {
    await openWithShortcut(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input(page).fill('get help');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(modal(page)).toBeHidden();
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  });

  test('shows the no-results screen with suggestions and a way to report it', async ({page}) => {
    await search(page, 'render');
    await input(page).fill('renderzzqxv');
    const empty = page.locator('.DocSearch-NoResults');
    await expect(empty).toContainText('No results for');
    await expect(empty).toContainText('Try searching for');
    await expect(empty).toContainText('Believe this query should return results?');
    await expect(empty.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /github\.com\/remotion-dev\/remotion\/issues\/new/,
    );
  });

  test('never renders markup typed into the box', async ({page}) => {
    await openWithShortcut(page);
    await input(page).fill('<img src=x onerror="window.__xss=1"> render');
    await page.waitForTimeout(500);
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('goes loading → stalled after 300 ms while the index is slow', async ({page}) => {
    await page.route(INDEX, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await openWithShortcut(page);
    await input(page).fill('render');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible({timeout: 1200});
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 5000});
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('shows the network error screen when the index cannot be loaded', async ({page}) => {
    await page.route(INDEX, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await openWithShortcut(page);
    await input(page).fill('render');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
  });

  test('an external hit navigates with a full page load', async ({page}) => {
    const external: SearchRecord = {
      objectID: 'x',
      url: 'https://remotion.pro/license',
      url_without_anchor: 'https://remotion.pro/license',
      anchor: null,
      type: 'lvl1',
      hierarchy: {
        lvl0: 'Commercial',
        lvl1: 'Company license',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'Licensing for companies.',
      language: 'en',
      docusaurus_tag: 'default',
      position: 0,
    };
    await page.route(INDEX, (route) =>
      route.fulfill({contentType: 'application/json', body: JSON.stringify(buildIndex([external]))}),
    );
    await openWithShortcut(page);
    await input(page).fill('company license');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', 'https://remotion.pro/license');
    // Keyboard selection goes through the navigator; a click follows the plain link. Both leave the app.
    await page.keyboard.press('Enter');
    await page.waitForURL('https://remotion.pro/license');
    await page.goBack();
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('company license');
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL('https://remotion.pro/license');
  });
});

test.describe('search page', () => {
  test('reads q and lists results', async ({page}) => {
    await page.goto('/search?q=spring');
    await expect(page.locator('h1')).toHaveText('Search results for "spring"');
    await expect(page.locator('main ol li').first()).toBeVisible();
    await expect(page.getByText(/documents? found/)).toBeVisible();
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('spring');
  });

  test('treats markup in q as text', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror="window.__xss=1"> render')}`);
    await expect(page.locator('main ol li').first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('shows a clear empty state for a query that matches nothing', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('%%% ### !!!')}`);
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
  });
});

/** Defects of issue 18, each pinned by a test that failed before its fix. */
test.describe('search defects (issue 18)', () => {
  const seeAll = (page: Page) => page.getByRole('link', {name: /^See all \d+ results$/});
  const countOf = async (page: Page) => Number((await seeAll(page).textContent())?.match(/\d+/)?.[0]);

  test('1: "See all N results" counts what /search finds, however the query was typed', async ({page}) => {
    await page.goto('/search?q=sequence');
    const found = page.getByText(/^\d+ documents found$/);
    await expect(found).toBeVisible();
    const expected = Number((await found.textContent())!.match(/\d+/)![0]);

    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await openWithShortcut(page);
    for (const query of ['se', 'seq', 'sequence', '', 'sequence']) {
      await input(page).fill(query);
      if (query) await expect(seeAll(page)).toBeVisible();
    }
    await expect.poll(() => countOf(page)).toBe(expected);
    await page.waitForTimeout(300);
    expect(await countOf(page)).toBe(expected);
    await seeAll(page).click();
    await expect(page).toHaveURL(/\/search\?q=sequence$/);
    await expect(page.getByText(`${expected} documents found`)).toBeVisible();
  });

  test('2: "/" after closing with Escape opens an empty search', async ({page}) => {
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('3: recent searches and favorites show a title with angle brackets as text', async ({page}) => {
    await search(page, 'sequence');
    await page.locator('.DocSearch-Hit a[href="/docs/sequence"]').first().click();
    await expect(page).toHaveURL(/\/docs\/sequence$/);
    // The new page has rendered (its navbar, and with it the search bar, may be a new one).
    await expect(page.locator('h1')).toHaveText('<Sequence>');
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit-title').first()).toHaveText('<Sequence>');
    await recent.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    const favorite = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
    });
    await expect(favorite.locator('.DocSearch-Hit-title').first()).toHaveText('<Sequence>');
    // Stored hits are read back from localStorage on the next page load.
    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await expect(favorite.locator('.DocSearch-Hit-title').first()).toHaveText('<Sequence>');
  });

  test('4: /search?q= caps a long query at 64 characters', async ({page}) => {
    const long = 'render a video with transparent background and custom codec settings please';
    expect(long.length).toBeGreaterThan(64);
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    await waitForHydration(page);
    const box = page.getByRole('searchbox', {name: 'Search'});
    await expect(box).toHaveValue(long.slice(0, 64));
    await expect(page.locator('h1')).toHaveText(`Search results for "${long.slice(0, 64).trim()}"`);
    expect(new URL(page.url()).searchParams.get('q')!.length).toBeLessThanOrEqual(64);
  });

  test('4: text selected on the page opens search with at most 64 characters of it', async ({page}) => {
    const paragraph = page.locator('main article p').first();
    const text = ((await paragraph.textContent()) ?? '').trim();
    expect(text.length).toBeGreaterThan(64);
    await paragraph.selectText();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue(text.slice(0, 64).trim());
  });

  const hashTargets = [
    {section: 'blog', query: 'smaller additions since 3.3', href: '/blog/4-0#smaller-additions-since-33', key: false},
    {
      section: 'learn',
      query: 'trail behind the spark',
      href: '/learn/apple-wow#step-3-a-trail-behind-the-spark',
      key: true,
    },
    {
      section: 'success stories',
      query: 'typeframes growth after the acquisition',
      href: '/success-stories/typeframes#growth-after-the-acquisition',
      key: false,
    },
  ];
  for (const {section, query, href, key} of hashTargets) {
    test(`5: a hit on a ${section} heading is not left under the navbar (${key ? 'keyboard' : 'click'})`, async ({
      page,
    }) => {
      await search(page, query);
      const hit = page.locator(`.DocSearch-Hit a[href="${href}"]`).first();
      await expect(hit).toBeVisible();
      if (key) {
        await hit.hover();
        await page.keyboard.press('Enter');
      } else {
        await hit.click();
      }
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
      const id = href.split('#')[1];
      const covered = () =>
        page.evaluate((target) => {
          const heading = document.getElementById(target)?.getBoundingClientRect();
          const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
          if (!heading) return null;
          return {covered: heading.top < navbar.bottom, inView: heading.top >= 0 && heading.top < innerHeight};
        }, id);
      await expect.poll(covered).toEqual({covered: false, inView: true});
      await page.waitForTimeout(500);
      expect(await covered()).toEqual({covered: false, inView: true});
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(100);
      // The navbar is the theme's again: scrolling up brings it back.
      await page.mouse.move(600, 400);
      await page.mouse.wheel(0, -200);
      await expect
        .poll(() => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom))
        .toBeGreaterThan(0);
    });
  }

  test('6: the modal does not credit Algolia when the embedded index answers', async ({page}) => {
    await search(page, 'render');
    await expect(modal(page).getByText(/Powered by/i)).toBeHidden();
    await expect(modal(page).locator('a[href*="algolia.com"]')).toBeHidden();
    await expect(modal(page).getByRole('img', {name: 'Algolia'})).toBeHidden();
  });

  test('7: embedded mode loads the index on intent only and never talks to Algolia', async ({page}) => {
    const fetched: string[] = [];
    const algolia: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('search-index.json')) fetched.push(r.url());
      if (/algolia/.test(new URL(r.url()).host)) algolia.push(r.url());
    });
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('link[rel="preconnect"][href*="algolia"]').count()).toBe(0);
    // Moving around the site does not fetch it either.
    await page.getByRole('link', {name: 'Docs', exact: true}).click();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    // Keyboard focus on the button is intent.
    await page.locator('.DocSearch-Button').focus();
    await expect.poll(() => fetched.length).toBe(1);
    // So is the shortcut, on a fresh page.
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toHaveLength(1);
    await page.keyboard.press('Control+k');
    await expect.poll(() => fetched.length).toBe(2);
    await input(page).fill('render');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(fetched).toHaveLength(2);
    expect(algolia).toEqual([]);
  });
});

test.describe('honest states', () => {
  test('while the index is still loading, the modal says it is searching, not "No results"', async ({page}) => {
    await page.route(INDEX, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await openWithShortcut(page);
    await input(page).fill('s');
    await expect(page.locator('.search-pending')).toHaveText('Searching…');
    await expect(page.locator('.DocSearch-Title', {hasText: 'No results for'})).toBeHidden();
    await expect(page.locator('.search-suggestions')).toBeHidden();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 8000});
    await expect(page.locator('.search-pending')).toHaveCount(0);
  });

  for (const [name, fail] of [
    ['HTTP 500', (route) => route.fulfill({status: 500, body: 'error'})],
    ['an aborted request', (route) => route.abort()],
    ['a malformed index', (route) => route.fulfill({contentType: 'application/json', body: '{"version":'})],
  ] as [string, Parameters<Page['route']>[1]][]) {
    test(`an index that fails with ${name} shows one error screen and throws nothing`, async ({page}) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.route(INDEX, fail);
      await openWithShortcut(page);
      for (const key of ['r', 'e', 'n', 'd']) {
        await input(page).press(key);
      }
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(1);
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
      await page.waitForTimeout(300);
      expect(pageErrors).toEqual([]);
    });
  }
});
