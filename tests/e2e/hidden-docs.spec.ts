import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {plannedHidden} from '../../src/lib/docsPlan';

/**
 * Hidden docs pages (in no sidebar) are still real pages: built without a docs sidebar, listed in
 * the sitemap, and findable through search. Read from the build; the list is the docs plan's
 * hidden pages that exist.
 */
const BUILD = path.join(__dirname, '../../build');
const read = (file: string) =>
  fs.existsSync(path.join(BUILD, file)) ? fs.readFileSync(path.join(BUILD, file), 'utf8') : '';
const routeOf = (id: string) => `/docs/${id.replace(/\/index$/, '')}`;
// Every hidden page of the plan, including those the plan's sidebars also list (react-native).
const hiddenDocIds = plannedHidden.filter((id) => fs.existsSync(path.join(__dirname, '../../docs', `${id}.mdx`)));

test('hidden pages are built without a sidebar, in the sitemap and in the search index', () => {
  const sitemap = read('sitemap.xml');
  const searchIndex = read('search-index.json');
  expect(sitemap, 'build first').not.toBe('');
  const problems: string[] = [];
  expect(hiddenDocIds.length).toBeGreaterThan(5);
  for (const id of hiddenDocIds) {
    const route = routeOf(id);
    const html = read(path.join(route, 'index.html'));
    if (!html) {
      problems.push(`${route}: not built`);
      continue;
    }
    if (html.includes('theme-doc-sidebar-container')) problems.push(`${route}: renders a docs sidebar`);
    if (!/<h1[\s>]/.test(html)) problems.push(`${route}: has no h1`);
    if (!sitemap.includes(`${route}</loc>`)) problems.push(`${route}: missing from the sitemap`);
    if (!searchIndex.includes(`${route}"`)) problems.push(`${route}: missing from the search index`);
  }
  expect(problems).toEqual([]);
});
