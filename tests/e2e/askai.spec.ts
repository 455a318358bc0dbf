import {test, expect, waitForHydration, ASK_AI_SCRIPT} from './fixtures';

const WIDGET = `
  window.crawlchatEmbed = {
    show() {
      window.__askAiShown = (window.__askAiShown || 0) + 1;
    },
  };
`;

test.describe('Ask AI', () => {
  test('is a fixed button 8px from the bottom right', async ({page}) => {
    await page.goto('/docs/get-help');
    const button = page.getByTestId('ask-ai-button');
    await expect(button).toHaveText('Ask AI');
    const box = await button.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round(viewport.width - (box!.x + box!.width))).toBe(8);
    expect(Math.round(viewport.height - (box!.y + box!.height))).toBe(8);
    expect(await button.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
  });

  test('loads the assistant on demand and opens it', async ({page}) => {
    const requests: string[] = [];
    await page.route(ASK_AI_SCRIPT, (route) => {
      requests.push(route.request().url());
      return route.fulfill({contentType: 'text/javascript', body: WIDGET});
    });
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests, 'nothing is fetched before the visitor shows interest').toEqual([]);

    await page.getByTestId('ask-ai-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {__askAiShown?: number}).__askAiShown)).toBe(1);
    const script = page.locator('script#crawlchat-script');
    await expect(script).toHaveAttribute('src', ASK_AI_SCRIPT);
    await expect(script).toHaveAttribute('data-id', /^[0-9a-f]{24}$/);
    expect(await script.evaluate((el: HTMLScriptElement) => el.async)).toBe(true);
    expect(requests).toHaveLength(1);

    await page.getByTestId('ask-ai-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {__askAiShown?: number}).__askAiShown)).toBe(2);
    expect(requests, 'the script is loaded once').toHaveLength(1);
  });

  test('says so plainly when the assistant is blocked, and offers the help page', async ({page}) => {
    await page.route(ASK_AI_SCRIPT, (route) => route.abort('blockedbyclient'));
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByTestId('ask-ai-button').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    await alert.getByRole('link', {name: 'See other ways to get help'}).click();
    await expect(page).toHaveURL(/\/docs\/get-help$/);
    await page.getByRole('button', {name: 'Dismiss'}).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
