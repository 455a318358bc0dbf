import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MAX_ASKS_PER_PAGE, readIndexAsks, readSearchAsks, readSearchThreads} from '../../src/data/searchAsks';
import {readCorpus} from '../../scripts/lib/searchEval';
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

describe('thread questions (src/data/search-threads.json)', () => {
  const threads = readSearchThreads();

  it('name only pages that exist', () => {
    const docs = docRoutes();
    const posts = postRoutes();
    const missing = threads
      .map((t) => t.page)
      .filter((page) => !docs.has(page.replace(/\/$/, '') || '/docs') && !posts.has(page));
    expect(missing).toEqual([]);
  });

  it('share no thread and no query with the evaluation corpus, so its test half stays unseen', () => {
    const corpus = readCorpus();
    const corpusSources = new Set(corpus.map((q) => q.source.replace(/[#?].*$/, '').replace(/\/$/, '')));
    const corpusQueries = new Set(corpus.map((q) => q.query.toLowerCase().trim()));
    const leaks = threads.filter(
      (t) =>
        corpusSources.has(t.source.replace(/[#?].*$/, '').replace(/\/$/, '')) ||
        corpusQueries.has(t.query.toLowerCase().trim()),
    );
    expect(leaks).toEqual([]);
  });

  it('take at most two questions from one thread', () => {
    const perThread = new Map<string, number>();
    for (const t of threads) perThread.set(t.source, (perThread.get(t.source) ?? 0) + 1);
    expect([...perThread].filter(([, n]) => n > 2)).toEqual([]);
  });

  it('reach the index as questions of their page', () => {
    const asks = readIndexAsks();
    for (const t of threads) expect(asks.get(t.page) ?? asks.get(`${t.page}/`)).toContain(t.query.toLowerCase());
  });

  it('reports a malformed entry by position and source', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'threads-')), 'threads.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        {query: 'ok', page: '/docs/x', source: 'https://github.com/a/b/issues/1', answer: 'a short answer here'},
        {query: 'render is slow', page: 'docs/x', source: 'http://x', answer: ''},
      ]),
    );
    expect(() => readSearchThreads(file)).toThrow(/#0 \(https:\/\/github.com\/a\/b\/issues\/1\): "query" must be 3 to/);
    expect(() => readSearchThreads(file)).toThrow(/#1 \(http:\/\/x\): "page" must be a page path/);
    expect(() => readSearchThreads(file)).toThrow(/#1 .*"source" must be the thread's https URL/);
    expect(() => readSearchThreads(file)).toThrow(/#1 .*"answer" must say what resolved the thread/);
  });
});
