import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildSync} from 'esbuild';
import {loadIndex, runQuery, type SerializedIndex} from '../../src/plugins/local-search/engine';
import {allPlannedDocs} from '../../src/lib/docsPlan';
import queries from '../fixtures/search-queries.json';
import {rankQuestions, readCorpus, scoreTable} from '../../scripts/lib/searchEval';
import {test, expect} from './fixtures';

/**
 * Relevance and speed of the embedded index over the built site.
 *
 * The query set (tests/fixtures/search-queries.json) is written from what readers
 * search for: API names, tasks in plain words, typos, product names, CLI flags,
 * error messages, across the three docs sidebars and every product. For each query,
 * `expect` is the page (or any of the pages) a reader is looking for; a query counts
 * as found when that page is among the first three distinct pages. The `pinned`
 * queries must each be found; over the whole set the top-3 rate must be at least
 * 95 %. Queries whose page is not in this build (a page not written yet) are left
 * out and listed.
 *
 * Ranking is measured on the index file the site ships.
 *
 * Speed is measured where it matters, in Chromium: the engine as the site ships it,
 * over the full index and text. A query's time is the median of five runs; the p95 over the
 * set must stay within 10 ms, and so must the p95 over every keystroke of every
 * query (the modal searches as you type).
 */
const indexFile = path.join(__dirname, '../../build/search-index.json');
// What the first search downloads: the index file, the only file it fetches (the engine chunk aside).
const BUDGET_GZIP = 750 * 1024;
const TOP3_MIN = 0.95;
const P95_MAX_MS = 10;

type Query = {query: string; expect: string | string[]; pinned?: boolean; area?: string};
const querySet = queries as Query[];
const expectedOf = (q: Query) => (Array.isArray(q.expect) ? q.expect : [q.expect]);

const data = fs.existsSync(indexFile) ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as SerializedIndex) : null;
const builtPages = new Set(data?.pages.map(([p]) => new URL(p, 'https://x').pathname) ?? []);
const evaluated = querySet.filter((q) => expectedOf(q).some((p) => builtPages.has(p)));

