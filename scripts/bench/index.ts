/**
 * Our site side by side with a stock Docusaurus site of the same version and docs page count:
 *   npm run bench [-- --runs 3] [--skip-build] [--no-lighthouse] [--pages home,docs]
 * Builds both, twice each (unless --skip-build: then the existing build/ folders are measured), serves both
 * builds statically with gzip, measures page weights in Chromium and runs Lighthouse (mobile and
 * desktop presets, medians of --runs runs, ours and stock interleaved). Writes reports/bench.json,
 * prints a table, and writes bench/stock-baseline.json: the stock figures the byte budgets of
 * tests/e2e/budgets.spec.ts compare against.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {countHtmlPages, runBuild, type BuildRun} from './buildRun';
import {runLighthouse, type LighthouseRun, type Preset} from './lighthouse';
import {CHROMIUM_PATH, launchChromium} from '../lib/chromium';
import {measurePage, type PageWeight} from './pageWeight';
import {DOCUSAURUS_VERSION, STOCK_PAGES, docsFiles, medianLength, prepareStockSite} from './stockSite';
import {BASELINE_FILE, OUR_PAGES, type PageKey, type StockBaseline} from './pages';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 3);
const SKIP_BUILD = args.includes('--skip-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const PAGE_KEYS = (option('pages')?.split(',') ?? Object.keys(STOCK_PAGES)) as PageKey[];
const SITE = path.resolve('.');
const BUILD_ROUNDS = ['first', 'second'] as const;
type BuildRound = (typeof BUILD_ROUNDS)[number];

/** The stock page a page of ours is compared with: the same kind, or stock's docs page (docsDemo). */
const stockPageFor = (key: PageKey): keyof typeof STOCK_PAGES =>
  (key in STOCK_PAGES ? key : 'docs') as keyof typeof STOCK_PAGES;

/** What the figures were measured on: they are only comparable on the same machine class. */
const machine = {
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  cores: os.cpus().length,
  memoryGB: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  chromium: chromiumVersion(),
  loadAverages: [] as {when: string; load1: number}[],
};

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8'}).trim();
  } catch {
    return 'unknown';
  }
}

/** Records the 1-minute load average, and warns when other work competes for the cores. */
function noteLoad(when: string) {
  const load1 = os.loadavg()[0];
  machine.loadAverages.push({when, load1: Number(load1.toFixed(2))});
  if (load1 > machine.cores * BUSY_LOAD_SHARE) {
    console.warn(
      `warning: load average ${load1.toFixed(2)} on ${machine.cores} cores ${when}: the machine is busy, figures will be slower and noisier`,
    );
  }
}
const BUSY_LOAD_SHARE = 0.5;

/** Everything a first build on a fresh clone does not find: the caches and earlier output. */
function clearBuildCaches(dir: string) {
  for (const sub of ['node_modules/.cache', '.docusaurus', 'build']) {
    fs.rmSync(path.join(dir, sub), {recursive: true, force: true});
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** scripts/serve-build.mjs over `dir`, gzip on as a static host would have it. */
async function serve(dir: string): Promise<{origin: string; process: ChildProcess}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(SITE, 'scripts/serve-build.mjs'), '--port', String(port), '--dir', dir, '--gzip'],
    {stdio: 'ignore'},
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return {origin, process: child};
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`static server for ${dir} did not start`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const keys = Object.keys(runs[0]) as (keyof LighthouseRun)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as LighthouseRun;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2));

