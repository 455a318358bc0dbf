import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * The site by keyboard alone: the navbar and its dropdowns, the mobile sidebar, the search
 * modal. Every element a test tabs through must show where the focus is.
 * (The skip link is covered in shell.spec.ts.)
 */

type Focused = {name: string; inNavbar: boolean; inSidebar: boolean; inMain: boolean; indicator: boolean};

/** What has the focus, where it is, and whether it is drawn: an outline or a box-shadow. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {name: '(body)', inNavbar: false, inSidebar: false, inMain: false, indicator: false};
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60),
      inNavbar: Boolean(el.closest('.navbar__inner')),
      inSidebar: Boolean(el.closest('.navbar-sidebar')),
      inMain: Boolean(el.closest('main')),
      indicator: outline || shadow,
    };
  });
}

/** Presses Tab until `stop` holds (or `limit` presses), returning every stop on the way. */
async function tabUntil(page: Page, stop: (f: Focused) => boolean, limit = 60): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (stop(now)) {
      return seen;
    }
    seen.push(now);
  }
  throw new Error(`no stop after ${limit} Tab presses: ${seen.map((f) => f.name).join(', ')}`);
}

const withoutIndicator = (stops: Focused[]) => stops.filter((f) => !f.indicator).map((f) => f.name);

test.describe('desktop navbar by keyboard', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Tab reaches every navbar item, each with a visible focus indicator', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    const expected = await page
      .locator('.navbar__inner')
      .locator('a:visible, button:visible')
      .evaluateAll((els) =>
        els.map((el) =>
          (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60),
        ),
      );
    expect(expected.length, 'visible navbar items').toBeGreaterThan(10);
    let enteredNavbar = false;
    const stops = await tabUntil(page, (f) => {
      enteredNavbar ||= f.inNavbar;
      return enteredNavbar && !f.inNavbar;
    });
    const reached = new Set(stops.filter((f) => f.inNavbar).map((f) => f.name));
    expect(
      expected.filter((name) => !reached.has(name)),
      'navbar items Tab never reached',
    ).toEqual([]);
    expect(withoutIndicator(stops), 'focused without a visible indicator').toEqual([]);
  });

  test('Enter on a navbar link follows it', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api$/);
  });

  test('every dropdown opens with Enter and Space, Tab walks its items, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    const dropdowns = page.locator('.navbar__inner .dropdown');
    const count = await dropdowns.count();
    expect(count, 'Products, Resources, Commercial, version and language').toBe(5);
    const problems: string[] = [];
    for (let i = 0; i < count; i++) {
      const dropdown = dropdowns.nth(i);
      const toggle = dropdown.locator('> .navbar__link');
      const label = (await toggle.innerText()).trim();
      for (const key of ['Enter', 'Space']) {
        await toggle.focus();
        await page.keyboard.press(key);
        await expect(toggle, `${label} opens with ${key}`).toHaveAttribute('aria-expanded', 'true');
        await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
        const items = await dropdown.locator('.dropdown__menu a').count();
        for (let n = 0; n < items; n++) {
          await page.keyboard.press('Tab');
          const stop = await focused(page);
          if (!stop.indicator) {
            problems.push(`${label}: "${stop.name}" has no visible focus indicator`);
          }
        }
        // After as many Tabs as there are items, the focus is on the last item.
        const last = await focused(page);
        const lastItem = (await dropdown.locator('.dropdown__menu a').last().innerText()).trim();
        if (!last.name.startsWith(lastItem.slice(0, 20))) {
          problems.push(`${label}: Tab ended on "${last.name}", not on the last item "${lastItem}"`);
        }
        await page.keyboard.press('Escape');
        await expect(toggle, `${label} closes on Escape`).toHaveAttribute('aria-expanded', 'false');
        await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
        await expect(toggle, `focus returns to ${label}`).toBeFocused();
      }
    }
    expect(problems).toEqual([]);
  });

  test('items inside a dropdown show focus and Enter follows them', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__inner .dropdown', {
      has: page.locator('> .navbar__link', {hasText: 'Commercial'}),
    });
    await dropdown.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    const items = await dropdown.locator('.dropdown__menu a').count();
    const stops: Focused[] = [];
    for (let i = 0; i < items; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(withoutIndicator(stops), 'focused without a visible indicator').toEqual([]);
    // Open the menu again (the last Tab may have left and closed it), Tab to "About us" and follow it.
    await page.keyboard.press('Escape');
    await dropdown.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    await tabUntil(page, (f) => f.name === 'About us', items);
    await expect(dropdown.locator('.dropdown__menu a', {hasText: 'About us'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/?$/, {timeout: 15_000});
  });
});

test.describe('mobile sidebar by keyboard', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('opens from the toggle, Tab reaches its items, Escape closes it and focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    // Skip link and announcement bar first, then the toggle.
    const stopsToToggle = await tabUntil(page, (f) => f.name === 'Toggle navigation bar', 6);
    expect(withoutIndicator(stopsToToggle), 'focused without a visible indicator').toEqual([]);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The sidebar's second panel (the docs menu, empty on this page) waits off-screen.
    const expected = await sidebar.locator('a:visible, button:visible').evaluateAll((els) =>
      els
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        })
        .map((el) => (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60)),
    );
    const seen: Focused[] = [];
    for (let i = 0; i < expected.length + 8; i++) {
      const now = await focused(page);
      if (now.inSidebar) {
        seen.push(now);
      } else if (seen.length > 0) {
        break;
      }
      await page.keyboard.press('Tab');
    }
    const reached = new Set(seen.map((f) => f.name));
    expect(
      expected.filter((name) => !reached.has(name)),
      'sidebar items Tab never reached',
    ).toEqual([]);
    expect(withoutIndicator(seen), 'focused without a visible indicator').toEqual([]);

    // Back onto the last item, then Escape.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inSidebar).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the close button closes it and focus returns to the toggle', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Space');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // The docs menu of the page is reachable too.
    await expect(sidebar.getByRole('link', {name: 'How to get help'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('search modal by keyboard', () => {
  test('traps the focus while open and gives it back to the search button on Escape', async ({page}) => {
    await page.goto('/docs/get-help');
    await waitForHydration(page);
    const button = page.locator('.navbar .DocSearch-Button');
    await button.focus();
    await page.keyboard.press('Enter');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    await page.keyboard.type('render');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const outside: string[] = [];
    const noIndicator: string[] = [];
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40),
          inside: Boolean(el.closest('.DocSearch-Modal')),
          indicator:
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        };
      });
      if (!where.inside) outside.push(`${key}: ${where.name}`);
      if (!where.indicator) noIndicator.push(`${key}: ${where.name}`);
    }
    expect(outside, 'focus left the open modal').toEqual([]);
    expect(noIndicator, 'focused without a visible indicator').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
  });
});
