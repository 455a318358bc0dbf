/**
 * What grows with the number of docs pages: npm run bench:scale [-- --factor 3]
 * Clones this site (the committed tree) and takes the stock site, pads both with generated docs pages
 * to `factor` times our docs page count, builds them, and compares with the sites at their own
 * size (build/ and the stock site's build/, as `npm run bench` leaves them): the JS a docs page
 * runs before interaction, main.js and the webpack runtime, build time per page, peak memory and
 * the search-index step. The generated pages hold text code blocks, so no types-on-hover work is
 * added (TYPE_HOVER=0 for the copy as well). Writes reports/bench-scale.json.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {runBuild, type BuildRun} from './buildRun';
import {measurePage} from './pageWeight';
import {OUR_PAGES} from './pages';
import {DOCUSAURUS_VERSION, docsFiles, generatedPage, medianLength, prepareStockSite} from './stockSite';
import {launchChromium} from '../lib/chromium';
import {serveStatic} from '../lib/staticServer';

const args = process.argv.slice(2);
const factorAt = args.indexOf('--factor');
const FACTOR = factorAt >= 0 ? Number(args[factorAt + 1]) : 3;
if (!Number.isFinite(FACTOR) || FACTOR < 1) throw new Error('--factor must be a number ≥ 1');
const SITE = path.resolve('.');
const STOCK_DOCS_PAGE = '/docs/generated/part-01/page-001';

type Figures = {
  docsPages: number;
  htmlPages: number;
  docsPageJsGzip: number;
  mainJsGzip: number;
  runtimeJsGzip: number;
  build: BuildRun | null;
  searchIndexMs: number | null;
};

const gzipOf = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

function assetGzip(buildDir: string, pattern: RegExp): number {
  const dir = path.join(buildDir, 'assets/js');
  const files = fs.readdirSync(dir).filter((name) => pattern.test(name));
  if (files.length !== 1) throw new Error(`expected one file matching ${pattern} in ${dir}, found ${files.length}`);
  return gzipOf(path.join(dir, files[0]));
}

/** Generated docs pages (text code blocks only) under docs/generated, `count` of them. */
function padDocs(siteDir: string, count: number, targetLength: number) {
  const dir = path.join(siteDir, 'docs', 'generated');
  fs.rmSync(dir, {recursive: true, force: true});
  for (let i = 0; i < count; i++) {
    const part = String(Math.floor(i / 30) + 1).padStart(2, '0');
    const file = path.join(dir, `part-${part}`, `page-${String((i % 30) + 1).padStart(3, '0')}.md`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, generatedPage(i, targetLength).replace(/```ts\n/g, '```text\n'));
  }
}

async function measure(
  siteDir: string,
  docsPage: string,
  build: BuildRun | null,
  log: string | null,
): Promise<Figures> {
  const buildDir = path.join(siteDir, 'build');
  const {server, origin} = await serveStatic(buildDir);
  const browser = await launchChromium();
  try {
    const weight = await measurePage(browser, origin, buildDir, docsPage);
    const searchMs = log ? /\[local-search\][^\n]*?, (\d+) ms/.exec(fs.readFileSync(log, 'utf8'))?.[1] : undefined;
    return {
      docsPages: docsFiles(path.join(siteDir, 'docs')).length,
      htmlPages: build?.htmlPages ?? 0,
      docsPageJsGzip: weight.js.gzip,
      mainJsGzip: assetGzip(buildDir, /^main\.[0-9a-f]+\.js$/),
      runtimeJsGzip: assetGzip(buildDir, /^runtime~main\.[0-9a-f]+\.js$/),
      build,
      searchIndexMs: searchMs ? Number(searchMs) : null,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  const ourDocs = docsFiles(path.join(SITE, 'docs')).length;
  const target = Math.round(ourDocs * FACTOR);
  const length = medianLength(docsFiles(path.join(SITE, 'docs')));
  for (const dir of [path.join(SITE, 'build')]) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run npm run bench (or npm run build) first`);
  }

  // Our site at its own size: the current build/.
  console.log(`ours at ${ourDocs} docs pages: measuring build/…`);
  const ours1 = await measure(SITE, OUR_PAGES.docs, null, null);

  // Our site padded: a copy of the committed tree with our node_modules linked.
  const copy = path.join(os.tmpdir(), 'remotion-bench-scale', 'site');
  fs.rmSync(path.dirname(copy), {recursive: true, force: true});
  fs.mkdirSync(path.dirname(copy), {recursive: true});
  // A clone, not an export: the docs read their last-update dates from git.
  execFileSync('git', ['clone', '--quiet', SITE, copy]);
  fs.symlinkSync(fs.realpathSync(path.join(SITE, 'node_modules')), path.join(copy, 'node_modules'));
  padDocs(copy, target - ourDocs, length);
  console.log(`ours at ${target} docs pages: building ${copy}…`);
  process.env.TYPE_HOVER = '0';
  const oursLog = path.join(SITE, 'reports/bench-scale-ours.log');
  const oursBuild = await runBuild(copy, oursLog);
  const oursN = await measure(copy, OUR_PAGES.docs, oursBuild, oursLog);

  // Stock at both sizes (the same folder as npm run bench; padded back to our size at the end).
  const stock1 = prepareStockSite(SITE, ourDocs, length);
  console.log(`stock at ${ourDocs} docs pages: building…`);
  const stock1Build = await runBuild(stock1.dir, path.join(SITE, 'reports/bench-scale-stock-1.log'));
  const stockAt1 = await measure(stock1.dir, STOCK_DOCS_PAGE, stock1Build, null);
  const stockN = prepareStockSite(SITE, target, length);
  console.log(`stock at ${target} docs pages: building…`);
  const stockNBuild = await runBuild(stockN.dir, path.join(SITE, 'reports/bench-scale-stock-n.log'));
  const stockAtN = await measure(stockN.dir, STOCK_DOCS_PAGE, stockNBuild, null);
  prepareStockSite(SITE, ourDocs, length);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const perPage = (f: Figures) =>
    f.build ? `${((f.build.wallSeconds * 1000) / f.build.htmlPages).toFixed(0)} ms` : '–';
  const rows: [string, string, string, string, string][] = [
    [
      'docs pages',
      String(ours1.docsPages),
      String(oursN.docsPages),
      String(stockAt1.docsPages),
      String(stockAtN.docsPages),
    ],
    [
      `JS before interaction, ${OUR_PAGES.docs} / stock page (gzip)`,
      kb(ours1.docsPageJsGzip),
      kb(oursN.docsPageJsGzip),
      kb(stockAt1.docsPageJsGzip),
      kb(stockAtN.docsPageJsGzip),
    ],
    ['main.js (gzip)', kb(ours1.mainJsGzip), kb(oursN.mainJsGzip), kb(stockAt1.mainJsGzip), kb(stockAtN.mainJsGzip)],
    [
      'runtime~main.js (gzip)',
      kb(ours1.runtimeJsGzip),
      kb(oursN.runtimeJsGzip),
      kb(stockAt1.runtimeJsGzip),
      kb(stockAtN.runtimeJsGzip),
    ],
    ['build time per page', perPage(ours1), perPage(oursN), perPage(stockAt1), perPage(stockAtN)],
    [
      'build peak memory',
      '–',
      `${oursBuild.peakMemoryMB.toFixed(0)} MB`,
      `${stock1Build.peakMemoryMB.toFixed(0)} MB`,
      `${stockNBuild.peakMemoryMB.toFixed(0)} MB`,
    ],
    [
      'search-index step',
      '–',
      oursN.searchIndexMs === null ? '–' : `${(oursN.searchIndexMs / 1000).toFixed(1)} s`,
      '–',
      '–',
    ],
  ];
  const header: [string, string, string, string, string] = [
    'figure',
    'ours 1×',
    `ours ${FACTOR}×`,
    'stock 1×',
    `stock ${FACTOR}×`,
  ];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  console.log(
    `\nDocusaurus ${DOCUSAURUS_VERSION}, generated docs pages added to reach ${FACTOR}× (${target} docs pages)`,
  );
  for (const [i, row] of [header, ...rows].entries()) {
    console.log(`| ${row.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join(' | ')} |`);
    if (i === 0)
      console.log(`|${widths.map((w, j) => (j === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  }
  fs.mkdirSync(path.join(SITE, 'reports'), {recursive: true});
  fs.writeFileSync(
    path.join(SITE, 'reports/bench-scale.json'),
    `${JSON.stringify({date: new Date().toISOString(), factor: FACTOR, ours: {x1: ours1, xN: oursN}, stock: {x1: stockAt1, xN: stockAtN}}, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
