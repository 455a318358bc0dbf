/**
 * The reference site: a stock Docusaurus classic TypeScript site of the same version as ours,
 * created in a temporary folder (never committed), with Faster on as ours has it, and padded with
 * generated docs pages to the same number of docs pages as ours. Each generated page is as long
 * as our median docs page and has what ours have: front matter with a description, headings,
 * paragraphs, lists and code blocks.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DOCUSAURUS_VERSION: string = JSON.parse(
  fs.readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8'),
).version;

/** Stock pages compared with ours. */
export const STOCK_PAGES = {
  home: '/',
  docs: '/docs/generated/part-01/page-001',
  blogPost: '/blog/welcome',
  // A listing page as /templates/ is: the blog's post list.
  listing: '/blog',
};

const isDocFile = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

/** Docs pages of a docs folder: Markdown files outside `_`-prefixed files and folders. */
export function docsFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      if (entry.name.startsWith('_')) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isDocFile(entry.name)) files.push(full);
    }
  };
  walk(dir);
  return files;
}

export function medianLength(files: string[]): number {
  const lengths = files.map((f) => fs.statSync(f).size).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)];
}

/** A small deterministic generator, so every run pads the stock site with the same pages. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = (
  'render composition frame video audio sequence timeline player component props duration ' +
  'codec bitrate lambda server browser bundle studio preview export import option value default ' +
  'returns function parameter example install package config folder file output input layer ' +
  'animation spring interpolate easing transition width height color image asset font track'
).split(' ');

export function generatedPage(index: number, targetLength: number): string {
  const random = seededRandom(index + 1);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const sentence = (n: number) => {
    const words = Array.from({length: n}, pick);
    return `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(' ')}.`;
  };
  const parts = ['---', `title: Generated page ${index}`, `description: ${sentence(22)}`, '---', '', sentence(30), ''];
  let section = 0;
  while (parts.join('\n').length < targetLength) {
    section++;
    parts.push(`## ${sentence(3).slice(0, -1)} ${section}`, '', `${sentence(25)} ${sentence(18)}`, '');
    const kind = section % 3;
    if (kind === 0) parts.push(...Array.from({length: 4}, () => `- ${sentence(8)}`), '');
    if (kind === 1) {
      parts.push(
        '```ts',
        `import {${pick()}} from '${pick()}';`,
        '',
        `export const ${pick()}${section} = (${pick()}: number) => {`,
        `  return ${pick()}(${pick()}, {${pick()}: ${section}});`,
        '};',
        '```',
        '',
      );
    }
    if (kind === 2) parts.push(`### ${sentence(2).slice(0, -1)}`, '', sentence(20), '');
  }
  return parts
    .join('\n')
    .slice(0, Math.max(targetLength, 200))
    .replace(/\n?[^\n]*$/, '\n');
}

export type StockSite = {dir: string; docsPages: number; created: boolean};

/**
 * Creates the stock site once per machine (os.tmpdir()/remotion-bench-stock-<version>), links
 * our node_modules into it, turns Faster on and pads its docs to `docsPages` pages.
 */
export function prepareStockSite(siteDir: string, docsPages: number, targetLength: number): StockSite {
  const parent = path.join(os.tmpdir(), `remotion-bench-stock-${DOCUSAURUS_VERSION}`);
  const dir = path.join(parent, 'stock');
  let created = false;
  if (!fs.existsSync(path.join(dir, 'docusaurus.config.ts'))) {
    fs.rmSync(parent, {recursive: true, force: true});
    fs.mkdirSync(parent, {recursive: true});
    execFileSync(
      'npx',
      ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, 'stock', 'classic', '--typescript', '--skip-install'],
      {cwd: parent, stdio: 'inherit'},
    );
    created = true;
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(fs.realpathSync(path.join(siteDir, 'node_modules')), modules);

  const configFile = path.join(dir, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!config.includes('faster: true')) {
    const withFaster = config.replace(/future:\s*\{[^}]*\}/, 'future: {v4: true, faster: true}');
    if (withFaster === config) throw new Error(`no future block to turn Faster on in ${configFile}`);
    fs.writeFileSync(configFile, withFaster);
  }

  const generatedDir = path.join(dir, 'docs', 'generated');
  fs.rmSync(generatedDir, {recursive: true, force: true});
  const own = docsFiles(path.join(dir, 'docs')).length;
  const missing = Math.max(0, docsPages - own);
  for (let i = 0; i < missing; i++) {
    const part = String(Math.floor(i / 30) + 1).padStart(2, '0');
    const file = path.join(generatedDir, `part-${part}`, `page-${String((i % 30) + 1).padStart(3, '0')}.md`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, generatedPage(i, targetLength));
  }
  return {dir, docsPages: docsFiles(path.join(dir, 'docs')).length, created};
}
