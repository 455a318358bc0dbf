import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * The home page, the product entry pages and the company pages: they render,
 * their interactive parts work, and the home page keeps @remotion/player out of
 * the first load.
 */

const ROUTES = [
  '/',
  '/player',
  '/lambda',
  '/media-parser',
  '/webcodecs',
  '/recorder',
  '/timeline',
  '/about',
  '/contact',
  '/ai',
];

/** A string that only the @remotion/player code (and code passing its props) contains. */
const PLAYER_MARKER = 'acknowledgeRemotionLicense';

for (const route of ROUTES) {
  test(`${route} renders with exactly one h1`, async ({page, problems}) => {
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
  });
}

test.describe('/player demo', () => {
  async function openDemo(page: Page) {
    await page.goto('/player');
    await waitForHydration(page);
    const demo = page.locator('[data-player-showcase]');
    // The controls appear once the lazily loaded player has mounted.
    await expect(demo.locator('[data-testid="current-frame"]')).toBeVisible({timeout: 15_000});
    return demo;
  }

  const readFrame = async (page: Page) => Number(await page.locator('[data-testid="current-frame"]').textContent());

  test('plays: the displayed frame advances after clicking Play', async ({page}) => {
    const demo = await openDemo(page);
    expect(await readFrame(page)).toBe(0);
    await demo.getByRole('button', {name: 'Play', exact: true}).click();
    await expect(demo.getByRole('button', {name: 'Pause', exact: true})).toBeVisible();
    await expect.poll(() => readFrame(page), {timeout: 5_000}).toBeGreaterThan(5);
    await demo.getByRole('button', {name: 'Pause', exact: true}).click();
    await expect(demo.getByRole('button', {name: 'Play', exact: true})).toBeVisible();
    const paused = await readFrame(page);
    await page.waitForTimeout(300);
    expect(await readFrame(page)).toBe(paused);
  });

  test('the seek slider moves the player to the chosen frame', async ({page}) => {
    const demo = await openDemo(page);
    const slider = demo.getByRole('slider', {name: 'Seek'});
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.locator('[data-testid="current-frame"]')).toHaveText('179');
    await page.keyboard.press('Home');
    await expect(page.locator('[data-testid="current-frame"]')).toHaveText('0');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-testid="current-frame"]')).toHaveText('1');
    await expect(demo.locator('.__remotion-player')).toContainText(/frame 1 ·/);
  });

  test('reacts to changed inputProps: the new text shows inside the player', async ({page}) => {
    const demo = await openDemo(page);
    const player = demo.locator('.__remotion-player');
    await expect(player).toContainText('Made with the Player');
    await demo.getByLabel('Text', {exact: true}).fill('Typed by Playwright');
    await expect(player).toContainText('Typed by Playwright');
    await expect(player).not.toContainText('Made with the Player');
    // Speed is a prop too: the composition prints it.
    await demo.getByLabel(/Speed/).focus();
    await page.keyboard.press('End');
    await expect(player).toContainText('speed ×3');
  });

  test('with loop off, playback stops at the end', async ({page}) => {
    const demo = await openDemo(page);
    await demo.getByLabel('loop', {exact: true}).uncheck();
    const slider = demo.getByRole('slider', {name: 'Seek'});
    await slider.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('ArrowLeft');
    }
    await expect(page.locator('[data-testid="current-frame"]')).toHaveText('169');
    await demo.getByRole('button', {name: 'Play', exact: true}).click();
    // Ten frames at 30 fps: the player reaches the end, returns to frame 0 and pauses by itself.
    // (With loop on, it would wrap around and keep counting up.)
    await expect(page.locator('[data-testid="current-frame"]')).toHaveText('0', {timeout: 5_000});
    await page.waitForTimeout(500);
    await expect(page.locator('[data-testid="current-frame"]')).toHaveText('0');
    await expect(demo.getByRole('button', {name: 'Play', exact: true})).toBeVisible();
  });
});

