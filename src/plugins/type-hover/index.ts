import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  CACHE_DIR,
  computeTypeHover,
  hashCode,
  PAGES_FILE,
  planTypeHover,
  type PageHover,
  type PageHoverFile,
} from '../../../scripts/lib/typeHover';

/**
 * Types on hover in the code samples. The compiler's quick info for every identifier of every
 * type-checked ts/tsx sample (cached per sample) takes a minute of CPU when nothing is cached,
 * so a production build asks for it in a child process that runs beside the bundler and the
 * page rendering (which leave a core idle for most of their time): loadContent only lists the
 * samples, and the remark plugin below marks each one (`data-th="<page JSON>#<block>"`, nothing
 * else goes into the page's JS); postBuild waits for the child, then writes one JSON file per page
 * with the identifiers' positions, signatures and docs, which the popover script fetches on the
 * first hover, focus or tap of a sample.
 */

export const PUBLIC_DIR = 'type-hover';
const INDEX_FILE = path.join(CACHE_DIR, 'index.json');

/** Markdown file → its JSON address and the hashes of its blocks with hover data. */
export type HoverIndex = Record<string, {url: string; blocks: string[]}>;

/** One address per page, stable across builds, so a page compiled from the bundler's cache still finds its file. */
function pageUrlOf(file: string): string {
  return `/${PUBLIC_DIR}/${hashCode(file)}.json`;
}
const pageUrl = (page: PageHover) => pageUrlOf(page.file);

const WARM_UP = path.join(__dirname, '../../../scripts/warm-type-hover.ts');
const JITI = require.resolve('jiti/bin/jiti.js');

/** Runs scripts/warm-type-hover.ts, which fills the cache; resolves when it exits. */
function startWarmUp(): {child: ChildProcess; done: Promise<void>} {
  const started = Date.now();
  const child = spawn(process.execPath, [JITI, WARM_UP], {stdio: ['ignore', 'pipe', 'inherit']});
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`${output.trim()} (beside the build, ${Date.now() - started} ms)`);
        resolve();
      } else reject(new Error(`type-hover: the quick-info process failed (exit ${code}): ${output.trim()}`));
    });
  });
  return {child, done};
}

export default function typeHoverPlugin(): Plugin {
  let warmUp: {child: ChildProcess; done: Promise<void>} | null = null;
  return {
    name: 'type-hover',
    async loadContent() {
      fs.mkdirSync(CACHE_DIR, {recursive: true});
      if (process.env.TYPE_HOVER === '0') {
        fs.writeFileSync(INDEX_FILE, '{}');
        return [];
      }
      const index: HoverIndex = {};
      for (const [file, blocks] of planTypeHover()) {
        index[file] = {url: pageUrlOf(file), blocks};
      }
      fs.writeFileSync(INDEX_FILE, JSON.stringify(index));
      // Only a production build writes the pages' JSON files (postBuild): the dev server does not ask.
      if (process.env.NODE_ENV === 'production') warmUp ??= startWarmUp();
      return [];
    },
    async postBuild({outDir}) {
      if (process.env.TYPE_HOVER === '0') return;
      // The warm-up child of this build writes every page's data; without one, it is computed here.
      let pages: PageHover[];
      if (warmUp) {
        await warmUp.done;
        pages = JSON.parse(fs.readFileSync(PAGES_FILE, 'utf8')) as PageHover[];
      } else {
        pages = computeTypeHover().pages;
      }
      const planned = JSON.parse(fs.readFileSync(INDEX_FILE, 'utf8')) as HoverIndex;
      fs.mkdirSync(path.join(outDir, PUBLIC_DIR), {recursive: true});
      for (const page of pages) {
        const missing = (planned[page.file]?.blocks ?? []).filter((hash) => !page.blocks[hash]);
        if (!planned[page.file] || missing.length > 0) {
          throw new Error(
            `type-hover: ${page.file} has samples marked for hover data that has none: ${missing.join(', ')}`,
          );
        }
        const file: PageHoverFile = {i: page.infos, b: page.blocks};
        fs.writeFileSync(path.join(outDir, pageUrl(page)), JSON.stringify(file));
      }
    },
  };
}

type MdNode = {type: string; lang?: string | null; value?: string; children?: MdNode[]; data?: Record<string, unknown>};

let indexCache: {mtime: number; index: HoverIndex} | null = null;
function readIndex(): HoverIndex {
  if (!fs.existsSync(INDEX_FILE)) {
    return {};
  }
  const mtime = fs.statSync(INDEX_FILE).mtimeMs;
  if (!indexCache || indexCache.mtime !== mtime) {
    indexCache = {mtime, index: JSON.parse(fs.readFileSync(INDEX_FILE, 'utf8')) as HoverIndex};
  }
  return indexCache.index;
}

/** Remark plugin: the code element of a sample with hover data gets data-th="<page JSON>#<block hash>". */
export function remarkTypeHover(options: {siteDir: string}) {
  return (tree: MdNode, file: {path?: string}) => {
    if (!file.path) {
      return;
    }
    const page = readIndex()[path.relative(options.siteDir, file.path).split(path.sep).join('/')];
    if (!page) {
      return;
    }
    const blocks = new Set(page.blocks);
    const visit = (node: MdNode) => {
      if (node.type === 'code' && typeof node.value === 'string') {
        const hash = hashCode(node.value);
        if (blocks.has(hash)) {
          node.data = {
            ...node.data,
            hProperties: {...(node.data?.hProperties as object | undefined), dataTh: `${page.url}#${hash}`},
          };
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
