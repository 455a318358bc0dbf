import {test, expect, waitForHydration} from './fixtures';

type DataLayer = unknown[][];

function dataLayer(page: import('@playwright/test').Page): Promise<DataLayer> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    ),
  );
}

test('gtag is configured and every route change sets page_path and sends page_view', async ({page}) => {
  const gtagRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('googletagmanager.com/gtag/js')) {
      gtagRequests.push(r.url());
    }
  });
  await page.goto('/docs/get-help');
  await waitForHydration(page);
  expect(gtagRequests.some((u) => u.includes('id=G-Z6B254S5Q4'))).toBe(true);
  expect((await dataLayer(page)).some((e) => e[0] === 'config' && e[1] === 'G-Z6B254S5Q4')).toBe(true);

  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect
    .poll(async () => {
      const entries = await dataLayer(page);
      const setIndex = entries.findIndex((e) => e[0] === 'set' && e[1] === 'page_path' && e[2] === '/docs/api');
      const eventIndex = entries.findIndex((e, i) => i > setIndex && e[0] === 'event' && e[1] === 'page_view');
      return setIndex >= 0 && eventIndex > setIndex;
    })
    .toBe(true);
});
