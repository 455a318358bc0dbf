import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, emulateDataSaver, recordCspViolations, cspViolations} from './fixtures';

/**
 * Hostile input through the URL (the search query, query strings and hashes of
 * every kind of route) and through localStorage. Nothing may execute (payloads
 * that run set window.__pwned), nothing may render as markup (injected markup
 * carries a data-pwned attribute), and the page must keep working.
 */

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const LONG = 'A'.repeat(10_000);

/** Decoded strings; they are percent-encoded on the way into the URL. */
const PAYLOADS: string[] = [
  '<script>window.__pwned=1</script>',
  '"><script>window.__pwned=2</script>',
  "'><script>window.__pwned=3</script>",
  '</title><script>window.__pwned=4</script>',
  '</script><script>window.__pwned=5</script>',
  '<img src=x onerror="window.__pwned=6" data-pwned>',
  '"><img src=x onerror=window.__pwned=7 data-pwned>',
  "'><svg onload=window.__pwned=8 data-pwned>",
  '<svg><script>window.__pwned=9</script></svg>',
  '<iframe srcdoc="<script>parent.__pwned=10</script>" data-pwned></iframe>',
  '<a href="javascript:window.__pwned=11" data-pwned>x</a>',
  'javascript:window.__pwned=12',
  'JaVaScRiPt:window.__pwned=13//',
  'data:text/html,<script>window.__pwned=14</script>',
  '" autofocus onfocus="window.__pwned=15" data-pwned="',
  "' onmouseover='window.__pwned=16' data-pwned='",
  '<details open ontoggle=window.__pwned=17 data-pwned>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=18 data-pwned>',
  '{{constructor.constructor("window.__pwned=19")()}}',
  '${window.__pwned=20}',
  '<b data-pwned>bold</b>',
  '<!--',
  ']]><script>window.__pwned=21</script>',
  '\u202Egnp.exe',
  '\u202Bمرحبا\u202C <script>window.__pwned=22</script>',
  '\u0000\u0001\u0002\u001F\u007F',
  '\uFEFF\u200B\u200D zero width',
  '𝕏🙂👨‍👩‍👧 combining é̀́',
  LONG,
  `${LONG}<img src=x onerror=window.__pwned=23 data-pwned>`,
  '%3Cscript%3Ewindow.__pwned=24%3C/script%3E',
  '#<img src=x onerror=window.__pwned=25 data-pwned>',
  '?q=<script>window.__pwned=26</script>&q=2',
  '../../../../etc/passwd',
  'a'.repeat(200) + '"'.repeat(200),
  '__proto__',
  'constructor[prototype][polluted]=1',
];

/** Already percent-encoded: broken UTF-8 and broken escapes that a decoder must survive. */
const RAW_PAYLOADS: string[] = [
  '%ED%A0%80', // lone surrogate
  '%F0%9F', // truncated four-byte sequence
  '%C0%AF', // overlong slash
  '%', // bare percent
  '%E0%A4%A', // truncated escape
  '%FF%FE%3Cscript%3Ewindow.__pwned%3D27%3C%2Fscript%3E',
];

const ENCODED = [...PAYLOADS.map((p) => encodeURIComponent(p)), ...RAW_PAYLOADS];

test('there are at least 30 payloads', () => {
  expect(ENCODED.length).toBeGreaterThanOrEqual(30);
});

/** One route of each kind, read from the sitemap so the list follows the site. */
const sitemapPath = path.join(__dirname, '../../build/sitemap.xml');
const sitemap = fs.existsSync(sitemapPath) ? fs.readFileSync(sitemapPath, 'utf8') : '';
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const KINDS: [string, RegExp][] = [
  ['home', /^\/$/],
  ['docs index', /^\/docs\/$/],
  ['doc page', /^\/docs\/[a-z0-9-]+\/[a-z0-9-]+$/],
  ['blog list', /^\/blog\/?$/],
  ['blog post', /^\/blog\/(?!tags|page|archive|authors)[a-z0-9-]+$/],
  ['blog tag', /^\/blog\/tags\/[a-z0-9-]+$/],
  ['tutorial', /^\/learn\/(?!tags|page|archive|authors)[a-z0-9-]+$/],
  ['success story', /^\/success-stories\/(?!tags|page|archive|authors)[a-z0-9-]+$/],
  ['experts', /^\/experts\/?$/],
  ['expert page', /^\/experts\/[a-z0-9-]+$/],
  ['templates', /^\/templates\/?$/],
  ['template page', /^\/templates\/[a-z0-9-]+$/],
  ['showcase', /^\/showcase\/?$/],
  ['player', /^\/player\/?$/],
];
const routes: [string, string][] = KINDS.flatMap(([kind, pattern]) => {
  const found = paths.find((p) => pattern.test(p));
  return found ? [[kind, found] as [string, string]] : [];
});
// The search page is not in the sitemap (noindex).
routes.push(['search', '/search'], ['not found', '/this-page-does-not-exist']);

test('every kind of route was found in the sitemap', () => {
  expect(routes.map(([kind]) => kind)).toEqual([...KINDS.map(([kind]) => kind), 'search', 'not found']);
});

