import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MAX_ASKS_PER_PAGE, readSearchAsks} from '../../src/data/searchAsks';
import {docRoutes} from '../../scripts/lib/links';
import {listMarkdownFiles, readMarkdown} from '../../scripts/lib/markdown';

/** Routes of the posts of the blog-like sections, from their `slug` front matter. */
function postRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const section of ['blog', 'learn', 'success-stories']) {
    for (const file of listMarkdownFiles([section])) {
      const slug = readMarkdown(file).frontMatter.slug;
      if (typeof slug === 'string') routes.add(`/${section}/${slug.replace(/^\//, '')}`);
    }
  }
  return routes;
}

describe('search asks (src/data/search-asks)', () => {
  const asks = readSearchAsks();

  it('name only pages that exist', () => {
    const docs = docRoutes();
    const posts = postRoutes();
    const missing = [...asks.keys()].filter(
      (page) => !docs.has(page.replace(/\/$/, '') || '/docs') && !posts.has(page),
    );
    expect(missing).toEqual([]);
  });

  it('are phrases a reader types, not copies of the page title', () => {
    const docs = docRoutes();
    const problems: string[] = [];
    for (const [page, phrases] of asks) {
      const file = docs.get(page.replace(/\/$/, '') || '/docs');
      const title = file ? String(readMarkdown(file).frontMatter.title ?? '').toLowerCase() : '';
      for (const phrase of phrases) {
        if (phrase !== phrase.toLowerCase()) problems.push(`${page}: "${phrase}" is not lower case`);
        if (title && phrase.trim() === title.trim()) problems.push(`${page}: "${phrase}" repeats the title`);
      }
      if (phrases.length > MAX_ASKS_PER_PAGE) problems.push(`${page}: more than ${MAX_ASKS_PER_PAGE}`);
    }
    expect(problems).toEqual([]);
  });

  it('reports a malformed file by file, page and phrase', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asks-'));
    fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify({'/docs/x': ['ok phrase', 'x'], nope: ['fine']}));
    fs.writeFileSync(path.join(dir, 'b.json'), '{not json');
    expect(() => readSearchAsks(dir)).toThrow(/a\.json \/docs\/x: "x" must be 3 to 64 characters/);
    expect(() => readSearchAsks(dir)).toThrow(/a\.json nope: a page path/);
    expect(() => readSearchAsks(dir)).toThrow(/b\.json: not valid JSON/);
  });
});
