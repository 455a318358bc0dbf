import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

const BUILD = path.join(__dirname, '../../build');

test.describe('blog', () => {
  test('lists 10 posts a page: 10, 10, 2', async ({page}) => {
    for (const [url, count] of [
      ['/blog', 10],
      ['/blog/page/2', 10],
      ['/blog/page/3', 2],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('main article'), url).toHaveCount(count);
    }
    const last = await page.goto('/blog/page/4');
    expect(last?.status()).toBe(404);
  });

  test('the archive lists all 22 posts grouped by year', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(
      page.locator('main a[href^="/blog/"]:not([href^="/blog/page"]):not([href^="/blog/tags"])'),
    ).toHaveCount(22);
    for (const year of ['2024', '2023', '2022', '2021']) {
      await expect(page.locator('main h3', {hasText: year})).toBeVisible();
    }
  });

  test('the sidebar groups posts by year', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/blog/4-0');
    const sidebar = page.locator('aside nav');
    await expect(sidebar.getByRole('heading', {name: '2023'})).toBeVisible();
    await expect(sidebar.getByRole('heading', {name: '2021'})).toBeVisible();
  });

  test('a post shows title, date, author, reading time and social metadata', async ({page}) => {
    await page.goto('/blog/seed-funding');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('We raised CHF 180k to simplify programmatic video!');
    await expect(page.locator('article time')).toHaveAttribute('datetime', /^2022-11-09/);
    await expect(page.locator('article').getByText('Jonny Burger').first()).toBeVisible();
    await expect(page.locator('article').getByText(/min read/)).toBeVisible();
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/img\/social\/blog\/seed-funding\.jpg$/);
    const response = await page.request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  });

  test('author and tag pages exist', async ({page}) => {
    await page.goto('/blog/authors/jonny');
    await expect(page.locator('h1')).toContainText('Jonny Burger');
    await page.goto('/blog/tags/release');
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test.describe('feeds', () => {
  for (const [file, item, count] of [
    ['blog/rss.xml', 'item', 22],
    ['blog/atom.xml', 'entry', 22],
    ['learn/rss.xml', 'item', 1],
    ['success-stories/rss.xml', 'item', 4],
  ] as const) {
    test(`${file} is well-formed XML with ${count} ${item}s`, async ({page}) => {
      const xml = fs.readFileSync(path.join(BUILD, file), 'utf8');
      const result = await page.evaluate(
        ({xml, item}) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            items: doc.getElementsByTagName(item).length,
          };
        },
        {xml, item},
      );
      expect(result.error).toBeNull();
      expect(result.items).toBe(count);
    });
  }
});

test.describe('learn and success stories', () => {
  test('learn lists the tutorial and has an archive', async ({page}) => {
    await page.goto('/learn');
    await expect(page.locator('main article')).toHaveCount(1);
    await page.goto('/learn/archive');
    await expect(page.locator('main a[href="/learn/apple-wow"]')).toBeVisible();
    await page.goto('/learn/apple-wow');
    await expect(page.locator('h1')).toHaveText('Recreating the Apple fireworks animation');
  });

  test('success stories list four customers with an archive', async ({page}) => {
    await page.goto('/success-stories');
    await expect(page.locator('main article')).toHaveCount(4);
    for (const slug of ['makestories', 'shortvid', 'typeframes', 'yarx']) {
      const response = await page.goto(`/success-stories/${slug}`);
      expect(response?.status()).toBe(200);
    }
    await page.goto('/success-stories/archive');
    await expect(page.locator('main a[href^="/success-stories/"]')).toHaveCount(4);
  });
});
