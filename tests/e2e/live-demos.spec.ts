import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Every docs page with a live Player demo: the demo loads when scrolled into
 * view, replaces its placeholder with the player, and logs no error. Pages are
 * found in the build, so new demos are covered without editing this file.
 */
const BUILD = path.join(__dirname, '../../build');

function pagesWithDemos(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pagesWithDemos(full, `${prefix}/${entry.name}`);
    return entry.name === 'index.html' && fs.readFileSync(full, 'utf8').includes('data-live-demo')
      ? [prefix || '/']
      : [];
  });
}

const pages = pagesWithDemos(path.join(BUILD, 'docs'), '/docs');

test('the docs have live demos', () => {
  expect(pages.length).toBeGreaterThanOrEqual(16);
});

// A few pages per test, in one page: a fresh browser context per page cost more than the demo.
const PAGES_PER_TEST = 4;
for (let start = 0; start < pages.length; start += PAGES_PER_TEST) {
  const batch = pages.slice(start, start + PAGES_PER_TEST);
  test(`live demos on ${batch.join(', ')} load and play`, async ({page, problems}) => {
    test.setTimeout(batch.length * 25_000);
    for (const pathname of batch) {
      problems.consoleErrors.length = 0;
      await page.goto(pathname);
      await waitForHydration(page);
      const demos = page.locator('[data-live-demo]');
      const count = await demos.count();
      expect(count, pathname).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const demo = demos.nth(i);
        await demo.scrollIntoViewIfNeeded();
        await expect(demo.getByText(/^Loading demo/), pathname).toHaveCount(0, {timeout: 15_000});
      }
      await page.waitForTimeout(300);
      expect(problems.consoleErrors, pathname).toEqual([]);
    }
  });
}
