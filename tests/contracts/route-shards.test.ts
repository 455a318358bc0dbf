/**
 * What src/plugins/route-shards takes from Docusaurus beyond its plugin API: core's client modules
 * and how they import the preload helper, the renderRoutes App uses, the ComponentCreator's reading
 * of the chunk names and registry, the ChunkAssetPlugin it drops, the shape of the generated
 * routes.js, routesChunkNames.json and registry.js, and the bundler's chunk graph and generated
 * import() code, checked by a small Rspack build through the plugin's own configureWebpack.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import routeShardsPlugin, {
  CHUNK_ASSET_PLUGIN,
  CORE_CLIENT_ISSUER,
  CORE_PRELOAD_REQUEST,
} from '../../src/plugins/route-shards';
import {ROUTE_DATA_DIR, type RouteDataFile} from '../../src/plugins/route-shards/routeData';
import {
  chunkNamesIn,
  componentKeys,
  parseRegistry,
  parseRoutesModule,
  splitRoutes,
  type RouteNode,
} from '../../src/plugins/route-shards/split';
import {
  SITE,
  contractError,
  generated,
  importsOf,
  installedFile,
  installedFiles,
  installedSource,
  needs,
  readGenerated,
  requireInstalled,
} from './lib';

const PLUGIN = 'route-shards';
const CLIENT = '@docusaurus/core/lib/client';

describe(`${PLUGIN}: core's client`, () => {
  const preloaders = {
    'clientEntry.js': {
      why: 'the route data is added before preloading',
      call: /preload\(window\.location\.pathname\)\s*\.then\(/,
    },
    'PendingNavigation.js': {why: 'a navigation waits for the route data', call: /preload\(nextLocation\.pathname\)/},
    'docusaurus.js': {why: 'window.docusaurus.preload loads the route data on intent', call: /preloadHelper\(/},
  };
  for (const [file, {why, call}] of Object.entries(preloaders)) {
    test(`${file} imports ./preload and calls it`, () => {
      const spec = `${CLIENT}/${file}`;
      const source = installedSource(PLUGIN, spec, why);
      const imports = importsOf(source);
      needs(
        PLUGIN,
        `${spec} to import "./preload" (${why})`,
        imports.some((s) => CORE_PRELOAD_REQUEST.test(s)),
      );
      needs(
        PLUGIN,
        `${spec} to be under a path the issuer test ${CORE_CLIENT_ISSUER} matches`,
        CORE_CLIENT_ISSUER.test(installedFile(spec)),
      );
      needs(PLUGIN, `${spec} to call the preload helper (${call.source}: ${why})`, call.test(source));
    });
  }

  test('a failed navigation preload reloads the page (route data of a newer deployment throws)', () => {
    const source = installedSource(PLUGIN, `${CLIENT}/PendingNavigation.js`, 'reloads when preloading fails');
    needs(
      PLUGIN,
      `${CLIENT}/PendingNavigation.js to reload the page when preloading fails`,
      /\.catch\([\s\S]{0,400}window\.location\.reload\(\)/.test(source),
    );
  });

  test('preload.js: a default export preload(pathname) preloading the matched routes of @generated/routes', () => {
    const spec = `${CLIENT}/preload.js`;
    const source = installedSource(PLUGIN, spec, 'client/preload.ts imports it by package path');
    needs(
      PLUGIN,
      `${spec} to default-export preload(pathname)`,
      /export default (?:async )?function \w*\(pathname\)/.test(source),
    );
    needs(
      PLUGIN,
      `${spec} to match routes of @generated/routes (the table page routes are added to)`,
      importsOf(source).includes('@generated/routes'),
    );
    needs(
      PLUGIN,
      `${spec} to call each matched route's component.preload()`,
      /\.component\.preload\?*\.?\(\)/.test(source),
    );
  });

  test("App renders its routes with @docusaurus/renderRoutes, react-router-config's renderRoutes", () => {
    const app = installedSource(PLUGIN, `${CLIENT}/App.js`, 'it renders the route table');
    needs(
      PLUGIN,
      `${CLIENT}/App.js to import @docusaurus/renderRoutes (swapped for one that reads the routes on each render)`,
      importsOf(app).includes('@docusaurus/renderRoutes'),
    );
    const exported = installedSource(
      PLUGIN,
      `${CLIENT}/exports/renderRoutes.js`,
      '@docusaurus/renderRoutes resolves to it',
    );
    needs(
      PLUGIN,
      `${CLIENT}/exports/renderRoutes.js to be react-router-config's renderRoutes(routes, extraProps, switchProps)`,
      /renderRoutes[\s\S]*from 'react-router-config'/.test(exported),
    );
  });

  test('ComponentCreator reads chunk names by `${path}-${hash}` and registry entries as [loader, module, weak id]', () => {
    const spec = `${CLIENT}/exports/ComponentCreator.js`;
    const source = installedSource(PLUGIN, spec, 'page routes added later are rendered by it');
    needs(
      PLUGIN,
      `${spec} to look up routesChunkNames[\`\${path}-\${hash}\`]`,
      source.includes('routesChunkNames[`${path}-${hash}`]'),
    );
    for (const [index, what] of ['loader', 'module path', 'weak module id'].entries()) {
      needs(
        PLUGIN,
        `${spec} to read a registry entry's ${what} at index ${index}`,
        source.includes(`chunkRegistry[${index}]`),
      );
    }
  });

  test(`the client config adds ${CHUNK_ASSET_PLUGIN}, whose table only window.docusaurus.prefetch reads`, () => {
    const spec = '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js';
    installedSource(PLUGIN, spec, `the client build drops it by its class name ${CHUNK_ASSET_PLUGIN}`);
    const exported = requireInstalled(spec) as {default?: {name?: string}};
    needs(
      PLUGIN,
      `${spec} to export a class named ${CHUNK_ASSET_PLUGIN}`,
      exported.default?.name === CHUNK_ASSET_PLUGIN,
      `its name is ${exported.default?.name}`,
    );
    const client = installedSource(PLUGIN, '@docusaurus/core/lib/webpack/client.js', 'it makes the client config');
    needs(
      PLUGIN,
      `@docusaurus/core/lib/webpack/client.js to add new ${CHUNK_ASSET_PLUGIN}() to the client config`,
      new RegExp(`new ${CHUNK_ASSET_PLUGIN}[\\w.]*\\(`).test(client),
    );
    const readers = [
      '@docusaurus/core/lib/client',
      '@docusaurus/theme-classic/lib',
      '@docusaurus/theme-common/lib',
      '@docusaurus/plugin-content-docs/lib/client',
    ]
      .flatMap(installedFiles)
      .filter((file) => fs.readFileSync(installedFile(file), 'utf8').includes('__webpack_require__.gca'));
    needs(
      PLUGIN,
      `__webpack_require__.gca to be read only in ${CLIENT}/docusaurus.js (its prefetch, made a no-op)`,
      readers.join() === `${CLIENT}/docusaurus.js`,
      `read in ${readers.join(', ') || 'no file'}`,
    );
    const link = installedSource(PLUGIN, `${CLIENT}/exports/Link.js`, 'it prefetches links in view');
    needs(
      PLUGIN,
      `${CLIENT}/exports/Link.js to prefetch through window.docusaurus.prefetch (replaced by src/clientModules/prefetchOnIntent.ts)`,
      link.includes('window.docusaurus.prefetch(') && !importsOf(link).some((s) => /\/docusaurus(\.js)?$/.test(s)),
    );
  });
});

/** What `parse` returns; fails naming `internal` (with the parser's own message) when it throws. */
function parsed<T>(internal: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw contractError(PLUGIN, internal, (error as Error).message);
  }
}