test.describe('search relevance', () => {
  const loaded = data ? loadIndex(data) : null;

  test("the index stays within the first search's 750 KB gzip budget", () => {
    const gzipped = zlib.gzipSync(fs.readFileSync(indexFile)).length;
    test.info().annotations.push({type: 'index size', description: `${Math.round(gzipped / 1024)} KB gzip`});
    console.log(
      `[search] index: ${data!.pages.length} pages, ${data!.sections.length} sections, ${(gzipped / 1024).toFixed(1)} KB gzip`,
    );
    expect(gzipped, `search-index.json is ${Math.round(gzipped / 1024)} KB gzip`).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  test('the query set is large enough to mean something, and covers every sidebar', () => {
    expect(loaded, 'build/search-index.json is missing: run the build first').not.toBeNull();
    expect(evaluated.length).toBeGreaterThanOrEqual(80);
    const routeOf = (id: string) => `/docs/${id.replace(/(^|\/)index$/, '')}`;
    const sidebarOf = new Map(allPlannedDocs().map((d) => [routeOf(d.id), d.sidebar]));
    const sidebars = new Set(
      querySet.flatMap((q) =>
        expectedOf(q)
          .map((p) => sidebarOf.get(p))
          .filter(Boolean),
      ),
    );
    expect([...sidebars].sort()).toEqual(['apiSidebar', 'mainSidebar', 'recorderSidebar']);
    const left = querySet.filter((q) => !evaluated.includes(q)).map((q) => q.query);
    if (left.length > 0) console.log(`[search] left out, their page is not in this build: ${left.join('; ')}`);
  });

  for (const {query, expect: expected} of querySet.filter((q) => q.pinned)) {
    test(`"${query}" → ${expected}`, () => {
      const result = runQuery(loaded!, {query, hitsPerPage: 20, facetFilters: ['language:en']});
      const pages = [...new Set(result.hits.map((h) => new URL(h.url_without_anchor).pathname))];
      expect(pages.slice(0, 3), `top pages for "${query}"`).toContain(expected);
    });
  }
});

test.describe("search answers readers' real questions", () => {
  // tests/fixtures/search-questions/corpus.json: questions from public issue threads and Q&A pages,
  // split once at random. The engine is tuned on the tuning half; the test half is what counts.
  // A regression guard at the score the engine reaches now (66.7 % top-3, 51.6 % top-1); issue 35 aims for 90 %.
  const TEST_HALF_TOP3_MIN = 0.66;

  test(`the test half finds the answering page in the top 3 for at least ${TEST_HALF_TOP3_MIN * 100} % of questions`, () => {
    const loaded = loadIndex(data!);
    const table = scoreTable(rankQuestions(loaded, readCorpus()));
    const lines = table
      .filter((row) => row.score.questions > 0)
      .map(
        ({half, kind, score}) =>
          `${half} ${kind}: ${score.questions} questions, top-1 ${(score.top1 * 100).toFixed(1)} %, top-3 ${(score.top3 * 100).toFixed(1)} %, MRR ${score.mrr.toFixed(3)}`,
      );
    console.log(`[search] real questions, as the modal lists them:\n  ${lines.join('\n  ')}`);
    const testHalf = table.find((row) => row.half === 'test' && row.kind === 'all')!.score;
    expect(testHalf.questions).toBeGreaterThanOrEqual(150);
    expect(testHalf.top3, lines.join('\n')).toBeGreaterThanOrEqual(TEST_HALF_TOP3_MIN);
  });
});

test.describe('search relevance and speed in the browser', () => {
  // The engine is loaded as a plain script for measuring; the site's CSP allows no inline script.
  test.use({bypassCSP: true});

  test(`top-3 rate ≥ ${TOP3_MIN * 100} % and p95 query time ≤ ${P95_MAX_MS} ms over the full index`, async ({page}) => {
    test.setTimeout(120_000);
    const engine = buildSync({
      entryPoints: [path.join(__dirname, '../../src/plugins/local-search/engine.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'SearchEngine',
      write: false,
      minify: true,
    }).outputFiles[0].text;
    await page.goto('/404.html');
    await page.addScriptTag({content: engine});
    const keystrokes = [...new Set(evaluated.flatMap(({query}) => [...query].map((_, i) => query.slice(0, i + 1))))];
    const measured = await page.evaluate(
      async ({set, typed}) => {
        type Engine = {
          loadIndex: (d: unknown) => unknown;
          runQuery: (l: unknown, r: unknown) => {hits: {url_without_anchor: string}[]};
        };
        const {loadIndex: load, runQuery: run} = (window as unknown as {SearchEngine: Engine}).SearchEngine;
        const started = performance.now();
        const indexData = await (await fetch('/search-index.json')).json();
        const index = load(indexData);
        const loadMs = performance.now() - started;
        const request = (query: string) => ({query, hitsPerPage: 20, facetFilters: ['language:en']});
        const timeOf = (query: string) => {
          const runs: number[] = [];
          for (let i = 0; i < 5; i++) {
            const t0 = performance.now();
            run(index, request(query));
            runs.push(performance.now() - t0);
          }
          return runs.sort((a, b) => a - b)[2];
        };
        const ranks = set.map(({query, expected}) => {
          const pages = [
            ...new Set(run(index, request(query)).hits.map((h) => new URL(h.url_without_anchor).pathname)),
          ];
          return {query, expected, rank: pages.findIndex((p) => expected.includes(p)) + 1, top: pages.slice(0, 3)};
        });
        // Warm up, then time.
        set.forEach(({query}) => run(index, request(query)));
        return {loadMs, ranks, queryTimes: set.map(({query}) => timeOf(query)), keystrokeTimes: typed.map(timeOf)};
      },
      {set: evaluated.map((q) => ({query: q.query, expected: expectedOf(q)})), typed: keystrokes},
    );

    const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
    const found = measured.ranks.filter((r) => r.rank >= 1 && r.rank <= 3);
    const top3 = found.length / measured.ranks.length;
    const mrr = measured.ranks.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / measured.ranks.length;
    const queryP95 = p95(measured.queryTimes);
    const keystrokeP95 = p95(measured.keystrokeTimes);
    const report = [
      `${measured.ranks.length} queries: top-3 ${(top3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}`,
      `query p95 ${queryP95.toFixed(2)} ms, keystroke p95 ${keystrokeP95.toFixed(2)} ms over ${keystrokes.length} prefixes`,
      `index load ${measured.loadMs.toFixed(0)} ms`,
    ].join('; ');
    console.log(`[search] ${report}`);
    for (const miss of measured.ranks.filter((r) => r.rank < 1 || r.rank > 3)) {
      console.log(`[search] not in the top 3: "${miss.query}" (rank ${miss.rank || '–'}; top: ${miss.top.join(', ')})`);
    }
    test.info().annotations.push({type: 'search', description: report});
    expect(top3, report).toBeGreaterThanOrEqual(TOP3_MIN);
    expect(queryP95, report).toBeLessThanOrEqual(P95_MAX_MS);
    expect(keystrokeP95, report).toBeLessThanOrEqual(P95_MAX_MS);
  });
});
