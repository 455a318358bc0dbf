/**
 * Shared by the contract tests: where the installed Docusaurus packages are, how a contract fails
 * (naming the internal and the plugin that needs it), and the generated `.docusaurus` folder the
 * tests read — the project's own when its last build left a complete one made by the installed
 * Docusaurus, else the one of a tiny fixture site built in the temp folder (about 20 s, once).
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

export const SITE = path.resolve(__dirname, '../..');

/**
 * The node_modules the installed internals are read from: the project's, or CONTRACTS_NODE_MODULES
 * (say, a copy with one internal broken on purpose, to see a contract fail).
 */
export const NODE_MODULES = path.resolve(process.env.CONTRACTS_NODE_MODULES ?? path.join(SITE, 'node_modules'));

/** require() as from that node_modules folder. */
export const requireInstalled = createRequire(path.join(NODE_MODULES, 'contracts.js'));

export function installedVersion(pkg: string): string {
  const file = path.join(NODE_MODULES, pkg, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version : 'none';
}

export const DOCUSAURUS = installedVersion('@docusaurus/core');

/** `<plugin> needs <internal>: <found> in <version>`. */
export function contractError(plugin: string, internal: string, found = 'not found'): Error {
  return new Error(`${plugin} needs ${internal}: ${found} in ${DOCUSAURUS}`);
}

/** Fails with `<plugin> needs <internal>: <found> in <version>` unless `ok`. */
export function needs(plugin: string, internal: string, ok: unknown, found = 'not found'): asserts ok {
  if (!ok) throw contractError(plugin, internal, found);
}

/** A file of an installed package, e.g. `@docusaurus/core/lib/client/clientEntry.js`. */
export function installedFile(spec: string): string {
  return path.join(NODE_MODULES, spec);
}

/** Whether an installed module `spec` (a theme component, say) is there, as `spec.js` or `spec/index.js`. */
export function installedModuleExists(spec: string): boolean {
  return fs.existsSync(installedFile(`${spec}.js`)) || fs.existsSync(installedFile(`${spec}/index.js`));
}

/** The text of an installed file; fails (naming the plugin and why it needs the file) when it is missing. */
export function installedSource(plugin: string, spec: string, why: string): string {
  const file = installedFile(spec);
  needs(plugin, `${spec} (${why})`, fs.existsSync(file), 'the file is not there');
  return fs.readFileSync(file, 'utf8');
}

/** The module specifiers a JS file imports (import … from, bare import, export … from, require, import()). */
export function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s+(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const [, specifier] of source.matchAll(pattern)) specifiers.push(specifier!);
  return specifiers;
}

/** The names an ES module exports: `export {a, b as c} from …` lists and `export function|const|class` declarations. */
export function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)) names.add(name!);
  return names;
}

/** Fails unless the installed module `spec` exports each of `names` (`as`: how the message names the module). */
export function needsExports(plugin: string, spec: string, why: string, names: string[], as = spec): void {
  const exported = exportedNames(installedSource(plugin, spec, why));
  for (const name of names) needs(plugin, `${as} to export ${name}`, exported.has(name));
}

