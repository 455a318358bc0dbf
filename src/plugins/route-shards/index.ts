import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compilation, Compiler, Module} from 'webpack';
import {htmlFileOf} from '../per-route-css';
import {htmlFiles} from '../security-headers';
import {INLINE_ROUTE_DATA_ID, ROUTE_DATA_DIR, bucketCount, routeDataFileName, routeKey} from './routeData';
import type {ModuleEntry, PageRoute, RouteDataFile, RouteDataSettings} from './routeData';
import {
  EVERY_ROUTE_MODULE,
  chunkNamesIn,
  componentKeys,
  parseRegistry,
  parseRoutesModule,
  registryModule,
  routesModule,
  splitRoutes,
  type RouteNode,
} from './split';

const CLIENT = path.join(__dirname, 'client');
const NAME = 'route-shards';

/** How core's clientEntry, PendingNavigation and window.docusaurus import its preload helper. */
export const CORE_PRELOAD_REQUEST = /^\.\/preload(\.js)?$/;
/** Core's client modules: the only importers whose ./preload is swapped for ./client/preload.ts. */
export const CORE_CLIENT_ISSUER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;
/** The client build's plugin (by its constructor's name) that adds __webpack_require__.gca, dropped here. */
export const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/**
 * Route data per page instead of every route in main.js. Docusaurus's main.js carries the whole
 * route table, every route's chunk names and a loader for each of their modules: ~45 bytes gzip
 * per route, evaluated on every page. The client build gets instead (./client/routeTable.ts):
 * - the routes that are not pages of their own (layouts, the home page, patterns, the catch-all),
 *   with their chunk names and loaders;
 * - for each page route, its route object, chunk names, and the module and chunk ids of its
 *   modules, in one of the files build/route-data/<hash of its path, modulo their count>.json,
 *   fetched before a client navigation renders it; each page's HTML carries its own route, so
 *   hydration fetches nothing.
 * The server build keeps Docusaurus's modules: it renders every page with the whole table.
 */
