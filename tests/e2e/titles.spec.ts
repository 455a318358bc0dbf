import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

/**
 * Every route's <title>, read from the built HTML (a browser adds nothing here): distinct across
 * the site, more than the bare site name, and without a repeated segment such as
 * "Tagline | Remotion | Tagline". Paginated lists may share the title of their first page.
 */
const BUILD = path.join(__dirname, '../../build');
const sitemapPath = path.join(BUILD, 'sitemap.xml');
const sitemap = fs.existsSync(sitemapPath) ? fs.readFileSync(sitemapPath, 'utf8') : '';
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const PAGINATED = /\/page\/\d+\/?$/;

function titleOf(route: string): string {
  const file = path.join(BUILD, decodeURIComponent(route), route.endsWith('.html') ? '' : 'index.html');
  const html = fs.readFileSync(
    fs.existsSync(file) ? file : path.join(BUILD, `${route.replace(/\/$/, '')}.html`),
    'utf8',
  );
  const m = /<title[^>]*>([^<]*)<\/title>/.exec(html);
  return (m?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

test('every route has a distinct, descriptive title', () => {
  expect(routes.length).toBeGreaterThan(100);
  const byTitle = new Map<string, string[]>();
  const problems: string[] = [];
  for (const route of routes) {
    const title = titleOf(route);
    const segments = title.split(' | ').map((s) => s.trim());
    if (title.trim() === '' || title.trim() === 'Remotion')
      problems.push(`${route}: title "${title}" names only the site`);
    if (new Set(segments).size !== segments.length) problems.push(`${route}: title "${title}" repeats a segment`);
    if (!PAGINATED.test(route)) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
  }
  for (const [title, shared] of byTitle) {
    if (shared.length > 1) problems.push(`"${title}" is the title of ${shared.join(', ')}`);
  }
  expect(problems).toEqual([]);
});

test('the home page title names the product and what it does, once', () => {
  expect(titleOf('/')).toBe('Remotion | Make videos programmatically with React');
});