/** Every .js file under an installed folder, as package specs (`@docusaurus/theme-classic/lib/...`). */
export function installedFiles(specDir: string): string[] {
  const dir = installedFile(specDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.relative(NODE_MODULES, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

// The generated folder.

/** What the generated-file contracts read from a `.docusaurus` folder. */
const GENERATED_FILES = [
  'routes.js',
  'routesChunkNames.json',
  'registry.js',
  'client-manifest.json',
  'client-modules.js',
  'site-metadata.json',
];

export type Generated = {
  /** The `.docusaurus` folder. */
  dir: string;
  /** The build output next to it. */
  outDir: string;
  /** Where it comes from, for messages. */
  origin: string;
};

/** Whether `dir` has every generated file, made by the installed Docusaurus, and the build next to it a home page. */
function completeGeneratedDir(dir: string): boolean {
  if (!GENERATED_FILES.every((file) => fs.existsSync(path.join(dir, file)))) return false;
  if (!fs.existsSync(path.join(dir, '..', 'build', 'index.html'))) return false;
  const metadata = JSON.parse(fs.readFileSync(path.join(dir, 'site-metadata.json'), 'utf8')) as {
    docusaurusVersion?: string;
  };
  return metadata.docusaurusVersion === DOCUSAURUS;
}

/** The fixture site's folder: one per Docusaurus version and node_modules. */
export const FIXTURE_DIR = path.join(
  os.tmpdir(),
  `docusaurus-contracts-${DOCUSAURUS}-${crypto.createHash('sha1').update(NODE_MODULES).digest('hex').slice(0, 8)}`,
);

const FIXTURE_FILES: Record<string, string> = {
  'package.json': JSON.stringify({name: 'contracts-fixture', private: true}),
  'docusaurus.config.js': `module.exports = {
  title: 'Contracts fixture',
  url: 'https://example.com',
  baseUrl: '/',
  future: {v4: true, faster: true},
  onBrokenLinks: 'throw',
  presets: [['classic', {docs: {sidebarPath: require.resolve('./sidebars.js')}, blog: {}, theme: {}}]],
  themeConfig: {navbar: {items: [{type: 'docSidebar', sidebarId: 'docs', label: 'Docs'}]}},
};
`,
  'sidebars.js': `module.exports = {
  docs: ['intro', {type: 'category', label: 'Guide', link: {type: 'generated-index'}, items: ['guide/one', 'guide/two']}],
};
`,
  'docs/intro.md':
    '---\ntitle: Intro\ndescription: The intro.\n---\n\n# Intro\n\n```js title="a.js" showLineNumbers\nconst a = 1; // highlight-line\n```\n',
  'docs/guide/one.md': '---\ntitle: One\ndescription: The first guide.\n---\n\nOne.\n',
  'docs/guide/two.mdx': '---\ntitle: Two\n---\n\nimport DocCardList from "@theme/DocCardList";\n\n<DocCardList />\n',
  'blog/2024-01-01-hello.md':
    '---\ntitle: Hello\nslug: hello\ndate: 2024-01-01\n---\n\nHello.\n\n{/* truncate */}\n\nMore.\n',
  'src/pages/index.js':
    'import React from "react";\nimport styles from "./index.module.css";\n\nexport default function Home() {\n  return <main className={styles.home}>Home</main>;\n}\n',
  'src/pages/index.module.css': '.home {\n  color: rebeccapurple;\n}\n',
};

/**
 * A tiny stock site (classic preset: docs with a generated-index category and a card list, a blog
 * post, a page with a CSS module), its node_modules the installed ones. Only written, not built.
 */
export function fixtureSite(): string {
  for (const [file, text] of Object.entries(FIXTURE_FILES)) {
    const target = path.join(FIXTURE_DIR, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, text);
  }
  const modules = path.join(FIXTURE_DIR, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(NODE_MODULES, modules);
  return FIXTURE_DIR;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the fixture site (one test file at a time: the others wait for it). */
async function buildFixture(): Promise<void> {
  const generatedDir = path.join(FIXTURE_DIR, '.docusaurus');
  const lock = `${FIXTURE_DIR}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Another test file builds it; a lock older than the build may take is left over.
      const stat = fs.statSync(lock, {throwIfNoEntry: false});
      if (stat && Date.now() - stat.mtimeMs > 180_000) fs.rmSync(lock, {recursive: true, force: true});
      await sleep(500);
      if (completeGeneratedDir(generatedDir)) return;
    }
  }
  try {
    if (completeGeneratedDir(generatedDir)) return;
    fixtureSite();
    const bin = path.join(NODE_MODULES, '@docusaurus/core/bin/docusaurus.mjs');
    const result = spawnSync(process.execPath, [bin, 'build', FIXTURE_DIR], {
      cwd: FIXTURE_DIR,
      encoding: 'utf8',
      timeout: 150_000,
      env: {...process.env, NODE_ENV: 'production'},
    });
    if (result.status !== 0 || !completeGeneratedDir(generatedDir)) {
      const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
      throw new Error(
        `the contract tests need a .docusaurus folder made by the installed Docusaurus ${DOCUSAURUS}: the project ` +
          `has none (run \`TYPE_HOVER=0 npx docusaurus build\` in ${SITE}), and building the fixture site in ` +
          `${FIXTURE_DIR} failed${result.error ? ` (${result.error.message})` : ''}:\n${output}`,
      );
    }
  } finally {
    fs.rmSync(lock, {recursive: true, force: true});
  }
}

let generatedPromise: Promise<Generated> | undefined;

/**
 * The `.docusaurus` folder to check: the project's when the last build left a complete one made
 * by the installed Docusaurus, else the fixture site's (built on first use, about 20 s).
 */
export function generated(): Promise<Generated> {
  generatedPromise ??= (async () => {
    const own = path.join(SITE, '.docusaurus');
    if (process.env.CONTRACTS_FIXTURE !== '1' && completeGeneratedDir(own))
      return {dir: own, outDir: path.join(SITE, 'build'), origin: 'the project build'};
    await buildFixture();
    return {
      dir: path.join(FIXTURE_DIR, '.docusaurus'),
      outDir: path.join(FIXTURE_DIR, 'build'),
      origin: `the fixture site build (${FIXTURE_DIR})`,
    };
  })();
  return generatedPromise;
}

export function readGenerated(gen: Generated, plugin: string, file: string, why: string): string {
  const full = path.join(gen.dir, file);
  needs(plugin, `.docusaurus/${file} (${why})`, fs.existsSync(full), `not written by ${gen.origin}`);
  return fs.readFileSync(full, 'utf8');
}

/**
 * The fixture site's LoadContext, as Docusaurus gives it to plugins (loaded by core's own
 * loadContext: a harness, not an internal of the plugins).
 */
export async function fixtureContext(): Promise<LoadContext> {
  const siteDir = fixtureSite();
  const harness = '@docusaurus/core/lib/server/site.js';
  const site = requireInstalled(harness) as {loadContext?: (params: {siteDir: string}) => Promise<LoadContext>};
  if (typeof site.loadContext !== 'function') {
    throw new Error(
      `the contract tests load the fixture site with ${harness} loadContext(): not found in ${DOCUSAURUS}`,
    );
  }
  return site.loadContext({siteDir});
}

type RouteLike = {path: string; routes?: RouteLike[]; props?: Record<string, unknown>; [key: string]: unknown};

export type LoadedDocs = {
  context: LoadContext;
  /** The plugin as the factory returned it. */
  plugin: {name?: string};
  /** Options as Docusaurus validates them for the docs plugin. */
  options: Record<string, unknown>;
  content: {
    loadedVersions: {
      versionName: string;
      isLast?: boolean;
      docs: {id: string; permalink: string; source: string; title?: string; description?: string}[];
    }[];
  };
  routes: RouteLike[];
  globalData: unknown;
  data: Record<string, string>;
};

/** Validates the docs plugin's options the way core does (its static validateOptions with normalizePluginOptions). */
export function validatedDocsOptions(
  validateOptions: (args: {validate: unknown; options: unknown}) => unknown,
  siteDir: string,
): Record<string, unknown> {
  const {normalizePluginOptions} = requireInstalled('@docusaurus/utils-validation') as {
    normalizePluginOptions: unknown;
  };
  return validateOptions({
    validate: normalizePluginOptions,
    options: {id: 'default', sidebarPath: path.join(siteDir, 'sidebars.js')},
  }) as Record<string, unknown>;
}

/**
 * Runs a docs plugin (the installed one, or one wrapping it) over the fixture site's docs, as core
 * runs it: loadContent(), then contentLoaded() with actions that record the routes, global data
 * and data files.
 */
export async function loadFixtureDocs(
  pluginModule: (context: LoadContext, options: never) => unknown,
  validateOptions: unknown,
): Promise<LoadedDocs> {
  const context = await fixtureContext();
  const options = validatedDocsOptions(validateOptions as never, context.siteDir);
  const plugin = (await pluginModule(context, options as never)) as {
    name?: string;
    loadContent?: () => Promise<unknown>;
    contentLoaded?: (args: unknown) => Promise<void>;
  };
  const content = (await plugin.loadContent?.()) as LoadedDocs['content'];
  const loaded: LoadedDocs = {context, plugin, options, content, routes: [], globalData: undefined, data: {}};
  await plugin.contentLoaded?.({
    content,
    allContent: {},
    actions: {
      addRoute: (route: RouteLike) => loaded.routes.push(route),
      setGlobalData: (data: unknown) => {
        loaded.globalData = data;
      },
      createData: async (name: string, data: string) => {
        loaded.data[name] = data;
        return path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs', 'default', name);
      },
    },
  });
  return loaded;
}

/** Every route of a route tree, depth first. */
export function allRoutes<T extends {routes?: T[]}>(routes: T[]): T[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}
