import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * <InstallTabs> shows one command per package manager. The reader's choice is shared by every
 * page (localStorage, groupId "package-manager") and can be linked with ?package-manager=….
 */
const FIRST = '/docs/renderer';
const SECOND = '/docs/lambda';

function installTabs(page: Page) {
  // The first tab group on the page that offers the four package managers.
  return page
    .locator('.tabs-container')
    .filter({has: page.getByRole('tab', {name: 'pnpm', exact: true})})
    .first();
}

async function visibleCommand(page: Page): Promise<string> {
  const panel = installTabs(page).locator('[role="tabpanel"]:not([hidden])');
  await expect(panel).toHaveCount(1);
  return (await panel.locator('pre code').innerText()).trim();
}

test.describe('Install tabs', () => {
  test('switches to pnpm, and the next page opens on pnpm', async ({page}) => {
    await page.goto(FIRST);
    await waitForHydration(page);
    const tabs = installTabs(page);
    await expect(tabs.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
    expect(await visibleCommand(page)).toBe('npm i --save-exact @remotion/renderer@4.0.278');
    // Every tab has a copy button for its code block.
    await expect(tabs.locator('[role="tabpanel"]:not([hidden])').getByRole('button', {name: /copy/i})).toHaveCount(1);

    await tabs.getByRole('tab', {name: 'pnpm', exact: true}).click();
    await expect(tabs.getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute('aria-selected', 'true');
    expect(await visibleCommand(page)).toBe('pnpm add --save-exact @remotion/renderer@4.0.278');

    await page.goto(SECOND);
    await waitForHydration(page);
    await expect(installTabs(page).getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await visibleCommand(page)).toBe('pnpm add --save-exact @remotion/lambda@4.0.278');
  });

  test('opens on the package manager named in the URL', async ({page}) => {
    await page.goto(`${SECOND}?package-manager=yarn`);
    await waitForHydration(page);
    await expect(installTabs(page).getByRole('tab', {name: 'Yarn', exact: true})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await visibleCommand(page)).toBe('yarn add --exact @remotion/lambda@4.0.278');
  });
});
