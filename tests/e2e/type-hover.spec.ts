import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Types on hover in the code samples (issue 27): every identifier of a type-checked sample shows
 * the compiler's quick info in a popover, by mouse, keyboard or tap; toolkit APIs link to their
 * docs page; the popover script and the page's type data load only on first use.
 */

const POPOVER = '#type-hover-popover';

/** A sample's identifiers are wrapped on its first use (hover, focus, tap); wait for that. */
async function activate(page: Page, nth = 0) {
  const pre = page.locator('main pre[data-th]').nth(nth);
  await pre.scrollIntoViewIfNeeded();
  // A sample that React renders again (its highlighter arriving after a client-side navigation)
  // is wrapped again on the reader's next pointer move: hover again until it is.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await pre.hover({position: {x: 4, y: 4}});
    await expect(pre.locator('[data-thi]').first()).toBeAttached({timeout: 2_000});
  }).toPass({timeout: 10_000});
  return pre;
}

/** Records layout shifts from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as {__shifts: number[]}).__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        (window as unknown as {__shifts: number[]}).__shifts.push((entry as unknown as {value: number}).value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

test('spring()’s config shows its type on hover, and nothing loads before', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/docs/spring');
  await waitForHydration(page);
  expect(requests.filter((u) => /type-hover/.test(u))).toEqual([]);
  expect(await page.locator('[data-thi]').count(), 'identifiers are wrapped only when a sample is used').toBe(0);

  // The second sample (src/PopIn.tsx) calls spring() with a config.
  const pre = await activate(page, 1);
  const config = pre.locator('[data-thi]', {hasText: /^config$/}).first();
  await config.hover();
  const popover = page.locator(POPOVER);
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('config?: Partial<SpringConfig>');
  expect(requests.filter((u) => /type-hover/.test(u)).length).toBeGreaterThanOrEqual(2);

  // Moving the mouse away closes it.
  await page.mouse.move(5, 5);
  await expect(popover).toBeHidden();
});

test('the popover by keyboard: Tab into the sample, arrows between identifiers, Escape closes', async ({page}) => {
  await page.goto('/docs/spring');
  await waitForHydration(page);
  // The second sample (src/PopIn.tsx); the first has a single identifier.
  const pre = page.locator('main pre[data-th]').nth(1);
  await pre.focus();
  const first = pre.locator('[data-thi]').first();
  await expect(first, 'focusing the sample prepares its identifiers').toBeAttached();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const popover = page.locator(POPOVER);
  await expect(popover).toBeVisible();
  await expect(first).toHaveAttribute('aria-describedby', 'type-hover-popover');
  const before = await popover.textContent();

  await page.keyboard.press('ArrowRight');
  const second = pre.locator('[data-thi]').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('tabindex', '0');
  await expect(first).toHaveAttribute('tabindex', '-1');
  await expect(popover).toBeVisible();
  await expect.poll(() => popover.textContent()).not.toBe(before);

  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(second).toBeFocused();
  await expect(second).not.toHaveAttribute('aria-describedby', /.+/);
});

test('a toolkit API links to its docs page from the popover', async ({page}) => {
  await page.goto('/docs/spring');
  await waitForHydration(page);
  await activate(page, 1);
  const ident = page.locator('main pre[data-th] [data-thi]', {hasText: /^useCurrentFrame$/}).first();
  await ident.focus();
  const link = page.locator(`${POPOVER} a`);
  await expect(link).toHaveAttribute('href', '/docs/use-current-frame');
  await page.keyboard.press('Enter');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/use-current-frame$/);
});

test('a tap shows the popover on a phone, a second tap closes it', async ({browser, baseURL}) => {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    hasTouch: true,
    isMobile: true,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto('/docs/spring');
  await waitForHydration(page);
  const pre = page.locator('main pre[data-th]').nth(1);
  await pre.scrollIntoViewIfNeeded();
  // The first tap prepares the sample (and shows the identifier tapped, if any).
  await pre.tap({position: {x: 4, y: 4}});
  const config = pre.locator('[data-thi]', {hasText: /^config$/}).first();
  await expect(config).toBeAttached();
  await config.tap();
  const popover = page.locator(POPOVER);
  await expect(popover).toBeVisible();
  const box = (await popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.waitForTimeout(500);
  await config.tap();
  await expect(popover).toBeHidden();
  await context.close();
});

test('no layout shift when the popover opens and closes', async ({page}) => {
  await recordLayoutShifts(page);
  await page.goto('/docs/spring');
  await waitForHydration(page);
  // Scroll first, so that only the popover could move anything afterwards.
  const pre = await activate(page, 1);
  await page.waitForTimeout(1000);
  const shiftsBefore = await page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts.length);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const idents = pre.locator('[data-thi]');
  for (let i = 0; i < 5; i++) {
    await idents.nth(i).hover();
    await expect(page.locator(POPOVER)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  const shifts = await page.evaluate(() => (window as unknown as {__shifts: number[]}).__shifts);
  expect(shifts.slice(shiftsBefore)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
});

test('readable in dark mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/spring');
  await waitForHydration(page);
  await (await activate(page)).locator('[data-thi]').first().hover();
  const popover = page.locator(POPOVER);
  await expect(popover).toBeVisible();
  const {color, background} = await popover.evaluate((el) => {
    const s = getComputedStyle(el);
    return {color: s.color, background: s.backgroundColor};
  });
  const lum = (c: string) => {
    const [r, g, b] = (c.match(/[\d.]+/g) ?? []).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  expect(lum(color)).toBeGreaterThan(lum(background) + 100);
});

test('no hover data or popover script on a page without samples', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/docs/acknowledgements');
  await waitForHydration(page);
  await page.locator('main').hover();
  await page.keyboard.press('Tab');
  expect(await page.locator('[data-thi], pre[data-th]').count()).toBe(0);
  expect(requests.filter((u) => /type-hover/.test(u))).toEqual([]);
  const html = await (await page.request.get('/docs/acknowledgements')).text();
  expect(html).not.toContain('data-thi');
});

test('a sample reached by client-side navigation shows types too', async ({page}) => {
  await page.goto('/docs/spring');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/use-current-frame"]').first().click();
  await expect(page).toHaveURL(/\/docs\/use-current-frame$/);
  // The address changes first; the new page renders once its route and chunks have loaded.
  await expect(page.locator('h1')).toHaveText('useCurrentFrame()');
  // Its samples show plain lines until the highlighter chunk has loaded, then are rendered again.
  await expect(page.locator('main pre[data-th] .token.keyword').first()).toBeVisible();
  const pre = await activate(page);
  await pre
    .locator('[data-thi]', {hasText: /^useCurrentFrame$/})
    .first()
    .hover();
  await expect(page.locator(POPOVER)).toContainText('useCurrentFrame');
});

test('no hover text names a folder of the machine that built the site', () => {
  const dir = path.join(__dirname, '../../build/type-hover');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  expect(files.length).toBeGreaterThan(100);
  const leaks = files.flatMap((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    return [...text.matchAll(/import\(\\"(\/[^"\\]*)/g)].map((m) => `${file}: ${m[1]}`);
  });
  expect(leaks).toEqual([]);
  expect(
    files.filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes(path.resolve(__dirname, '../..'))),
  ).toEqual([]);
});
