import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, emulateDataSaver} from './fixtures';

/**
 * axe-core over the built site, driven by build/sitemap.xml so it grows with the site:
 * every route outside /docs (every 3rd of the pages generated from one template), plus every
 * k-th docs route (sorted, so the sample spreads over all sections) — or every route with
 * A11Y_ALL=1 (`npm run test:a11y:all`). Each route loads once per viewport; at 1280 px it is
 * scanned in light and dark mode, switched in place, at 390 px in light mode. At 390 px a docs page
 * differs from its desktop scan only where the layout does (content that overflows and scrolls):
 * every MOBILE_DOCS_FULL_STEP-th docs route gets every rule (the mobile navbar, drawer and
 * table of contents are the same on all docs pages), the others the rules that read layout.
 * Likewise the dark pass, which reads the theme's colours on the same components on every docs
 * page, runs on every DARK_DOCS_STEP-th docs route.
 */
const sitemapPath = path.join(__dirname, '../../build/sitemap.xml');
const sitemap = fs.existsSync(sitemapPath) ? fs.readFileSync(sitemapPath, 'utf8') : '';
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();

const DOCS_SAMPLE_MIN = 100;
const scanAllDocs = process.env.A11Y_ALL === '1';
const isDocs = (pathname: string) => pathname === '/docs' || pathname.startsWith('/docs/');
const docsPaths = allPaths.filter(isDocs);
const docsStep = scanAllDocs ? 1 : Math.max(1, Math.floor(docsPaths.length / DOCS_SAMPLE_MIN));
/** Pages the sitemap leaves out by design (not indexed), scanned as well. */
const NOT_FOUND = '/this-page-does-not-exist';
const UNLISTED = ['/search?q=render', NOT_FOUND];
/**
 * Pages generated from one template (an expert profile, a template page, a blog post or tag page)
 * share their markup: every GENERATED_STEP-th of each kind is scanned, like the docs sample.
 */
const GENERATED = /^\/(experts|templates|blog\/tags|blog|learn|success-stories|showcase)\/[^/]+\/?$/;
const GENERATED_STEP = scanAllDocs ? 1 : 3;
const generatedKind = (pathname: string) => GENERATED.exec(pathname)?.[1];
const seenPerKind = new Map<string, number>();
const standaloneOrSampled = allPaths.filter((pathname) => {
  if (isDocs(pathname)) return false;
  const kind = generatedKind(pathname);
  if (!kind || /\/(archive|page)\b/.test(pathname)) return true;
  const seen = seenPerKind.get(kind) ?? 0;
  seenPerKind.set(kind, seen + 1);
  return seen % GENERATED_STEP === 0;
});
const routes = [...standaloneOrSampled, ...UNLISTED, ...docsPaths.filter((_, i) => i % docsStep === 0)];

const VIEWPORTS = [
  {name: 'desktop', size: {width: 1280, height: 800}},
  {name: 'mobile', size: {width: 390, height: 844}},
] as const;
const MODES = ['light', 'dark'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules of TAGS whose outcome depends on colours, all that the dark pass needs. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];
/** Code blocks: prism.theme and prism.darkTheme are the same theme (docusaurus.config.ts). */
const SAME_IN_BOTH_MODES = 'pre.prism-code';
/** The rules of TAGS whose outcome can change with the width on the same content. */
const LAYOUT_RULES = ['scrollable-region-focusable', 'meta-viewport'];
const MOBILE_DOCS_FULL_STEP = scanAllDocs ? 1 : 4;
const DARK_DOCS_STEP = scanAllDocs ? 1 : 2;
const scannedDocs = routes.filter(isDocs);
const mobileFullScan = new Set(scannedDocs.filter((_, i) => i % MOBILE_DOCS_FULL_STEP === 0));
const darkScan = new Set([
  ...routes.filter((route) => !isDocs(route)),
  ...scannedDocs.filter((_, i) => i % DARK_DOCS_STEP === 0),
]);
const BATCH_SIZE = 20;

const batches: string[][] = [];
for (let i = 0; i < routes.length; i += BATCH_SIZE) {
  batches.push(routes.slice(i, i + BATCH_SIZE));
}

/** Switches the colour mode the way the toggle does: the stored choice, the attribute, and the event the provider listens to. */
async function setColorMode(page: Page, mode: (typeof MODES)[number]) {
  await page.evaluate((next) => {
    const previous = localStorage.getItem('theme');
    localStorage.setItem('theme', next);
    document.documentElement.setAttribute('data-theme', next);
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue: previous, newValue: next, storageArea: localStorage}),
    );
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test('the sitemap gives the scan its routes', () => {
  expect(sitemap, 'build/sitemap.xml is missing: run the build first').not.toBe('');
  expect(docsPaths.length).toBeGreaterThan(DOCS_SAMPLE_MIN);
  expect(routes.filter(isDocs).length).toBeGreaterThanOrEqual(scanAllDocs ? docsPaths.length : DOCS_SAMPLE_MIN);
});

for (const viewport of VIEWPORTS) {
  batches.forEach((batch, index) => {
    test(`axe ${viewport.name} batch ${index + 1}/${batches.length}: ${batch[0]} … ${batch[batch.length - 1]}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + batch.length * 12_000);
      await emulateDataSaver(page);
      await page.setViewportSize(viewport.size);
      const found: string[] = [];
      for (const route of batch) {
        const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
        expect(response?.status(), `${route} HTTP status`).toBe(route === NOT_FOUND ? 404 : 200);
        await waitForHydration(page);
        // Transitions would let axe read a colour halfway between the two modes.
        await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
        // Colours do not depend on the width: the dark pass runs at the desktop width only.
        const modes = viewport.name === 'desktop' && darkScan.has(route) ? MODES : (['light'] as const);
        for (const mode of modes) {
          await setColorMode(page, mode);
          // Structure, names and landmarks do not change with the colour mode: the dark pass runs
          // only the rules that read colours, and skips code blocks (one Prism theme in both modes).
          // Legacy mode runs axe in the page in one call; the default opens a new page per scan
          // to merge frame results, which made each scan 10-20 times slower here. Only the
          // violations come back (set before the rules: options() replaces the rule selection).
          const base = new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
          const layoutOnly = viewport.name === 'mobile' && isDocs(route) && !mobileFullScan.has(route);
          const results = await (
            mode === 'dark'
              ? base.withRules(COLOR_RULES).exclude(SAME_IN_BOTH_MODES)
              : layoutOnly
                ? base.withRules(LAYOUT_RULES)
                : base.withTags(TAGS)
          ).analyze();
          for (const violation of results.violations) {
            if (violation.impact !== 'serious' && violation.impact !== 'critical') {
              continue;
            }
            const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 8);
            const more =
              violation.nodes.length > targets.length ? ` (+${violation.nodes.length - targets.length} more)` : '';
            found.push(
              `${route} [${mode}, ${viewport.name}] ${violation.id} (${violation.impact}): ${targets.join(' | ')}${more}`,
            );
          }
        }
      }
      expect(found, 'serious or critical axe violations').toEqual([]);
    });
  });
}
