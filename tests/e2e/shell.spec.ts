import {test, expect, waitForHydration, emulateDataSaver} from './fixtures';

const DOC = '/docs/get-help';

test.describe('page shell', () => {
  test('skip link is the first stop and moves focus to the main content', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus now sits at the start of the content: the next Tab lands inside <main>, past the navbar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusedInMain).toBe(true);
  });

  test('announcement bar shows the version and stays closed once closed', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('Remotion 4.0.278');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('navbar holds the planned items', async ({page}) => {
    await page.goto(DOC);
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api');
    for (const dropdown of ['Resources', 'Commercial']) {
      await expect(navbar.locator('.dropdown > .navbar__link', {hasText: dropdown})).toBeVisible();
    }
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      'https://github.com/remotion-dev/remotion',
    );
    await expect(navbar.getByRole('link', {name: 'Discord community'})).toHaveAttribute(
      'href',
      'https://remotion.dev/discord',
    );
    await expect(navbar.getByRole('link', {name: 'Remotion on X'})).toHaveAttribute('href', 'https://x.com/remotion');
    await expect(navbar.locator('.dropdown > .navbar__link', {hasText: 'Next'})).toBeVisible();
    await expect(navbar.locator('.dropdown > .navbar__link', {hasText: 'English'})).toBeVisible();
  });

  test('dropdowns toggle with Enter and close on an outside click', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .dropdown', {has: page.locator('.navbar__link', {hasText: 'Commercial'})});
    await dropdown.locator('.navbar__link').first().focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('pages carry a raster social preview image', async ({page}) => {
    await page.goto(DOC);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\.(jpg|png)$/);
    expect((await page.request.get(new URL(image!).pathname)).status()).toBe(200);
  });

  test('footer has three columns, the current year and the version', async ({page}) => {
    await page.goto(DOC);
    const footer = page.locator('footer.footer');
    await expect(footer.locator('.footer__title')).toHaveText(['Product', 'Community', 'More']);
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()}`);
    await expect(footer).toContainText('Remotion 4.0.278');
  });

  test('navbar hides while scrolling down and returns when scrolling up', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const bottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
    await page.mouse.move(600, 400);
    // The navbar hides on a scroll that continues downwards, so scroll in steps.
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(100);
    }
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(0);
  });
});

test.describe('colour mode', () => {
  test('has two modes: on a light system the first click turns dark, the next light, and the choice persists under "theme"', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(DOC);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.locator('.navbar button[aria-label^="Switch between dark and light mode"]');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('footer img').first()).toHaveAttribute('src', /logo-white\.svg$/);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle.click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('on a dark system the first click turns light', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(DOC);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows the system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle is disabled in the server-rendered HTML', async ({request}) => {
    const html = await (await request.get(DOC)).text();
    expect(html).toMatch(/<button[^>]*\sdisabled[\s=][^>]*aria-label="Switch between dark and light mode/);
  });
});

test.describe('docs sidebars', () => {
  const sidebarText = (page: import('@playwright/test').Page, text: string) =>
    page.locator('nav[aria-label="Docs sidebar"]').getByText(text, {exact: true});

  test('a Recorder page shows the recorder sidebar, not the guides', async ({page}) => {
    await page.goto('/docs/recorder/setup');
    await expect(sidebarText(page, 'Editing')).toBeVisible();
    await expect(sidebarText(page, 'Getting started')).toHaveCount(0);
  });

  test('an API page shows the API sidebar and a guide the guides sidebar', async ({page}) => {
    await page.goto('/docs/lambda/rendermediaonlambda');
    await expect(sidebarText(page, 'Command line')).toBeVisible();
    await expect(sidebarText(page, 'Getting started')).toHaveCount(0);
    await page.goto('/docs/lambda/setup');
    await expect(sidebarText(page, 'Getting started')).toBeVisible();
  });
});

test.describe('mobile navigation', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('sidebar opens with primary and docs menus and locks scrolling', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // On a docs page the sidebar opens on the docs menu, with a way back.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'How to get help'})).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toBeVisible();
    // Dropdowns start collapsed in the mobile menu.
    await expect(sidebar.getByRole('link', {name: 'Store'})).toBeHidden();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('Ask AI button and overlays', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('steps aside while the navbar sidebar is open and comes back when it closes', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const askAi = page.getByTestId('ask-ai-button');
    await expect(askAi).toBeVisible();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(askAi).toBeHidden();
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(askAi).toBeVisible();
  });

  test('steps aside while the search modal is open', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const askAi = page.getByTestId('ask-ai-button');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(askAi).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expect(askAi).toBeVisible();
  });
});

test.describe('navbar at every width', () => {
  const WIDTHS = [320, 360, 390, 414, 600, 768, 996, 997, 1024, 1050, 1100, 1150, 1200, 1280, 1366, 1440, 1920];

  test('shows the whole navbar without truncation, wrapping or overlap from 320 to 1920 px', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 700});
      const found = await page.evaluate((viewportWidth) => {
        const out: string[] = [];
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        };
        const title = document.querySelector('.navbar__title');
        if (title && visible(title) && title.scrollWidth > title.clientWidth + 1)
          out.push(`title cut to ${title.clientWidth}px of ${title.scrollWidth}px`);
        if (title && !visible(title)) out.push('title not shown');
        const boxes = Array.from(
          document.querySelectorAll('.navbar__inner .navbar__brand, .navbar__inner .navbar__items > *'),
        )
          .filter(visible)
          .map((el) => ({
            name: (el.textContent || el.getAttribute('aria-label') || el.className).trim().slice(0, 20),
            r: el.getBoundingClientRect(),
          }));
        for (const b of boxes) {
          if (b.r.left < -1 || b.r.right > viewportWidth + 1) out.push(`"${b.name}" runs outside the viewport`);
          if (b.r.height > 48) out.push(`"${b.name}" wraps onto two lines (${Math.round(b.r.height)}px high)`);
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i].r;
            const c = boxes[j].r;
            if (a.left < c.right - 1 && c.left < a.right - 1 && a.top < c.bottom - 1 && c.top < a.bottom - 1)
              out.push(`"${boxes[i].name}" overlaps "${boxes[j].name}"`);
          }
        }
        return out;
      }, width);
      problems.push(...found.map((p) => `${width}px: ${p}`));
    }
    expect(problems).toEqual([]);
  });
});

test.describe('prefetching', () => {
  const prefetchLinks = (page: import('@playwright/test').Page) => page.locator('head link[rel="prefetch"]').count();

  /** Script chunks the page requests from now on. */
  function chunkRequests(page: import('@playwright/test').Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/[^/]+\.js$/.test(request.url())) urls.push(new URL(request.url()).pathname);
    });
    return urls;
  }

  async function scrollToBottom(page: import('@playwright/test').Page) {
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 700);
    await page.waitForTimeout(1500);
  }

  test('links that scroll into view load nothing; a page loads on hover or focus of its link', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requested = chunkRequests(page);
    await scrollToBottom(page);
    expect(requested, 'chunks fetched for links that only scrolled into view').toEqual([]);
    expect(await prefetchLinks(page)).toBe(0);

    await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).hover();
    await expect.poll(() => requested.length, {message: 'hovering the API link loads its page'}).toBeGreaterThan(0);

    const afterHover = requested.length;
    await page.locator('footer a[href="/about"]').focus();
    await expect
      .poll(() => requested.length, {message: 'focusing the About link loads its page'})
      .toBeGreaterThan(afterHover);
  });

  test('skips prefetching in data-saver mode, even on hover and focus', async ({page}) => {
    await emulateDataSaver(page);
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requested = chunkRequests(page);
    await scrollToBottom(page);
    await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).hover();
    await page.locator('footer a[href="/about"]').focus();
    await page.waitForTimeout(1000);
    expect(await prefetchLinks(page)).toBe(0);
    expect(requested).toEqual([]);
  });
});

test.describe('routing', () => {
  test('.html and /index.html reach the same page as the clean path', async ({page}) => {
    await page.goto('/docs/get-help');
    const title = await page.locator('h1').textContent();
    for (const variant of ['/docs/get-help.html', '/docs/get-help/index.html']) {
      await page.goto(variant);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(title!);
    }
  });

  test('a hash scrolls its heading into view below the navbar', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const anchor = await page.locator('main h2[id]').nth(2).getAttribute('id');
    await page.goto(`/docs/#${anchor}`);
    await waitForHydration(page);
    const heading = page.locator(`[id="${anchor}"]`);
    await expect(heading).toBeInViewport();
  });

  test('following a link scrolls the new page to the top', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .locator('main a[href="/docs/get-help"]')
      .first()
      .evaluate((a: HTMLElement) => a.click());
    await expect(page).toHaveURL(/\/docs\/get-help$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('clicking a table-of-contents entry hides the navbar that would cover it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.locator('.table-of-contents a').nth(3).click();
    const navbar = page.locator('nav.navbar');
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  });

  test('the progress bar appears only when a route takes longer than 200 ms', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    // From now on every new script chunk arrives 1.5 s late.
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const bar = page.locator('#nprogress');
    // The API page's chunks are requested only once the pointer reaches its link, so the click waits for them.
    const started = Date.now();
    await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
    await expect(bar).toBeAttached({timeout: 1400});
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect(page).toHaveURL(/\/docs\/api$/, {timeout: 8000});
    await expect(page.locator('h1')).toHaveText('API overview');
    await expect(bar).not.toBeAttached({timeout: 5000});
  });

  test('a route that loads quickly shows no progress bar', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {sawBar: boolean}).sawBar = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          (window as unknown as {sawBar: boolean}).sawBar = true;
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    // Its chunks are fetched on hover first, so the click measures the route, not the network of a busy machine.
    const apiLink = page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true});
    await apiLink.hover();
    await page.waitForLoadState('networkidle');
    await apiLink.click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as {sawBar: boolean}).sawBar)).toBe(false);
  });

  test('the 404 page hydrates without console errors (no server/client mismatch)', async ({page, baseURL}) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // The browser reports the document's own 404 status as an error; that status is intended.
      const ownStatus = msg.location().url === `${baseURL}/this-does-not-exist` && /status of 404/.test(msg.text());
      if (msg.type() === 'error' && !ownStatus) {
        errors.push(msg.text());
      }
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    const response = await page.goto('/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main code')).toHaveText('/this-does-not-exist');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('an unknown path shows the designed 404 page with suggestions', async ({page}) => {
    const response = await page.goto('/docs/get-hlep');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('This page does not exist');
    await expect(page.getByRole('link', {name: '/docs/get-help'})).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: /Getting started/})).toHaveAttribute('href', '/docs/');
  });
});