export default function routeShardsPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  const clientDir = path.join(generated, NAME);
  const pagesByKey = new Map<string, PageRoute[]>();
  const settings: RouteDataSettings = {buckets: 1};
  let splitForClient = false;

  const read = (file: string) => fs.readFileSync(path.join(generated, file), 'utf8');

  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      // The server bundle reads the settings too (both bundles hold ./client/routeTable.ts).
      fs.mkdirSync(clientDir, {recursive: true});
      fs.writeFileSync(path.join(clientDir, 'settings.json'), JSON.stringify(settings));
      // The dev server regenerates routes.js as pages change, after this runs: it keeps the whole table.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      splitForClient = true;
      // Docusaurus's runtime also maps every route chunk's name to its id (__webpack_require__.gca,
      // ~17 bytes gzip per chunk), read only by window.docusaurus.prefetch, which this site makes a
      // no-op (src/clientModules/prefetchOnIntent.ts): that table is left out.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== CHUNK_ASSET_PLUGIN);
      const routes = parseRoutesModule(read('routes.js'));
      const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
      const registryEntries = parseRegistry(read('registry.js'));
      const {kept, pages} = splitRoutes(routes, context.baseUrl);

      const keptChunkNames = Object.fromEntries(componentKeys(kept).map((key) => [key, chunkNamesOf(chunkNames, key)]));
      pagesByKey.clear();
      for (const page of pages) {
        const key = routeKey(page.route.path);
        const withChunks = {
          ...page,
          chunkNames: chunkNamesOf(chunkNames, `${page.route.path}-${page.hash}`) as Record<string, unknown>,
        };
        pagesByKey.set(key, [...(pagesByKey.get(key) ?? []), withChunks]);
      }

      settings.buckets = bucketCount(pages.length);
      fs.writeFileSync(path.join(clientDir, 'settings.json'), JSON.stringify(settings));
      fs.writeFileSync(path.join(clientDir, 'routes.js'), routesModule(withStableKeys(kept)));
      fs.writeFileSync(path.join(clientDir, 'routesChunkNames.json'), JSON.stringify(keptChunkNames));
      fs.writeFileSync(
        path.join(clientDir, 'registry.js'),
        registryModule(registryEntries, chunkNamesIn(keptChunkNames), path.join(generated, 'registry.js')),
      );

      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = (request: RegExp, file: string, issuer?: RegExp) =>
        new NormalModuleReplacementPlugin(request, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
          if (!issuer || issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = file;
        });
      return {
        plugins: [
          replace(/^@generated\/routes$/, path.join(clientDir, 'routes.js')),
          replace(/^@generated\/routesChunkNames$/, path.join(clientDir, 'routesChunkNames.json')),
          replace(/^@generated\/registry$/, path.join(clientDir, 'registry.js')),
          // Core's clientEntry, PendingNavigation and window.docusaurus import it as ./preload.
          replace(CORE_PRELOAD_REQUEST, path.join(CLIENT, 'preload.ts'), CORE_CLIENT_ISSUER),
          replace(/^@docusaurus\/renderRoutes$/, path.join(CLIENT, 'renderRoutes.tsx')),
          new RouteDataWebpackPlugin(path.join(generated, 'registry.js'), pagesByKey, settings),
        ],
      };
    },

    async postBuild({outDir}) {
      if (!splitForClient) return;
      // Each page's HTML carries its own route data; a kept route's carries null. 404.html has none:
      // it answers for any address, whose route (if any) is fetched.
      let inlined = 0;
      const pageFiles = new Set<string>();
      for (const [key, pages] of pagesByKey) {
        const file = JSON.parse(
          fs.readFileSync(path.join(outDir, ROUTE_DATA_DIR, routeDataFileName(key, settings.buckets)), 'utf8'),
        ) as RouteDataFile;
        for (const page of pages) {
          const html = htmlFileOf(outDir, page.route.path);
          if (!html) continue;
          const names = new Set(chunkNamesIn(page.chunkNames));
          inlineRouteData(html, {
            build: file.build,
            routes: file.routes.filter((route) => route.route.path === page.route.path),
            modules: Object.fromEntries(Object.entries(file.modules).filter(([name]) => names.has(name))),
          });
          pageFiles.add(html);
          inlined++;
        }
      }
      for (const html of htmlFiles(outDir)) {
        if (!pageFiles.has(html) && path.basename(html) !== '404.html') inlineRouteData(html, null);
      }
      if (inlined === 0) throw new Error('route-shards: no built page matched a page route');
    },
  };
}

/**
 * Keys for the kept routes. renderRoutes() keys each route by its index among its siblings; page
 * routes are put in front of them as they load, so index keys would change and remount the page.
 */
function withStableKeys(routes: RouteNode[], prefix = ''): RouteNode[] {
  return routes.map((route, index) => ({
    ...route,
    key: `${prefix}${index}`,
    ...(route.routes ? {routes: withStableKeys(route.routes, `${prefix}${index}.`)} : {}),
  }));
}

function chunkNamesOf(chunkNames: Record<string, unknown>, key: string): unknown {
  if (!(key in chunkNames)) throw new Error(`route-shards: no chunk names for route ${key}`);
  return chunkNames[key];
}

/** The data as a JSON data block (never executed) before </head>; "<" escaped so no string ends it. */
export function withRouteData(html: string, data: RouteDataFile | null): string {
  if (html.includes(`id="${INLINE_ROUTE_DATA_ID}"`)) throw new Error('route-shards: page already has route data');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${INLINE_ROUTE_DATA_ID}">${json}</script>`;
  if (!html.includes('</head>')) throw new Error('route-shards: page has no </head>');
  return html.replace('</head>', `${tag}</head>`);
}

function inlineRouteData(file: string, data: RouteDataFile | null): void {
  fs.writeFileSync(file, withRouteData(fs.readFileSync(file, 'utf8'), data));
}

/** Writes build/route-data/*.json: each page route with the module and chunk ids of its modules. */
class RouteDataWebpackPlugin {
  constructor(
    private readonly registryFile: string,
    private readonly pagesByKey: Map<string, PageRoute[]>,
    private readonly settings: RouteDataSettings,
  ) {}

