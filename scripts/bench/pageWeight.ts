/**
 * What one page of a built site makes the browser download, measured in headless Chromium:
 * the JavaScript and CSS it loads before any interaction (load, then network idle), and what
 * it fetches afterwards while a reader scrolls to the bottom (prefetched chunks, and scripts
 * that load near the viewport such as the Player of a live demo). Bytes are counted raw (as
 * served, uncompressed) and gzip-compressed here, so the figures do not depend on the server;
 * bodies are read from the build folder, as Chromium does not hand out prefetched bodies.
 * Only same-origin requests count: third parties are answered empty.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import zlib from 'node:zlib';
import type {Browser, Page, Request} from '@playwright/test';

export type Bytes = {raw: number; gzip: number; files: number};
export type PageWeight = {
  path: string;
  /** Loaded before interaction. */
  js: Bytes;
  css: Bytes;
  /** Fetched as <link rel=prefetch> while scrolling to the bottom (never executed). */
  prefetchedJs: Bytes;
  /** Scripts loaded and run while scrolling (e.g. a demo's Player near the viewport). */
  lazyJs: Bytes;
  lazyCss: Bytes;
  /** <link rel=prefetch> tags in <head> after the scroll. */
  prefetchTags: number;
  domNodes: number;
  /** The scripts loaded before interaction, largest first (gzip bytes). */
  scripts: {file: string; gzip: number}[];
};

const empty = (): Bytes => ({raw: 0, gzip: 0, files: 0});
const add = (total: Bytes, body: Buffer) => {
  total.raw += body.length;
  total.gzip += zlib.gzipSync(body).length;
  total.files += 1;
};

type Fetched = {url: string; kind: 'js' | 'css'; prefetch: boolean; body: Buffer; phase: 'load' | 'scroll'};

async function isPrefetch(request: Request): Promise<boolean> {
  const headers = await request.allHeaders().catch(() => ({}) as Record<string, string>);
  const purpose = headers['sec-purpose'] ?? headers['purpose'] ?? '';
  return purpose.includes('prefetch') || request.resourceType() === 'other';
}

/** Records same-origin JS and CSS responses, tagged with the phase they arrived in. */
function recordAssets(page: Page, origin: string, dir: string) {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  const state = {phase: 'load' as Fetched['phase']};
  page.on('response', (response) => {
    const url = response.url().split('?')[0];
    if (!url.startsWith(origin)) return;
    const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!kind || response.status() >= 300) return;
    const phase = state.phase;
    pending.push(
      (async () => {
        const file = nodePath.join(dir, decodeURIComponent(new URL(url).pathname));
        const body = fs.existsSync(file) ? fs.readFileSync(file) : await response.body().catch(() => Buffer.alloc(0));
        const prefetch = await isPrefetch(response.request());
        if (!fetched.some((f) => f.url === url)) fetched.push({url, kind, prefetch, body, phase});
      })(),
    );
  });
  return {
    state,
    settle: () => Promise.all(pending),
    fetched,
  };
}

/** Scrolls to the bottom one viewport at a time, as a reader would, so observers fire. */
export async function scrollToBottom(page: Page) {
  for (let i = 0; i < 200; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (done) break;
  }
}

/** Measures `path` of the site that `dir` holds and `origin` serves. */
export async function measurePage(browser: Browser, origin: string, dir: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.fulfill({status: 200, body: ''}),
  );
  const assets = recordAssets(page, origin, dir);
  try {
    await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
    await page.waitForTimeout(500);
    await assets.settle();
    assets.state.phase = 'scroll';
    await scrollToBottom(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await assets.settle();
    const [prefetchTags, domNodes] = await page.evaluate(() => [
      document.head.querySelectorAll('link[rel="prefetch"]').length,
      document.getElementsByTagName('*').length,
    ]);
    const weight: PageWeight = {
      path,
      js: empty(),
      css: empty(),
      prefetchedJs: empty(),
      lazyJs: empty(),
      lazyCss: empty(),
      prefetchTags,
      domNodes,
      scripts: [],
    };
    for (const f of assets.fetched) {
      if (f.phase === 'load' && !f.prefetch) {
        add(f.kind === 'js' ? weight.js : weight.css, f.body);
        if (f.kind === 'js') weight.scripts.push({file: new URL(f.url).pathname, gzip: zlib.gzipSync(f.body).length});
      } else if (f.prefetch) {
        if (f.kind === 'js') add(weight.prefetchedJs, f.body);
      } else add(f.kind === 'js' ? weight.lazyJs : weight.lazyCss, f.body);
    }
    weight.scripts.sort((a, b) => b.gzip - a.gzip);
    return weight;
  } finally {
    await context.close();
  }
}