test('/lambda points readers at the Lambda docs and the cost guide', async ({page}) => {
  await page.goto('/lambda');
  for (const href of [
    '/docs/lambda',
    '/docs/lambda/setup',
    '/docs/lambda/api',
    '/docs/lambda/cli',
    '/docs/lambda/cost-example',
  ]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('the Products dropdown opens the docs entry page of each browser-media product, and each product page links there', async ({
  page,
}) => {
  const entries = {
    'Media Parser': '/docs/media-parser',
    WebCodecs: '/docs/webcodecs',
    Recorder: '/docs/recorder',
    Timeline: '/docs/timeline',
  };
  await page.goto('/');
  for (const [label, href] of Object.entries(entries)) {
    await expect(page.locator('.navbar .dropdown__link', {hasText: new RegExp(`^${label}$`)})).toHaveAttribute(
      'href',
      href,
    );
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  for (const [product, href] of [
    ['/media-parser', '/docs/media-parser'],
    ['/webcodecs', '/docs/webcodecs'],
    ['/recorder', '/docs/recorder'],
    ['/timeline', '/docs/timeline'],
  ]) {
    await page.goto(product);
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
});

test('License + Pricing in the navbar and footer opens the license page', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('footer a', {hasText: 'License + Pricing'})).toHaveAttribute('href', '/docs/license');
  await page.locator('.navbar').getByRole('button', {name: 'Commercial'}).hover();
  await expect(page.locator('.navbar a', {hasText: 'License + Pricing'})).toHaveAttribute('href', '/docs/license');
});

test.describe('/lambda calculator', () => {
  test('rejects bad input next to the field and estimates valid input', async ({page}) => {
    await page.goto('/lambda');
    await waitForHydration(page);
    const calculator = page.locator('[data-lambda-calculator]');
    const estimate = calculator.getByTestId('lambda-estimate');
    await expect(estimate).toBeVisible();

    const concurrency = calculator.getByLabel('Concurrency', {exact: true});
    await concurrency.fill('0');
    const error = calculator.locator('[data-field-error="concurrency"]');
    await expect(error).toBeVisible();
    await expect(error).toContainText('between 1 and 200');
    await expect(concurrency).toHaveAttribute('aria-invalid', 'true');
    await expect(estimate).toHaveCount(0);
    await expect(calculator.getByTestId('lambda-no-estimate')).toBeVisible();

    await calculator.getByLabel('Video duration', {exact: true}).fill('abc');
    await expect(calculator.locator('[data-field-error="durationInSeconds"]')).toContainText('not a number');
    await calculator.getByLabel('Memory', {exact: true}).fill('100');
    await expect(calculator.locator('[data-field-error="memoryMb"]')).toContainText('between 512 and 10240');

    await concurrency.fill('100');
    await calculator.getByLabel('Video duration', {exact: true}).fill('120');
    await calculator.getByLabel('Memory', {exact: true}).fill('2048');
    await expect(calculator.locator('[data-field-error]')).toHaveCount(0);
    await expect(estimate).toBeVisible();
    await expect(estimate).toContainText('Render time');
    await expect(estimate).toContainText('$');
    // 120 s × 30 fps = 3,600 frames over 100 functions.
    await expect(estimate).toContainText('3,600');
    await expect(estimate).toContainText('100 × 36 frames each');
  });

  test('a higher resolution lowers the assumed speed per function', async ({page}) => {
    await page.goto('/lambda');
    await waitForHydration(page);
    const calculator = page.locator('[data-lambda-calculator]');
    const speed = calculator.getByTestId('lambda-estimate').getByText(/frames\/s$/);
    await calculator.getByLabel('Resolution').selectOption('720p');
    const hd = parseFloat((await speed.textContent()) ?? '');
    await calculator.getByLabel('Resolution').selectOption('4k');
    await expect.poll(async () => parseFloat((await speed.textContent()) ?? '')).toBeLessThan(hd);
  });
});

test.describe('home page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the copy button copies the create command', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const cta = page.getByTestId('get-started');
    await cta.scrollIntoViewIfNeeded();
    await expect(cta.locator('code')).toHaveText('npx create-video@latest');
    const button = cta.getByRole('button', {name: /Copy/});
    await button.click();
    await expect(cta.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx create-video@latest');
    // The confirmation goes away after two seconds.
    await expect(cta.getByRole('button', {name: /Copy/})).toHaveText('Copy', {timeout: 4_000});
  });

  test('does not load @remotion/player until the demo is scrolled into view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    const scripts: Promise<{url: string; hasMarker: boolean}>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response
            .text()
            .then((body) => ({url: response.url(), hasMarker: body.includes(PLAYER_MARKER)}))
            .catch(() => ({url: response.url(), hasMarker: false})),
        );
      }
    });
    const withMarker = async () => (await Promise.all(scripts)).filter((s) => s.hasMarker).map((s) => s.url);

    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const demo = page.locator('[data-live-demo]');
    // Precondition: the demo starts out of reach of the Demo component's 200px look-ahead.
    const box = await demo.boundingBox();
    expect(box, 'the demo is rendered').not.toBeNull();
    expect(box!.y, 'the demo starts below the first screen').toBeGreaterThan(720 + 200);

    expect(scripts.length, 'scripts were observed').toBeGreaterThan(0);
    expect(await withMarker(), 'player code loaded before scrolling').toEqual([]);
    await expect(page.locator('.__remotion-player')).toHaveCount(0);

    await demo.scrollIntoViewIfNeeded();
    const player = demo.locator('.__remotion-player');
    await expect(player).toBeVisible({timeout: 15_000});
    await expect
      .poll(async () => (await withMarker()).length, {message: 'player code loaded after scrolling'})
      .toBeGreaterThan(0);

    // The demo's inputs are props of the composition.
    await demo.getByLabel('Title', {exact: true}).fill('Typed in a test');
    await expect(player).toContainText('Typed in a test');
  });
});
