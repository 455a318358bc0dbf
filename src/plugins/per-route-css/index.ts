import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {htmlFiles} from '../security-headers';
import {pruneUnusedRules, usedClassTest} from './unusedCss';

type SplitChunks = {cacheGroups?: Record<string, unknown>} | false | undefined;
type ClientConfig = {optimization?: {splitChunks?: SplitChunks}};

/** The client manifest written by react-loadable-ssr-addon: chunk name or id → chunk ids → files. */
export type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, {css?: {publicPath: string}[]}>;
};

/** Module path → the chunk name Docusaurus gave its import() (the keys of .docusaurus/registry.js). */
export function chunkNamesByModule(registrySource: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, chunkName, modulePath] of registrySource.matchAll(
    /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g,
  )) {
    names.set(modulePath, chunkName);
  }
  return names;
}

/** The module paths a route renders: its component and the modules its props import. */
function routeModules(route: RouteConfig): string[] {
  const found: string[] = [route.component];
  const visit = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const imported = value as {__import?: boolean; path?: string};
      if (imported.__import && imported.path) found.push(imported.path);
      else Object.values(value).forEach(visit);
    }
  };
  visit(route.modules);
  return found;
}

/** Each page (leaf route) with the module paths of its route and its layout routes. */
export function pageModules(routes: RouteConfig[], inherited: string[] = []): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const route of routes) {
    const modules = [...inherited, ...routeModules(route)];
    if (route.routes?.length) {
      for (const [page, pageMods] of pageModules(route.routes, modules)) pages.set(page, pageMods);
    } else {
      pages.set(route.path, modules);
    }
  }
  return pages;
}

/** The stylesheets (public paths, in load order, without duplicates) of the chunks that hold `modules`. */
export function stylesheetsOf(modules: string[], chunkNames: Map<string, string>, manifest: ClientManifest): string[] {
  const sheets = new Set<string>();
  for (const modulePath of modules) {
    const chunkName = chunkNames.get(modulePath);
    for (const chunkId of (chunkName && manifest.origins[chunkName]) || []) {
      for (const css of manifest.assets[chunkId]?.css ?? []) sheets.add(css.publicPath);
    }
  }
  return [...sheets];
}