  apply(compiler: Compiler): void {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        const modules = this.moduleEntries(compilation);
        const files = new Map<string, RouteDataFile>();
        for (let bucket = 0; bucket < this.settings.buckets; bucket++) {
          files.set(`${bucket.toString(16)}.json`, {build: compilation.hash!, routes: [], modules: {}});
        }
        for (const [key, pages] of this.pagesByKey) {
          const file = files.get(routeDataFileName(key, this.settings.buckets))!;
          for (const page of pages) {
            file.routes.push(page);
            for (const name of chunkNamesIn(page.chunkNames)) {
              const entry = modules.get(name);
              if (!entry)
                throw new Error(`route-shards: no module compiled for chunk name ${name} (${page.route.path})`);
              file.modules[name] = entry;
            }
          }
        }
        for (const [fileName, file] of files) {
          compilation.emitAsset(`${ROUTE_DATA_DIR}/${fileName}`, new sources.RawSource(JSON.stringify(file)));
        }
      });
    });
  }

  /**
   * Chunk name → [module id, namespace mode, chunk ids]. The ids come from the chunk graph; the
   * namespace mode (how the bundler's own import() hands over a JSON module) from the code it
   * generated for the registry, read before minification.
   */
  private moduleEntries(compilation: Compilation): Map<string, ModuleEntry> {
    const registry = [...compilation.modules].find(
      (module) => (module as Module & {resource?: string}).resource === this.registryFile,
    );
    const chunk = [...compilation.chunks].find((candidate) => candidate.name === EVERY_ROUTE_MODULE);
    const chunkFile = chunk && [...chunk.files].find((file) => file.endsWith('.js'));
    if (!registry) throw new Error(`route-shards: no module of the client build has the resource ${this.registryFile}`);
    if (!chunkFile) {
      throw new Error(
        `route-shards: the client build has ${chunk ? 'no .js file for' : 'no'} chunk ${EVERY_ROUTE_MODULE} (the registry's)`,
      );
    }
    const imports = registryImports(compilation.getAsset(chunkFile)!.source.source().toString());
    const {chunkGraph, moduleGraph} = compilation;
    const entries = new Map<string, ModuleEntry>();
    for (const block of registry.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block as Parameters<typeof chunkGraph.getBlockChunkGroup>[0]);
      const target = moduleGraph.getModule(block.dependencies[0]!);
      const name = group?.name;
      if (!name || !target || !group) throw new Error('route-shards: a registry import() has no chunk name or module');
      const moduleId = chunkGraph.getModuleId(target);
      const generated = imports.get(name);
      if (moduleId === null || !generated || String(generated.moduleId) !== String(moduleId)) {
        throw new Error(`route-shards: the generated import() of ${name} does not load module ${moduleId}`);
      }
      const chunkIds = group.chunks.filter((c) => !c.hasRuntime() && c.id !== null).map((c) => c.id!);
      entries.set(name, [moduleId, generated.namespaceMode, chunkIds]);
    }
    return entries;
  }
}

/**
 * Each registry entry's import() as the bundler wrote it, e.g.
 * `"0058b4c6": [()=>__webpack_require__.e("70266").then(__webpack_require__.t.bind(__webpack_require__, 86164, 19)),`:
 * the module id and the fake-namespace mode (19 for JSON; none, 0, for an ES module).
 */
export function registryImports(source: string): Map<string, {moduleId: string; namespaceMode: number}> {
  const imports = new Map<string, {moduleId: string; namespaceMode: number}>();
  const entry =
    /"([^"]+)": \[\s*\(\)\s*=>[^\n]*?\.then\(__webpack_require__(\.t)?\.bind\(__webpack_require__, ("?[\w-]+"?)(?:, (\d+))?\)\)/g;
  for (const [, name, fake, id, mode] of source.matchAll(entry)) {
    if (Boolean(fake) !== Boolean(mode)) throw new Error(`route-shards: unexpected import() of ${name}`);
    imports.set(name!, {moduleId: id!.replace(/"/g, ''), namespaceMode: mode ? Number(mode) : 0});
  }
  return imports;
}
