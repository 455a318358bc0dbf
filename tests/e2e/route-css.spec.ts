import type {Browser, Page} from '@playwright/test';
import fs from 'node:fs';
import nodePath from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Each page links only the CSS of the chunks it renders (src/plugins/per-route-css). These
 * tests check the two ways a page can miss its CSS: the built HTML not linking it (seen with
 * JavaScript disabled, as the first paint before hydration), and client navigation from
 * another kind of page not loading it. Both compare the computed styles of the elements a
 * CSS module styles with those of the same page loaded directly with JavaScript.
 */

const ROUTES = {
  home: '/',
  docs: '/docs/renderer/render-media',
  blogPost: '/blog/company-licenses',
  learn: '/learn',
  successStories: '/success-stories',
  templates: '/templates/',
  template: '/templates/audiogram',
  experts: '/experts',
  expert: '/experts/alex-fernandez',
  showcase: '/showcase',
};

const PROPERTIES = [
  'display',
  'position',
  'margin',
  'padding',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'border-radius',
  'grid-template-columns',
  'gap',
  'flex-direction',
  'max-width',
];

type StyledElements = Record<string, string>;

/**
 * Computed styles of the elements that carry a CSS module class ("name_hash"), keyed by
 * class and occurrence, so two loads of a page can be compared element by element.
 */
async function moduleStyles(page: Page): Promise<StyledElements> {
  return page.evaluate((properties) => {
    const styles: Record<string, string> = {};
    const seen = new Map<string, number>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      const moduleClass = Array.from(element.classList).find((name) => /^[A-Za-z][\w-]*_[\w-]{4}$/.test(name));
      // The navbar's CSS is the entry's, and its colour mode icon depends on state set by scripts.
      if (!moduleClass || element.closest('.navbar')) continue;
      const occurrence = seen.get(moduleClass) ?? 0;
      seen.set(moduleClass, occurrence + 1);
      const computed = getComputedStyle(element);
      styles[`${moduleClass}#${occurrence}`] = properties.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';');
    }
    return styles;
  }, PROPERTIES);
}

async function directLoad(browser: Browser, path: string, javaScriptEnabled: boolean): Promise<StyledElements> {
  const context = await browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  try {
    await page.goto(path, {waitUntil: 'networkidle'});
    if (javaScriptEnabled) await waitForHydration(page);
    return await moduleStyles(page);
  } finally {
    await context.close();
  }
}

/** The elements both loads have whose styles differ; fewer than 3 shared elements would compare nothing meaningful. */
function differingStyles(actual: StyledElements, expected: StyledElements): string[] {
  const shared = Object.keys(expected).filter((key) => key in actual);
  if (shared.length < 3) return [`only ${shared.length} elements styled by CSS modules on both loads`];
  return shared.filter((key) => actual[key] !== expected[key]).map((key) => `${key}: ${actual[key]}`);
}

for (const [kind, path] of Object.entries(ROUTES)) {
  test(`the built HTML of ${path} (${kind}) links all the CSS it renders with`, async ({browser, baseURL}) => {
    const withJs = await directLoad(browser, `${baseURL}${path}`, true);
    const withoutJs = await directLoad(browser, `${baseURL}${path}`, false);
    expect(differingStyles(withoutJs, withJs)).toEqual([]);
  });

  test(`${path} (${kind}) is styled the same after client navigation from another kind of page`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const direct = await directLoad(browser, `${baseURL}${path}`, true);
    const from = kind === 'docs' ? ROUTES.home : ROUTES.docs;
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(from, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    // React Router follows the history: a pushState and a popstate render the route client-side.
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, path);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\/$/, '')}/?$`));
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    // The new route renders once its chunks (and their CSS) have loaded: poll until it has settled.
    await expect.poll(async () => differingStyles(await moduleStyles(page), direct)).toEqual([]);
  });
}

test("DocSearch's modal CSS loads with the modal, the button is styled before", async ({page}) => {
  const hasRuleFor = (selector: string) =>
    page.evaluate(
      (s) =>
        Array.from(document.styleSheets).some((sheet) => {
          try {
            return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes(s));
          } catch {
            return false;
          }
        }),
      selector,
    );
  await page.goto(ROUTES.docs, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  expect(await hasRuleFor('.DocSearch-Modal'), 'modal CSS before intent').toBe(false);
  const button = page.locator('.navbar .DocSearch-Button');
  await expect(button).toHaveCSS('border-radius', '8px');
  await button.click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  expect(await hasRuleFor('.DocSearch-Modal'), 'modal CSS once open').toBe(true);
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
});

test('every Infima class the built pages write keeps its rules in the pruned entry stylesheet', () => {
  // per-route-css drops the entry stylesheet's rules for classes no page uses: a class a page does
  // use must still be styled.
  const build = nodePath.join(__dirname, '../../build');
  const sheets = fs
    .readdirSync(nodePath.join(build, 'assets/css'))
    .filter((name) => /^main\.[0-9a-f]+\.css$/.test(name));
  expect(sheets, 'one entry stylesheet').toHaveLength(1);
  const entryCss = fs.readFileSync(nodePath.join(build, 'assets/css', sheets[0]), 'utf8');
  const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
  const infima = classesOf(fs.readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8'));
  const styled = classesOf(entryCss);
  const written = new Set<string>();
  const htmlFiles = fs
    .readdirSync(build, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  expect(htmlFiles.length).toBeGreaterThan(500);
  for (const entry of htmlFiles) {
    const html = fs.readFileSync(nodePath.join(entry.parentPath, entry.name), 'utf8');
    expect(html, `${entry.name} links the entry stylesheet`).toContain(`/assets/css/${sheets[0]}`);
    for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>"]+))/g)) {
      for (const name of (quoted ?? bare).split(/\s+/)) if (infima.has(name)) written.add(name);
    }
  }
  expect(written.size, 'Infima classes found in the pages').toBeGreaterThan(50);
  expect([...written].filter((name) => !styled.has(name))).toEqual([]);
});
