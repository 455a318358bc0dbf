import {test, expect, waitForHydration} from './fixtures';

/**
 * "Copy page" beside the breadcrumbs puts the page's Markdown (its .md file) on the clipboard,
 * says so, and says so too when it cannot. "View as Markdown" links to the same file. Nothing
 * is fetched before the click.
 */
test.describe('Copy page', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('copies the page as Markdown and confirms it', async ({page, request}) => {
    const mdRequests: string[] = [];
    page.on('request', (r) => {
      if (/\.md(\?|$)/.test(new URL(r.url()).pathname)) mdRequests.push(r.url());
    });
    await page.goto('/docs/spring');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(mdRequests, 'nothing is fetched before the click').toEqual([]);

    const bar = page.getByTestId('copy-page');
    await expect(bar.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/spring.md');
    const button = bar.getByRole('button', {name: 'Copy page'});
    // Sits beside the breadcrumbs.
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    expect(
      await crumbs.evaluate((nav, bar) => nav.parentElement === bar!.parentElement, await bar.elementHandle()),
    ).toBe(true);

    await button.click();
    await expect(bar.getByRole('button')).toHaveText('Copied');
    await expect(bar.getByRole('status')).toHaveText('Copied the page as Markdown to the clipboard');

    const expected = await (await request.get('/docs/spring.md')).text();
    expect(expected.startsWith('# spring()\n')).toBe(true);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(expected);
    expect(mdRequests).toHaveLength(1);

    // The label returns, and a second copy reuses the fetched text.
    await expect(bar.getByRole('button')).toHaveText('Copy page', {timeout: 5000});
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await bar.getByRole('button', {name: 'Copy page'}).click();
    await expect(bar.getByRole('button')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(mdRequests).toHaveLength(1);
  });

  test('works from the keyboard, with a visible focus ring', async ({page}) => {
    await page.goto('/docs/lambda/cli/sites/create');
    await waitForHydration(page);
    const button = page.getByTestId('copy-page').getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    const outline = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('copy-page').getByRole('button')).toHaveText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.startsWith('# ')).toBe(true);
    expect(clipboard).toContain('Source: https://www.remotion.dev/docs/lambda/cli/sites/create\n');
  });

  test('says so when the Markdown cannot be fetched', async ({page}) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/docs/spring');
    await waitForHydration(page);
    await page.getByTestId('copy-page').getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByTestId('copy-page').getByRole('button')).toHaveText('Copy failed');
    await expect(page.getByTestId('copy-page').getByRole('alert')).toContainText('Could not copy the page');
  });

  test('is on hidden pages too, which have no breadcrumbs, and on the docs home', async ({page}) => {
    await page.goto('/docs/react-18');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toHaveCount(0);
    await expect(page.getByTestId('copy-page').getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/react-18.md',
    );
    await page.goto('/docs/');
    await expect(page.getByTestId('copy-page').getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs.md',
    );
  });

  test('View as Markdown opens the Markdown file', async ({page}) => {
    await page.goto('/docs/spring');
    const response = page.waitForResponse((r) => r.url().endsWith('/docs/spring.md'));
    await page.getByTestId('copy-page').getByRole('link', {name: 'View as Markdown'}).click();
    expect((await response).status()).toBe(200);
    await expect(page.locator('body')).toContainText('# spring()');
  });
});