/** Adds `<link rel=stylesheet>` for each sheet the page does not link yet, after the ones it links. */
export function linkStylesheets(html: string, sheets: string[]): string {
  const missing = sheets.filter((sheet) => !html.includes(`href=${sheet}`) && !html.includes(`href="${sheet}"`));
  if (missing.length === 0) return html;
  const links = missing.map((sheet) => `<link rel="stylesheet" href="${sheet}">`).join('');
  const lastLink = [...html.matchAll(/<link rel=("?)stylesheet\1[^>]*>/g)].at(-1);
  const at = lastLink ? lastLink.index! + lastLink[0].length : html.indexOf('</head>');
  return html.slice(0, at) + links + html.slice(at);
}

export function htmlFileOf(outDir: string, routePath: string): string | null {
  const candidates = routePath.endsWith('/')
    ? [path.join(outDir, routePath, 'index.html')]
    : [path.join(outDir, routePath, 'index.html'), path.join(outDir, `${routePath}.html`)];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/**
 * Per-route CSS. Docusaurus merges the CSS of every page (every CSS module, and CSS
 * imported only on intent such as DocSearch's modal) into one styles.css through its
 * `styles` cache group, so every page downloaded all of it. Without that group each chunk
 * keeps its own CSS: client navigation and lazy imports load a chunk's CSS along with its
 * JS. The built HTML needs the same sheets before any script runs (no unstyled first
 * paint), but Docusaurus links only the entry's CSS there (the SSR module names never match
 * the webpack 5 manifest), so after the build each page gets links to the CSS of the chunks
 * its route renders. The chunk loader finds those links and does not fetch the sheets again.
 */
/**
 * Components that many pages import each get one chunk of their own. Left to the defaults,
 * webpack copied them (and their CSS) into the chunk of every page group that uses them: 97
 * copies of the Tabs CSS and 63 of the demo frame's, each an entry in the chunk map that
 * runtime~main carries to every page.
 */
export const SHARED_COMPONENT_CHUNKS = {
  'install-tabs': {
    test: /[\\/](?:theme-classic[\\/]lib[\\/]theme[\\/](?:Tabs|TabItem)|src[\\/]components[\\/]InstallTabs)[\\/]/,
    name: 'install-tabs',
    chunks: 'async',
    enforce: true,
    priority: 40,
  },
  'live-demo': {
    // The frame and its styles only: PlayerStage (and the Player) load when a demo nears the viewport.
    test: /[\\/]src[\\/]components[\\/]Demo[\\/](?:index\.tsx|styles\.module\.css)$/,
    name: 'live-demo',
    chunks: 'async',
    enforce: true,
    priority: 40,
  },
};

export default function perRouteCssPlugin(): Plugin {
  return {
    name: 'per-route-css',
    configureWebpack(config, isServer) {
      const splitChunks = (config as ClientConfig).optimization?.splitChunks;
      if (!isServer && splitChunks && splitChunks.cacheGroups) {
        delete splitChunks.cacheGroups.styles;
        Object.assign(splitChunks.cacheGroups, SHARED_COMPONENT_CHUNKS);
      }
      return {};
    },
    async postBuild({outDir, routes, generatedFilesDir}) {
      const chunkNames = chunkNamesByModule(fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'));
      const manifest: ClientManifest = JSON.parse(
        fs.readFileSync(path.join(generatedFilesDir, 'client-manifest.json'), 'utf8'),
      );
      const pages = pageModules(routes);
      // The 404 page renders the catch-all route.
      const notFound = pages.get('*');
      const files: [string, string[]][] = [...pages]
        .filter(([routePath]) => routePath !== '*')
        .flatMap(([routePath, modules]) => {
          const file = htmlFileOf(outDir, routePath);
          return file ? [[file, modules] as [string, string[]]] : [];
        });
      if (notFound && fs.existsSync(path.join(outDir, '404.html')))
        files.push([path.join(outDir, '404.html'), notFound]);
      if (files.length === 0) throw new Error('per-route-css: no built page matched a route');
      const pagesHtml = new Map(
        files.map(([file, modules]) => [
          file,
          linkStylesheets(fs.readFileSync(file, 'utf8'), stylesheetsOf(modules, chunkNames, manifest)),
        ]),
      );
      for (const [file, html] of pagesHtml) fs.writeFileSync(file, html);
      // Every HTML file links the entry stylesheet, including those no route renders (redirects).
      const allHtml = htmlFiles(outDir);
      const renamed = pruneEntryStylesheet(
        outDir,
        allHtml.map((file) => pagesHtml.get(file) ?? fs.readFileSync(file, 'utf8')),
      );
      if (renamed) {
        for (const file of allHtml) {
          const html = pagesHtml.get(file) ?? fs.readFileSync(file, 'utf8');
          if (html.includes(renamed.from)) fs.writeFileSync(file, html.replaceAll(renamed.from, renamed.to));
        }
      }
    },
  };
}

export const ENTRY_STYLESHEET = /\/assets\/css\/main\.[0-9a-f]+\.css/;

/**
 * Prunes the entry stylesheet (linked by every page) of rules no page can use, and saves it under
 * the hash of its new content, since its old name is cached as immutable. Returns the rename for
 * the pages' links. Chunk stylesheets are left whole: the scripts carry their names.
 */
function pruneEntryStylesheet(outDir: string, pagesHtml: Iterable<string>): {from: string; to: string} | null {
  const htmlTexts = [...pagesHtml];
  const from = htmlTexts.map((html) => ENTRY_STYLESHEET.exec(html)?.[0]).find(Boolean);
  if (!from) throw new Error('per-route-css: no page links the entry stylesheet /assets/css/main.<hash>.css');
  const jsDir = path.join(outDir, 'assets/js');
  const scripts = fs
    .readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(jsDir, name), 'utf8'));
  const css = fs.readFileSync(path.join(outDir, from), 'utf8');
  const pruned = pruneUnusedRules(css, usedClassTest([...scripts, ...htmlTexts]));
  if (pruned === css) return null;
  const hash = crypto.createHash('md5').update(pruned).digest('hex').slice(0, 8);
  const to = from.replace(/\.[0-9a-f]+\.css$/, `.${hash}.css`);
  fs.writeFileSync(path.join(outDir, to), pruned);
  fs.rmSync(path.join(outDir, from));
  console.log(`[per-route-css] ${from}: ${css.length} → ${pruned.length} bytes without rules no page uses (${to})`);
  return {from, to};
}