function printTable(title: string, rows: [string, string | number, string | number, string][]) {
  const header: [string, string, string, string] = ['figure', 'ours', 'stock', 'ours/stock'];
  const all = [header, ...rows.map((r) => r.map(String) as [string, string, string, string])];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  console.log(`\n${title}`);
  for (const [i, row] of all.entries()) {
    console.log(`| ${row.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join(' | ')} |`);
    if (i === 0)
      console.log(`|${widths.map((w, j) => (j === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  }
}

async function main() {
  const ourDocs = docsFiles(path.join(SITE, 'docs'));
  const targetLength = medianLength(ourDocs);
  const stock = prepareStockSite(SITE, ourDocs.length, targetLength);
  console.log(
    `ours: ${ourDocs.length} docs pages (median ${targetLength} bytes of Markdown); stock Docusaurus ${DOCUSAURUS_VERSION} ` +
      `in ${stock.dir}: ${stock.docsPages} docs pages${stock.created ? ' (created now)' : ''}`,
  );
  fs.mkdirSync(path.join(SITE, 'reports'), {recursive: true});
  console.log(
    `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, Node.js ${machine.node}, ${machine.chromium}`,
  );
  noteLoad('at the start');

  let build: Record<BuildRound, {ours: BuildRun; stock: BuildRun}> | null = null;
  if (!SKIP_BUILD) {
    // A first build as a fresh clone makes it (every cache removed: the bundler's persistent cache
    // and the types-on-hover cache in node_modules/.cache, .docusaurus, build), then a second one
    // that finds the caches the first left. The stock site shares our node_modules (a symlink),
    // so each site's two builds run back to back.
    const runs: Partial<Record<BuildRound, Partial<Record<'ours' | 'stock', BuildRun>>>> = {};
    for (const [site, dir] of [
      ['ours', SITE],
      ['stock', stock.dir],
    ] as const) {
      for (const round of BUILD_ROUNDS) {
        if (round === 'first') clearBuildCaches(dir);
        noteLoad(`before the ${round} build of ${site}`);
        console.log(`building ${site} (${round} build)…`);
        const run = await runBuild(dir, path.join(SITE, `reports/bench-build-${site}-${round}.log`));
        console.log(
          `  ${run.wallSeconds.toFixed(1)} s, ${run.peakMemoryMB.toFixed(0)} MB peak, ${run.htmlPages} pages`,
        );
        (runs[round] ??= {})[site] = run;
      }
    }
    build = {
      first: runs.first as {ours: BuildRun; stock: BuildRun},
      second: runs.second as {ours: BuildRun; stock: BuildRun},
    };
  }
  const ourBuild = path.join(SITE, 'build');
  const stockBuildDir = path.join(stock.dir, 'build');
  for (const dir of [ourBuild, stockBuildDir]) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run without --skip-build`);
  }

  const servers = [await serve(ourBuild), await serve(stockBuildDir)];
  const [oursOrigin, stockOrigin] = servers.map((s) => s.origin);
  try {
    console.log('measuring page weights…');
    const browser = await launchChromium();
    const weights: Record<'ours' | 'stock', Partial<Record<PageKey, PageWeight>>> = {ours: {}, stock: {}};
    try {
      for (const key of Object.keys(OUR_PAGES) as PageKey[]) {
        weights.ours[key] = await measurePage(browser, oursOrigin, ourBuild, OUR_PAGES[key]);
      }
      for (const key of Object.keys(STOCK_PAGES) as (keyof typeof STOCK_PAGES)[]) {
        weights.stock[key] = await measurePage(browser, stockOrigin, stockBuildDir, STOCK_PAGES[key]);
      }
    } finally {
      await browser.close();
    }

    const lighthouse: Partial<Record<Preset, Partial<Record<PageKey, {ours: LighthouseRun; stock: LighthouseRun}>>>> =
      {};
    if (LIGHTHOUSE) {
      const runs: Record<string, LighthouseRun[]> = {};
      for (let run = 1; run <= RUNS; run++) {
        noteLoad(`before Lighthouse run ${run}`);
        for (const key of PAGE_KEYS) {
          for (const preset of ['mobile', 'desktop'] as Preset[]) {
            for (const [site, url] of [
              ['ours', `${oursOrigin}${OUR_PAGES[key]}`],
              ['stock', `${stockOrigin}${STOCK_PAGES[stockPageFor(key)]}`],
            ] as const) {
              process.stdout.write(`lighthouse run ${run}/${RUNS} ${preset} ${site} ${key}…\r`);
              (runs[`${preset}|${key}|${site}`] ??= []).push(await runLighthouse(url, preset));
            }
          }
        }
      }
      process.stdout.write('\n');
      for (const preset of ['mobile', 'desktop'] as Preset[]) {
        lighthouse[preset] = {};
        for (const key of PAGE_KEYS) {
          lighthouse[preset]![key] = {
            ours: medianRun(runs[`${preset}|${key}|ours`]),
            stock: medianRun(runs[`${preset}|${key}|stock`]),
          };
        }
      }
    }

    const report = {
      date: new Date().toISOString(),
      docusaurusVersion: DOCUSAURUS_VERSION,
      docsPages: {ours: ourDocs.length, stock: stock.docsPages},
      pages: {ours: OUR_PAGES, stock: STOCK_PAGES},
      lighthouseRuns: LIGHTHOUSE ? RUNS : 0,
      machine,
      build:
        build &&
        Object.fromEntries(
          BUILD_ROUNDS.map((round) => [
            round,
            {
              ...build![round],
              msPerPage: {
                ours: (build![round].ours.wallSeconds * 1000) / build![round].ours.htmlPages,
                stock: (build![round].stock.wallSeconds * 1000) / build![round].stock.htmlPages,
              },
            },
          ]),
        ),
      weights,
      lighthouse,
    };
    fs.writeFileSync(path.join(SITE, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);

    const baseline: StockBaseline = {
      docusaurusVersion: DOCUSAURUS_VERSION,
      docsPages: stock.docsPages,
      generatedPageLength: targetLength,
      pages: Object.fromEntries(
        (Object.keys(STOCK_PAGES) as (keyof typeof STOCK_PAGES)[]).map((key) => {
          const w = weights.stock[key]!;
          return [
            key,
            {
              path: STOCK_PAGES[key],
              jsGzip: w.js.gzip,
              cssGzip: w.css.gzip,
              prefetchedJsGzip: w.prefetchedJs.gzip,
            },
          ];
        }),
      ) as StockBaseline['pages'],
    };
    fs.mkdirSync(path.dirname(BASELINE_FILE), {recursive: true});
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);

    // The readable side-by-side table.
    if (build) {
      for (const round of BUILD_ROUNDS) {
        const {ours, stock: theirs} = build[round];
        const perPage = (run: BuildRun) => (run.wallSeconds * 1000) / run.htmlPages;
        printTable(
          `Build, ${round === 'first' ? 'first (no caches, as on a fresh clone)' : 'second (caches of the first)'}: ours ${ours.htmlPages} HTML pages, stock ${theirs.htmlPages}`,
          [
            [
              'wall time',
              `${ours.wallSeconds.toFixed(1)} s`,
              `${theirs.wallSeconds.toFixed(1)} s`,
              ratio(ours.wallSeconds, theirs.wallSeconds),
            ],
            [
              'time per page',
              `${perPage(ours).toFixed(0)} ms`,
              `${perPage(theirs).toFixed(0)} ms`,
              ratio(perPage(ours), perPage(theirs)),
            ],
            [
              'peak memory',
              `${ours.peakMemoryMB.toFixed(0)} MB`,
              `${theirs.peakMemoryMB.toFixed(0)} MB`,
              ratio(ours.peakMemoryMB, theirs.peakMemoryMB),
            ],
            ...Object.keys(ours.phases).map((phase): [string, string, string, string] => {
              const key = phase as keyof typeof ours.phases;
              return [
                `  ${phase}`,
                `${ours.phases[key].toFixed(1)} s`,
                `${theirs.phases[key].toFixed(1)} s`,
                ratio(ours.phases[key], theirs.phases[key]),
              ];
            }),
          ],
        );
      }
    }
    const weightRows: [string, string | number, string | number, string][] = [];
    for (const key of Object.keys(OUR_PAGES) as PageKey[]) {
      const stockKey = stockPageFor(key);
      const o = weights.ours[key]!;
      const s = weights.stock[stockKey]!;
      const label = `${OUR_PAGES[key]} vs ${STOCK_PAGES[stockKey]}`;
      weightRows.push(
        [`${label}: JS before interaction (gzip)`, kb(o.js.gzip), kb(s.js.gzip), ratio(o.js.gzip, s.js.gzip)],
        [`${label}: JS before interaction (raw)`, kb(o.js.raw), kb(s.js.raw), ratio(o.js.raw, s.js.raw)],
        [`${label}: CSS (gzip)`, kb(o.css.gzip), kb(s.css.gzip), ratio(o.css.gzip, s.css.gzip)],
        [`${label}: CSS (raw)`, kb(o.css.raw), kb(s.css.raw), ratio(o.css.raw, s.css.raw)],
        [
          `${label}: JS prefetched on scroll (gzip)`,
          kb(o.prefetchedJs.gzip),
          kb(s.prefetchedJs.gzip),
          ratio(o.prefetchedJs.gzip, s.prefetchedJs.gzip),
        ],
        [
          `${label}: JS loaded near viewport (gzip)`,
          kb(o.lazyJs.gzip),
          kb(s.lazyJs.gzip),
          ratio(o.lazyJs.gzip, s.lazyJs.gzip),
        ],
        [`${label}: DOM nodes`, o.domNodes, s.domNodes, ratio(o.domNodes, s.domNodes)],
      );
    }
    printTable('Page weight (Chromium 1280×800, load then scroll to the bottom)', weightRows);
    for (const preset of Object.keys(lighthouse) as Preset[]) {
      const rows: [string, string | number, string | number, string][] = [];
      for (const key of PAGE_KEYS) {
        const {ours, stock: s} = lighthouse[preset]![key]!;
        const label = `${OUR_PAGES[key]} vs ${STOCK_PAGES[stockPageFor(key)]}`;
        rows.push(
          [`${label}: performance`, ours.performance, s.performance, ratio(ours.performance, s.performance)],
          [`${label}: accessibility`, ours.accessibility, s.accessibility, ratio(ours.accessibility, s.accessibility)],
          [`${label}: best practices`, ours.bestPractices, s.bestPractices, ratio(ours.bestPractices, s.bestPractices)],
          [`${label}: SEO`, ours.seo, s.seo, ratio(ours.seo, s.seo)],
          [`${label}: LCP`, `${ours.lcpMs} ms`, `${s.lcpMs} ms`, ratio(ours.lcpMs, s.lcpMs)],
          [`${label}: TBT`, `${ours.tbtMs} ms`, `${s.tbtMs} ms`, ratio(ours.tbtMs, s.tbtMs)],
          [`${label}: CLS`, ours.cls, s.cls, ratio(ours.cls, s.cls)],
          [`${label}: total bytes`, kb(ours.totalBytes), kb(s.totalBytes), ratio(ours.totalBytes, s.totalBytes)],
        );
      }
      printTable(`Lighthouse ${preset} (median of ${RUNS})`, rows);
    }
    const loads = machine.loadAverages.map((l) => l.load1);
    console.log(
      `\nMeasured on: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, Node.js ${machine.node}, ${machine.chromium}; ` +
        `load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} during the run`,
    );
    console.log(`reports/bench.json and ${path.relative(SITE, BASELINE_FILE)} written.`);
    if (!build) console.log(`(build not run: --skip-build; ours has ${countHtmlPages(ourBuild)} HTML pages)`);
  } finally {
    for (const s of servers) s.process.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