/** What a successful injection leaves behind. */
async function injectionTraces(page: Page) {
  return page.evaluate(() => ({
    pwned: window.__pwned,
    markup: document.querySelectorAll('[data-pwned]').length,
    javascriptLinks: Array.from(document.querySelectorAll('a[href], iframe[src]'))
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((url) => /^\s*(javascript|data):/i.test(url)),
  }));
}

async function expectClean(page: Page, label: string) {
  expect(await injectionTraces(page), label).toEqual({pwned: undefined, markup: 0, javascriptLinks: []});
  // An inline script or handler the policy had to block means markup was injected.
  expect(await cspViolations(page), label).toEqual([]);
}

test.describe('the search query', () => {
  // A few payloads per test keeps the tests short and the failures precise.
  const CHUNK = 6;
  for (let start = 0; start < ENCODED.length; start += CHUNK) {
    const chunk = ENCODED.slice(start, start + CHUNK);
    test(`/search?q= payloads ${start + 1}–${start + chunk.length}`, async ({page, problems}) => {
      await emulateDataSaver(page);
      await recordCspViolations(page);
      for (const encoded of chunk) {
        const response = await page.goto(`/search?q=${encoded}`);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        // Give a debounced search time to run and render its results.
        await page.waitForTimeout(300);
        await expectClean(page, decodeURIComponentSafe(encoded).slice(0, 60));
      }
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

for (const [kind, route] of routes) {
  test(`query string and hash of the ${kind} route (${route})`, async ({page, problems}) => {
    test.setTimeout(90_000);
    await emulateDataSaver(page);
    await recordCspViolations(page);
    // Every payload at once in the query string (as values and as names), the first in the hash.
    // The 10 kB ones only go through the hash: hosts refuse request lines that long (431).
    const query = ENCODED.filter((p) => p.length < 2000)
      .map((p, i) => `p${i}=${p}&${p}`)
      .join('&');
    const response = await page.goto(`${route}?${query}#${ENCODED[0]}`);
    expect(response?.status()).toBe(kind === 'not found' ? 404 : 200);
    await waitForHydration(page);
    await expectClean(page, 'query string');
    // Then each payload as the hash: the router and the anchor scrolling read it.
    // Malformed escapes in the hash are covered by their own (known-failing) test below.
    for (const encoded of ENCODED.filter((p) => !RAW_PAYLOADS.includes(p))) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, encoded);
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(200);
    await expectClean(page, 'hashes');
    await expect(page.locator('h1').first()).toBeVisible();
    // On the 404 page the browser logs the document's own 404 status.
    const ignored = kind === 'not found' ? /status of 404/ : /^$/;
    expect(problems.consoleErrors.filter((e) => !ignored.test(e))).toEqual([]);
  });
}

// Known Docusaurus bug: ClientLifecyclesDispatcher calls decodeURIComponent(location.hash) unguarded,
// so a malformed escape in the hash throws "URIError: URI malformed" on client-side navigation and
// skips that navigation's onRouteDidUpdate (analytics page view). Nothing executes and the page keeps
// working (asserted above). test.fail() turns red when an upgrade fixes it, so the marker gets removed.
test('a malformed escape in the hash does not throw (known Docusaurus bug)', async ({page, problems}) => {
  test.fail();
  await emulateDataSaver(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  for (const encoded of RAW_PAYLOADS) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, encoded);
  }
  await page.waitForTimeout(200);
  expect(await injectionTraces(page)).toEqual({pwned: undefined, markup: 0, javascriptLinks: []});
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('corrupt localStorage', () => {
  const VALUES = [
    '',
    'null',
    'undefined',
    '{',
    '{"__proto__":{"polluted":true}}',
    '"><img src=x onerror=window.__pwned=1 data-pwned>',
    'dark\u0000light',
    '\uFFFD\uFFFE',
    LONG,
  ];
  for (const key of ['theme', 'docs-preferred-version-default']) {
    test(`a corrupt "${key}" never breaks the page`, async ({page, problems}) => {
      test.setTimeout(90_000);
      await emulateDataSaver(page);
      for (const value of VALUES) {
        await page.addInitScript(
          ([k, v]) => {
            try {
              window.localStorage.setItem(k, v);
            } catch {
              // Storage may be full or disabled; the page must cope either way.
            }
          },
          [key, value] as const,
        );
        // A docs page reads both keys: the colour mode and the docs version its navbar offers.
        for (const route of [routes.find(([kind]) => kind === 'doc page')?.[1] ?? '/docs/']) {
          await page.goto(route);
          await waitForHydration(page);
          await expect(page.locator('h1').first(), `${key}=${value.slice(0, 30)} on ${route}`).toBeVisible();
          const theme = await page.evaluate(() => document.documentElement.dataset.theme);
          expect(['light', 'dark'], `data-theme with ${key}=${value.slice(0, 30)}`).toContain(theme);
          expect(await injectionTraces(page)).toEqual({pwned: undefined, markup: 0, javascriptLinks: []});
        }
      }
      // The colour toggle still works.
      const toggle = page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first();
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await toggle.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});