describe(`${PLUGIN}: the generated files`, () => {
  test('routes.js, routesChunkNames.json and registry.js read as the plugin reads them', async () => {
    const gen = await generated();
    const routes = parsed(
      '.docusaurus/routes.js to be `export default [...]` of routes with ComponentCreator(path, hash)',
      () => parseRoutesModule(readGenerated(gen, PLUGIN, 'routes.js', 'the route table it splits')),
    );
    const {pages} = splitRoutes(routes, '/');
    needs(
      PLUGIN,
      '.docusaurus/routes.js to have exact page routes under layout routes',
      pages.length > 0,
      `no page route in ${gen.origin}`,
    );
    const chunkNames = JSON.parse(
      readGenerated(gen, PLUGIN, 'routesChunkNames.json', 'each route’s chunk names'),
    ) as Record<string, unknown>;
    const allKeys = componentKeys(routes);
    const missing = allKeys.filter((key) => !(key in chunkNames));
    needs(
      PLUGIN,
      '.docusaurus/routesChunkNames.json to be keyed by `${path}-${hash}` of each ComponentCreator',
      missing.length === 0,
      `${missing.length} of ${allKeys.length} keys missing (${missing.slice(0, 3).join(', ')})`,
    );
    const registry = parsed(
      '.docusaurus/registry.js entries as `"name": [() => import(/* webpackChunkName: "name" */ "m"), "m", require.resolveWeak("m")]`',
      () => parseRegistry(readGenerated(gen, PLUGIN, 'registry.js', 'the loaders it copies')),
    );
    const unknown = chunkNamesIn(chunkNames).filter((name) => !registry.has(name));
    needs(
      PLUGIN,
      '.docusaurus/registry.js to hold every chunk name of routesChunkNames.json',
      unknown.length === 0,
      `${unknown.length} missing (${unknown.slice(0, 3).join(', ')})`,
    );
  });
});

