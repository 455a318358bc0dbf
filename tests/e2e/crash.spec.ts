import {test, expect, waitForHydration} from './fixtures';

/**
 * Makes the not-found page throw while a flag is set, by rewriting the production
 * chunk that holds it. React retries a failed hydration on its own, so the flag
 * (not a count of renders) decides when the cause is gone.
 */
const MARKER = 'Places to go from here';

test('a crashed page shows the error with its cause and recovers on Try again', async ({page}) => {
  await page.addInitScript(() => {
    (globalThis as unknown as {__crash: boolean}).__crash = true;
  });
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(MARKER)) {
      return route.fulfill({response});
    }
    const thrower = `(globalThis.__crash?(()=>{throw new Error("Rendering failed",{cause:new Error("Root cause for the test")})})():"${MARKER}")`;
    const rewritten = body.replaceAll(`"${MARKER}"`, thrower);
    expect(rewritten, 'the marker string must be a literal in the chunk').not.toBe(body);
    return route.fulfill({response, body: rewritten});
  });

  await page.goto('/docs/this-page-is-missing');
  await expect(page.locator('h1')).toHaveText('This page crashed.');
  await expect(page.getByText('Rendering failed')).toBeVisible();
  await expect(page.getByText('Root cause for the test')).toBeVisible();
  await page.evaluate(() => {
    (globalThis as unknown as {__crash: boolean}).__crash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('This page does not exist');
  // Chunks still in flight must not reach the handler after the test ends.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
