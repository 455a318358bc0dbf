import crypto from 'node:crypto';
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
  cache?: RecordCache,
): SearchRecord[] {
  const unused = new Set(asks.keys());
  const records = htmlPagesOf(outDir).flatMap(({file, route}) => {
    // Docs routes end in a slash only for the docs home; keep the URL the site links to.
    const pagePath = route === '/docs' ? '/docs/' : route;
    const html = fs.readFileSync(file, 'utf8');
    const pageRecords = cache
      ? cache.get(pagePath, html, () => extractRecords({path: pagePath, html, siteUrl}))
      : extractRecords({path: pagePath, html, siteUrl});
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

/**
 * The records of each page from the last build, keyed by the page's HTML, the site URL and the
 * extractor's source: an unchanged page is not parsed again. Parsing every page was most of the
 * search plugin's time in a build whose pages had not changed.
 */
export class RecordCache {
  private previous: Record<string, SearchRecord[]> = {};
  private next: Record<string, SearchRecord[]> = {};
  private readonly salt: string;
  hits = 0;
  misses = 0;

  constructor(
    private readonly file: string,
    siteUrl: string,
  ) {
    const extractor = fs.readFileSync(path.join(__dirname, 'extractRecords.ts'), 'utf8');
    this.salt = `${siteUrl}\n${extractor}`;
    try {
      this.previous = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, SearchRecord[]>;
    } catch {
      // No cache yet, or one that can't be read: every page is parsed.
    }
  }

  get(pagePath: string, html: string, extract: () => SearchRecord[]): SearchRecord[] {
    // Scripts and links carry the build's hashes, which change with any change to the site; the
    // records are made from the rest of the page.
    const content = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
    const key = crypto.createHash('sha1').update(`${this.salt}\n${pagePath}\n${content}`).digest('hex');
    const cached = this.previous[key];
    const records = cached ?? extract();
    if (cached) this.hits++;
    else this.misses++;
    this.next[key] = records;
    // Callers add to the records (the page's questions): they get a copy, the cache keeps the original.
    return structuredClone(records);
  }

  /** Keeps this build's entries only, so the file does not grow with pages that are gone. */
  save(): void {
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    fs.writeFileSync(this.file, JSON.stringify(this.next));
  }
}