/** Docusaurus's generated files for a layout route with one page, in the shapes checked above. */
function writeSite(dir: string): {gen: string; entry: string; stubs: Record<string, string>} {
  const gen = path.join(dir, '.docusaurus');
  const entry = path.join(dir, 'node_modules', CLIENT, 'clientEntry.js');
  const registryEntry = (name: string, request: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;
  const files: Record<string, string> = {
    '.docusaurus/routes.js': `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs/page',
        component: ComponentCreator('/docs/page', 'c2d'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`,
    '.docusaurus/routesChunkNames.json': JSON.stringify({
      '/docs-a1b': {__comp: 'layout01'},
      '/docs/page-c2d': {__comp: 'page0001', content: 'data0001'},
    }),
    '.docusaurus/registry.js': [
      'export default {',
      registryEntry('data0001', '@generated/p/data.json'),
      registryEntry('layout01', '@site/Layout.js'),
      `${registryEntry('page0001', '@site/Page.js')}};`,
      '',
    ].join('\n'),
    '.docusaurus/p/data.json': '{"title": "page data"}',
    'site/Layout.js': 'export default "layout component";\n',
    'site/Page.js': 'export default "page component";\n',
    [path.relative(dir, path.join(path.dirname(entry), 'preload.js'))]: 'export default "stock preload";\n',
    [path.relative(dir, entry)]: `import preload from './preload';
import renderRoutes from '@docusaurus/renderRoutes';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
window.contract = [preload, renderRoutes, registry, routes, routesChunkNames, __webpack_hash__, __webpack_chunk_load__];
`,
    'stubs/renderRoutes.js': 'export default "stock renderRoutes";\n',
    'stubs/ComponentCreator.js': 'export default (path, hash) => ({path, hash});\n',
    'stubs/ourPreload.js': 'export default "route-shards preload";\n',
    'stubs/ourRenderRoutes.js': 'export default "route-shards renderRoutes";\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const stubs = Object.fromEntries(
    Object.keys(files)
      .filter((f) => f.startsWith('stubs/'))
      .map((f) => [path.basename(f, '.js'), path.join(dir, f)]),
  );
  return {gen, entry, stubs};
}

type Rspack = ((config: unknown) => {
  run: (done: (error: Error | null, stats?: {hasErrors(): boolean; toString(o: unknown): string}) => void) => void;
}) &
  Record<string, unknown>;

describe(`${PLUGIN}: the bundler`, () => {
  test('its configureWebpack drops the ChunkAssetPlugin, swaps the modules and writes each page route with its modules and chunks', async () => {
    const faster = requireInstalled('@docusaurus/faster') as {rspack?: Rspack};
    const rspack = faster.rspack;
    needs(
      PLUGIN,
      '@docusaurus/faster to export rspack (the bundler its configureWebpack configures)',
      typeof rspack === 'function',
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shards-contract-'));
    try {
      const {gen, entry, stubs} = writeSite(dir);
      const ChunkAssetPlugin = (
        requireInstalled('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {default: new () => object}
      ).default;
      const config = {plugins: [new ChunkAssetPlugin()]};
      const plugin: Plugin = routeShardsPlugin({generatedFilesDir: gen, baseUrl: '/'} as LoadContext);
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      let added: {plugins?: unknown[]};
      try {
        added = plugin.configureWebpack!(
          config as never,
          false,
          {currentBundler: {name: 'rspack', instance: rspack}} as never,
          undefined,
        ) as {plugins?: unknown[]};
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
      needs(
        PLUGIN,
        `its filter on the constructor name to drop core's ${CHUNK_ASSET_PLUGIN}`,
        config.plugins.length === 0,
      );

      const ownClient = path.join(SITE, 'src/plugins/route-shards/client');
      const out = path.join(dir, 'out');
      const compiler = rspack({
        context: dir,
        mode: 'production',
        target: 'web',
        devtool: false,
        entry: {main: entry},
        output: {path: out, filename: '[name].js', chunkFilename: '[id].js'},
        optimization: {runtimeChunk: true},
        resolve: {
          alias: {
            '@generated': gen,
            '@site': path.join(dir, 'site'),
            '@docusaurus/renderRoutes': stubs.renderRoutes,
            '@docusaurus/ComponentCreator': stubs.ComponentCreator,
            [path.join(ownClient, 'preload.ts')]: stubs.ourPreload,
            [path.join(ownClient, 'renderRoutes.tsx')]: stubs.ourRenderRoutes,
          },
        },
        plugins: [...config.plugins, ...(added.plugins ?? [])],
      });
      const [stats, error] = await new Promise<[string, string | null]>((resolve) =>
        compiler.run((err, result) =>
          resolve([
            result?.toString({all: false, errors: true}) ?? '',
            err ? err.message : result?.hasErrors() ? result.toString({all: false, errors: true}) : null,
          ]),
        ),
      );
      needs(
        PLUGIN,
        'the bundler to build with its plugins (NormalModuleReplacementPlugin, processAssets, the chunk graph)',
        !error,
        // The plugin's own error when it has one (the bundler wraps it in its hook's).
        /route-shards: [^\n]+/.exec(error ?? '')?.[0] ?? `${error ?? stats}`.slice(0, 1500),
      );

      const main = fs.readFileSync(path.join(out, 'main.js'), 'utf8');
      needs(
        PLUGIN,
        'NormalModuleReplacementPlugin to swap ./preload imported by a core client module (resource.request, contextInfo.issuer)',
        main.includes('route-shards preload') && !main.includes('stock preload'),
      );
      needs(
        PLUGIN,
        'NormalModuleReplacementPlugin to swap @docusaurus/renderRoutes',
        main.includes('route-shards renderRoutes') && !main.includes('stock renderRoutes'),
      );
      needs(
        PLUGIN,
        'the bundler to replace __webpack_hash__ and __webpack_chunk_load__ (the client checks route data against the build)',
        !/__webpack_hash__|__webpack_chunk_load__/.test(main),
      );

      const file = path.join(out, ROUTE_DATA_DIR, '0.json');
      needs(PLUGIN, `${ROUTE_DATA_DIR}/0.json emitted by its processAssets step`, fs.existsSync(file));
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as RouteDataFile;
      needs(PLUGIN, 'the compilation hash as the build id', typeof data.build === 'string' && data.build.length > 0);
      needs(
        PLUGIN,
        'the page route /docs/page in its file',
        data.routes.map((r) => r.route.path).join() === '/docs/page',
        JSON.stringify(data.routes),
      );
      const [pageId, pageMode, pageChunks] = data.modules.page0001 ?? [];
      const [dataId, dataMode, dataChunks] = data.modules.data0001 ?? [];
      needs(
        PLUGIN,
        'a module id and chunk ids for an ES module of the registry, loaded as is (namespace mode 0)',
        pageId !== undefined && pageMode === 0 && pageChunks!.length > 0,
        JSON.stringify(data.modules),
      );
      needs(
        PLUGIN,
        'a module id and chunk ids for a JSON module of the registry, loaded as a fake namespace (__webpack_require__.t mode)',
        dataId !== undefined && dataMode! > 0 && dataChunks!.length > 0,
        JSON.stringify(data.modules),
      );
      for (const chunkId of [...pageChunks!, ...dataChunks!]) {
        needs(
          PLUGIN,
          `chunk ${chunkId} of the route data to be a file of the build`,
          fs.existsSync(path.join(out, `${chunkId}.js`)),
          `only ${fs.readdirSync(out).join(', ')}`,
        );
      }
      const routesModule = fs.readFileSync(path.join(gen, PLUGIN, 'routes.js'), 'utf8');
      const kept = parseRoutesModule(routesModule) as RouteNode[];
      needs(
        PLUGIN,
        'the page route to be split off the client route table',
        !JSON.stringify(kept).includes('/docs/page'),
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
