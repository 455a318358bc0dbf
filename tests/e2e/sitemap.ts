import fs from 'node:fs';
import path from 'node:path';

/**
 * The routes of the built site, read from build/sitemap.xml so the sweeps (crawl, axe) grow with
 * the site, and the samples they take of it. A page's markup comes from its template: the docs pages
 * share one, and so do the pages generated per expert, template, post, tag or story. The sweeps load
 * every page that has its own template and a sample of the rest, spread over all sections (sorted);
 * SWEEP_ALL=1 (`npm run test:sweep`) loads every route.
 */
const sitemapPath = path.join(__dirname, '../../build/sitemap.xml');
export const sitemap = fs.existsSync(sitemapPath) ? fs.readFileSync(sitemapPath, 'utf8') : '';
export const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();

export const sweepAll = process.env.SWEEP_ALL === '1';

export const isDocs = (pathname: string) => pathname === '/docs' || pathname.startsWith('/docs/');

const GENERATED = /^\/(experts|templates|blog\/tags|blog|learn|success-stories|showcase)\/[^/]+\/?$/;
/** The template a generated page comes from (undefined for a page with its own, or a list page). */
export function generatedKind(pathname: string): string | undefined {
  // The list pages: every content plugin's archive, author index and numbered pages share a template.
  if (/\/page\/\d+\/?$/.test(pathname)) return 'list page';
  if (/\/archive\/?$/.test(pathname)) return 'archive';
  if (/\/authors\/?$/.test(pathname)) return 'authors';
  if (/\/tags\/?$/.test(pathname)) return undefined;
  return GENERATED.exec(pathname)?.[1];
}

/** Every n-th item, starting with the first; all of them when sweeping everything. */
export function everyNth<T>(items: T[], n: number): T[] {
  return sweepAll ? items : items.filter((_, i) => i % n === 0);
}

/**
 * The pages with their own template, then every generatedStep-th page of each generated kind,
 * then docsSample docs routes spread evenly over the sorted list.
 */
export function sampleRoutes({docsSample, generatedStep}: {docsSample: number; generatedStep: number}): string[] {
  const ownTemplate = allPaths.filter((pathname) => !isDocs(pathname) && !generatedKind(pathname));
  const byKind = new Map<string, string[]>();
  for (const pathname of allPaths) {
    const kind = generatedKind(pathname);
    if (kind && !isDocs(pathname)) byKind.set(kind, [...(byKind.get(kind) ?? []), pathname]);
  }
  const generated = [...byKind.values()].flatMap((pages) => everyNth(pages, generatedStep));
  const docs = allPaths.filter(isDocs);
  const docsStep = Math.max(1, Math.floor(docs.length / docsSample));
  return [...ownTemplate, ...generated, ...everyNth(docs, docsStep)];
}
