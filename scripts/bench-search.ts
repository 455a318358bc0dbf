/**
 * Search benchmark over the built site (run `npm run build` first):
 *   npm run bench:search              embedded index in headless Chromium
 *   npm run bench:search -- --compare also compares the engine with MiniSearch, FlexSearch and Orama in Node
 * Reports records, index bytes (raw, gzip), index load + hydrate time, and query latency
 * p50/p95 over the relevance query set (tests/fixtures/search-queries.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildSync} from 'esbuild';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import {create, insertMultiple, save, search as oramaSearch} from '@orama/orama';
import {collectRecords} from '../src/plugins/local-search/collectRecords';
import {buildIndex, loadIndex, runQuery, type SerializedIndex} from '../src/plugins/local-search/engine';
import {readSections} from '../src/plugins/local-search/format';
import {SITE_URL} from '../src/data/site';
import {serveStatic} from './lib/staticServer';
import queries from '../tests/fixtures/search-queries.json';
import {launchChromium} from './lib/chromium';

const BUILD = path.resolve('build');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function browserBenchmark() {
  const engine = buildSync({
    entryPoints: ['src/plugins/local-search/engine.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'SearchEngine',
    write: false,
    minify: true,
  });
  const {server, origin} = await serveStatic(BUILD);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/404.html`);
    await page.addScriptTag({content: engine.outputFiles[0].text});
    return await page.evaluate(async (querySet) => {
      type Engine = {loadIndex: (d: unknown) => unknown; runQuery: (l: unknown, r: unknown) => unknown};
      const {loadIndex: load, runQuery: run} = (window as unknown as {SearchEngine: Engine}).SearchEngine;
      const loads: number[] = [];
      let loaded: unknown;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const data = await (await fetch(`/search-index.json?run=${i}`, {cache: 'no-store'})).json();
        loaded = load(data);
        loads.push(performance.now() - t0);
      }
      const latencies: number[] = [];
      for (let round = 0; round < 10; round++) {
        for (const {query} of querySet) {
          const t0 = performance.now();
          run(loaded, {query, hitsPerPage: 20, facetFilters: ['language:en']});
          latencies.push(performance.now() - t0);
        }
      }
      return {loads, latencies};
    }, queries);
  } finally {
    await browser.close();
    server.close();
  }
}

type Adapter = {name: string; shippedBytes: () => Promise<string>; query: (q: string) => number[]};

async function compareEngines(data: SerializedIndex) {
  const sections = readSections(data);
  const docs = sections.map((section, id) => ({
    id,
    title: section.type === 'lvl1' ? data.pages[section.page][2] : '',
    heading: section.lvl3 ?? section.lvl2 ?? '',
    keywords: section.keywords,
    summary: section.summary,
  }));
  const pageOf = (id: number) => new URL(data.pages[sections[id].page][0], data.origin).pathname;

  const ours = loadIndex(data);
  const mini = new MiniSearch({fields: ['title', 'heading', 'keywords', 'summary']});
  mini.addAll(docs);

  const flex = new FlexSearch.Document({
    document: {id: 'id', index: ['title', 'heading', 'keywords', 'summary']},
    tokenize: 'forward',
  } as never);
  docs.forEach((d) => flex.add(d as never));

  const orama = create({
    schema: {title: 'string', heading: 'string', keywords: 'string', summary: 'string', ref: 'number'} as const,
  });
  await insertMultiple(
    orama,
    docs.map(({id, ...d}) => ({...d, id: String(id), ref: id})),
  );

  const adapters: Adapter[] = [
    {
      name: 'local-search engine (shipped: sections, inverted index built in browser)',
      shippedBytes: async () => JSON.stringify(data),
      query: (q) => runQuery(ours, {query: q, hitsPerPage: 20}).hits.map((h) => Number(h.objectID)),
    },
    {
      name: 'MiniSearch 7 (shipped: serialized index)',
      shippedBytes: async () => JSON.stringify({data, index: mini.toJSON()}),
      query: (q) =>
        mini
          .search(q, {prefix: true, fuzzy: 0.2, boost: {title: 8, heading: 5, keywords: 3}})
          .slice(0, 20)
          .map((r) => r.id as number),
    },
    {
      name: 'FlexSearch 0.8 Document (forward tokenizer)',
      shippedBytes: async () => {
        const parts: string[] = [JSON.stringify(data)];
        await flex.export((key: string, value: unknown) => {
          parts.push(`${key}:${typeof value === 'string' ? value : JSON.stringify(value)}`);
        });
        return parts.join('\n');
      },
      query: (q) => {
        const byField = flex.search(q, {limit: 20, suggest: true}) as unknown as {field: string; result: number[]}[];
        const order = ['title', 'heading', 'keywords', 'summary'];
        return [...new Set(order.flatMap((f) => byField.find((r) => r.field === f)?.result ?? []))].slice(0, 20);
      },
    },
    {
      name: 'Orama 3',
      shippedBytes: async () => JSON.stringify(save(orama)),
      query: (q) => {
        const result = oramaSearch(orama, {
          term: q,
          tolerance: 1,
          limit: 20,
          boost: {title: 8, heading: 5, keywords: 3},
        }) as unknown as {hits: {document: {ref: number}}[]};
        return result.hits.map((h) => h.document.ref);
      },
    },
  ];

  console.log('\nEngine comparison (Node, same sections, same query set)');
  console.log('engine | shipped raw | shipped gzip | query p50 | query p95 | top-3 | MRR');
  for (const adapter of adapters) {
    const shipped = await adapter.shippedBytes();
    const times: number[] = [];
    let relevant = 0;
    let reciprocal = 0;
    for (const {query, expect} of queries) {
      let ids: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        ids = adapter.query(query);
        times.push(performance.now() - t0);
      }
      const pages = [...new Set(ids.map(pageOf))];
      const expected = Array.isArray(expect) ? expect : [expect];
      if (pages.slice(0, 3).some((p) => expected.includes(p))) relevant++;
      const rank = pages.findIndex((p) => expected.includes(p)) + 1;
      if (rank > 0) reciprocal += 1 / rank;
    }
    console.log(
      `${adapter.name} | ${kb(shipped.length)} | ${kb(zlib.gzipSync(shipped).length)} | ${percentile(times, 50).toFixed(3)} ms | ${percentile(times, 95).toFixed(3)} ms | ${relevant}/${queries.length} (${((100 * relevant) / queries.length).toFixed(1)} %) | ${(reciprocal / queries.length).toFixed(3)}`,
    );
  }
}

async function main() {
  const indexFile = path.join(BUILD, 'search-index.json');
  if (!fs.existsSync(indexFile)) {
    console.error('No build/search-index.json: run "npm run build" first.');
    process.exit(1);
  }
  const raw = fs.readFileSync(indexFile);
  const data = JSON.parse(raw.toString('utf8')) as SerializedIndex;
  const records = collectRecords(BUILD, SITE_URL);
  console.log(
    `records (DocSearch shape): ${records.length} from ${new Set(records.map((r) => r.url_without_anchor)).size} pages`,
  );
  console.log(
    `embedded index: ${data.sections.length} sections, ${kb(raw.length)} raw, ${kb(zlib.gzipSync(raw).length)} gzip`,
  );
  const {loads, latencies} = await browserBenchmark();
  console.log(
    `Chromium: fetch + parse + build index: median ${percentile(loads, 50).toFixed(1)} ms (5 runs: ${loads.map((l) => l.toFixed(0)).join(', ')})`,
  );
  console.log(
    `Chromium: query latency over ${latencies.length} queries: p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms`,
  );
  if (process.argv.includes('--compare')) {
    await compareEngines(data);
  }
  // Sanity: the index the site ships covers the pages the build has.
  const fresh = buildIndex(records);
  if (fresh.pages.length !== data.pages.length || fresh.sections.length !== data.sections.length) {
    console.warn('note: build/search-index.json does not match the built pages (rebuild the site)');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
