import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, emulateDataSaver} from './fixtures';
import {sitemap, isDocs, generatedKind, sampleRoutes, everyNth, sweepAll} from './sitemap';

/**
 * axe-core over the built site, on the routes of its sitemap (tests/e2e/sitemap.ts): every page with
 * its own template, every GENERATED_STEP-th page generated from one template, DOCS_SAMPLE docs pages
 * spread over all sections, and two pages the sitemap leaves out; SWEEP_ALL=1 (`npm run test:sweep`)
 * scans every route in every pass.
 *
 * At 1280 px each route is scanned with every rule in light mode. The dark pass reads only the
 * colour rules, and the 390 px pass the same components at another width: both run on the pages with
 * their own template, the first page of each generated kind and every DOCS_STEP_SECONDARY-th docs
 * page of the sample. At 390 px a docs page differs from its desktop scan only where content overflows
 * and scrolls, so most docs pages there get the rules that read layout.
 */
const DOCS_SAMPLE = 16;
const GENERATED_STEP = 8;
const DOCS_STEP_SECONDARY = 4;
/** Pages the sitemap leaves out by design (not indexed), scanned as well. */
const NOT_FOUND = '/this-page-does-not-exist';
const UNLISTED = ['/search?q=render', NOT_FOUND];
const routes = [...sampleRoutes({docsSample: DOCS_SAMPLE, generatedStep: GENERATED_STEP}), ...UNLISTED];

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
const scannedDocs = routes.filter(isDocs);
const firstOfKind = new Set<string>();
const kindsSeen = new Set<string>();
for (const route of routes) {
  const kind = generatedKind(route);
  if (kind && !kindsSeen.has(kind)) {
    kindsSeen.add(kind);
    firstOfKind.add(route);
  }
}
/** The routes of the dark pass and of the full scan at 390 px. */
const secondaryScan = new Set([
  ...routes.filter((route) => !isDocs(route) && (!generatedKind(route) || firstOfKind.has(route))),
  ...everyNth(scannedDocs, DOCS_STEP_SECONDARY),
]);
const BATCH_SIZE = 12;

const batchesOf = (list: string[]) =>
  Array.from({length: Math.ceil(list.length / BATCH_SIZE)}, (_, i) => list.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE));
/** At 390 px: the routes of the secondary scan, and the docs pages of the sample for the layout rules. */
const mobileRoutes = routes.filter((route) => sweepAll || secondaryScan.has(route) || isDocs(route));

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
  expect(routes.filter(isDocs).length).toBeGreaterThanOrEqual(DOCS_SAMPLE);
  // Every kind of generated page is in the sample.
  expect([...kindsSeen].sort()).toEqual([
    'archive',
    'authors',
    'blog',
    'blog/tags',
    'experts',
    'learn',
    'list page',
    'showcase',
    'success-stories',
    'templates',
  ]);
});

for (const viewport of VIEWPORTS) {
  const batches = batchesOf(viewport.name === 'desktop' ? routes : mobileRoutes);
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
        const modes =
          viewport.name === 'desktop' && (sweepAll || secondaryScan.has(route)) ? MODES : (['light'] as const);
        for (const mode of modes) {
          await setColorMode(page, mode);
          // Structure, names and landmarks do not change with the colour mode: the dark pass runs
          // only the rules that read colours, and skips code blocks (one Prism theme in both modes).
          // Legacy mode runs axe in the page in one call; the default opens a new page per scan
          // to merge frame results, which made each scan 10-20 times slower here. Only the
          // violations come back (set before the rules: options() replaces the rule selection).
          const base = new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
          const layoutOnly = viewport.name === 'mobile' && !sweepAll && !secondaryScan.has(route);
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
