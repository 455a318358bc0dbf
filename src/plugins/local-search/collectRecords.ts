import fs from 'node:fs';
import path from 'node:path';
import {extractRecords} from './extractRecords';
import type {SearchRecord} from './types';

/**
 * Pages that only repeat content found elsewhere (list, tag, archive and author
 * pages of the blog-like sections) or that are not content at all.
 */
const SKIP = [
  /^\/404$/,
  /^\/search$/,
  /^\/(blog|learn|success-stories)(\/page\/\d+)?$/,
  /^\/(blog|learn|success-stories)\/(tags|authors|archive)(\/.*)?$/,
];

export function htmlPagesOf(outDir: string): {file: string; route: string}[] {
  const pages: {file: string; route: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The bundler's assets folder holds no pages; /docs/assets is a page.
        if (!(entry.name === 'assets' && dir === outDir)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = path.relative(outDir, full).split(path.sep).join('/');
        const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
        pages.push({file: full, route});
      }
    }
  };
  walk(outDir);
  return pages.filter((p) => !SKIP.some((re) => re.test(p.route))).sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The records of every built page; `asks` (page path → the questions it answers, readers' words)
 * go on each page's own record. A path in `asks` that the build has no searchable page for is an
 * error: its phrases would silently find nothing.
 */
export function collectRecords(
  outDir: string,
  siteUrl: string,
  asks: ReadonlyMap<string, string[]> = new Map(),
): SearchRecord[] {
  const unused = new Set(asks.keys());
  const records = htmlPagesOf(outDir).flatMap(({file, route}) => {
    // Docs routes end in a slash only for the docs home; keep the URL the site links to.
    const pagePath = route === '/docs' ? '/docs/' : route;
    const pageRecords = extractRecords({path: pagePath, html: fs.readFileSync(file, 'utf8'), siteUrl});
    const phrases = asks.get(route) ?? asks.get(pagePath);
    if (phrases && pageRecords[0]?.type === 'lvl1') {
      pageRecords[0].asks = [...(pageRecords[0].asks ?? []), ...phrases];
      unused.delete(asks.has(route) ? route : pagePath);
    }
    return pageRecords;
  });
  if (unused.size > 0) {
    throw new Error(`search asks name pages the build has none of: ${[...unused].join(', ')}`);
  }
  return records;
}
