import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  CACHE_DIR,
  computeTypeHover,
  hashCode,
  type PageHover,
  type PageHoverFile,
} from '../../../scripts/lib/typeHover';

/**
 * Types on hover in the code samples. loadContent asks the compiler for the quick info of every
 * identifier in every type-checked ts/tsx sample (cached per sample); the remark plugin below
 * marks each block that has some (`data-th="<page JSON>#<block>"`, nothing else goes into the
 * page's JS); postBuild writes one JSON file per page with the identifiers' positions, signatures
 * and docs, which the popover script fetches on the first hover, focus or tap of a sample.
 */

export const PUBLIC_DIR = 'type-hover';
const INDEX_FILE = path.join(CACHE_DIR, 'index.json');

/** Markdown file → its JSON address and the hashes of its blocks with hover data. */
export type HoverIndex = Record<string, {url: string; blocks: string[]}>;

/** One address per page, stable across builds, so a page compiled from the bundler's cache still finds its file. */
function pageUrl(page: PageHover): string {
  return `/${PUBLIC_DIR}/${hashCode(page.file)}.json`;
}

export default function typeHoverPlugin(): Plugin {
  return {
    name: 'type-hover',
    async loadContent() {
      if (process.env.TYPE_HOVER === '0') {
        fs.mkdirSync(CACHE_DIR, {recursive: true});
        fs.writeFileSync(INDEX_FILE, '{}');
        return [];
      }
      const {pages, stats} = computeTypeHover();
      const index: HoverIndex = {};
      for (const page of pages) {
        index[page.file] = {url: pageUrl(page), blocks: Object.keys(page.blocks)};
      }
      fs.writeFileSync(INDEX_FILE, JSON.stringify(index));
      console.log(
        `[type-hover] ${stats.identifiers} identifiers in ${stats.blocks} samples on ${pages.length} pages ` +
          `(${stats.cached} samples from cache) in ${stats.ms} ms`,
      );
      return pages;
    },
    async postBuild({outDir, content}) {
      const dir = path.join(outDir, PUBLIC_DIR);
      fs.mkdirSync(dir, {recursive: true});
      for (const page of content as PageHover[]) {
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
