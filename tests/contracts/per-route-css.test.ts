/**
 * What src/plugins/per-route-css takes from Docusaurus beyond its plugin API: the client config's
 * `styles` cache group (removed), the theme's Tabs modules (a chunk of their own), the chunk names
 * of .docusaurus/registry.js, the client manifest (chunk name → chunk ids → CSS files) and how the
 * built HTML links the entry's CSS.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ENTRY_STYLESHEET,
  SHARED_COMPONENT_CHUNKS,
  chunkNamesByModule,
  htmlFileOf,
  linkStylesheets,
  stylesheetsOf,
  type ClientManifest,
} from '../../src/plugins/per-route-css';
import {parseRegistry} from '../../src/plugins/route-shards/split';
import {generated, installedFile, installedSource, needs, readGenerated} from './lib';

const PLUGIN = 'per-route-css';

describe(`${PLUGIN}: the client config`, () => {
  test('has a `styles` cache group that merges every CSS file into one', () => {
    const spec = '@docusaurus/core/lib/webpack/base.js';
    const source = installedSource(PLUGIN, spec, 'it makes the splitChunks config');
    const group = /cacheGroups:\s*\{[\s\S]*?\bstyles:\s*\{([^}]*)\}/.exec(source)?.[1];
    needs(PLUGIN, `${spec} to define optimization.splitChunks.cacheGroups.styles (the group it deletes)`, group);
    needs(
      PLUGIN,
      `${spec}'s styles cache group to take the CSS of all chunks`,
      /name:\s*'styles'/.test(group) && /chunks:\s*[`'"]all[`'"]/.test(group),
      group.trim(),
    );
  });

  test("the theme's Tabs and TabItem get the install-tabs chunk", () => {
    for (const component of ['Tabs', 'TabItem']) {
      const file = installedFile(`@docusaurus/theme-classic/lib/theme/${component}/index.js`);
      needs(
        PLUGIN,
        `@docusaurus/theme-classic/lib/theme/${component}/index.js (its install-tabs cache group)`,
        fs.existsSync(file),
      );
      needs(
        PLUGIN,
        `@docusaurus/theme-classic/lib/theme/${component}/index.js to match the install-tabs test`,
        SHARED_COMPONENT_CHUNKS['install-tabs'].test.test(file),
      );
    }
  });
});

describe(`${PLUGIN}: the generated files`, () => {
  test('registry.js names the chunk of each route module', async () => {
    const gen = await generated();
    const source = readGenerated(gen, PLUGIN, 'registry.js', 'module path → chunk name');
    const names = chunkNamesByModule(source);
    const entries = parseRegistry(source);
    const unread = [...entries].filter(([name, modulePath]) => names.get(modulePath) !== name);
    needs(
      PLUGIN,
      '.docusaurus/registry.js entries `"name": [() => import(/* webpackChunkName: "name" */ "module")…`',
      entries.size > 0 && unread.length === 0,
      `${unread.length} of ${entries.size} entries unread`,
    );
  });

  test('client-manifest.json maps each chunk name to chunk ids and each chunk to its CSS files', async () => {
    const gen = await generated();
    const manifest = JSON.parse(
      readGenerated(gen, PLUGIN, 'client-manifest.json', 'the CSS of each chunk'),
    ) as Partial<ClientManifest>;
    needs(
      PLUGIN,
      '.docusaurus/client-manifest.json with `origins` and `assets`',
      manifest.origins && manifest.assets,
      `keys ${Object.keys(manifest).join(', ')}`,
    );
    const names = chunkNamesByModule(readGenerated(gen, PLUGIN, 'registry.js', 'module path → chunk name'));
    const unknown = [...names.values()].filter((name) => !manifest.origins![name]);
    needs(
      PLUGIN,
      '.docusaurus/client-manifest.json origins keyed by the registry’s chunk names',
      unknown.length <= names.size / 10,
      `${unknown.length} of ${names.size} chunk names missing (${unknown.slice(0, 3).join(', ')})`,
    );
    const sheets = stylesheetsOf([...names.keys()], names, manifest as ClientManifest);
    needs(
      PLUGIN,
      '.docusaurus/client-manifest.json assets[chunk id].css[].publicPath for the route chunks',
      sheets.length > 0 && sheets.every((sheet) => sheet.startsWith('/') && sheet.endsWith('.css')),
      `stylesheets: ${sheets.slice(0, 3).join(', ') || 'none'}`,
    );
  });

  test("the built HTML links the entry's CSS in <head>, where the page's own sheets go after it", async () => {
    const gen = await generated();
    const html = htmlFileOf(gen.outDir, '/');
    needs(PLUGIN, `a built home page next to .docusaurus (${gen.outDir})`, html, `no index.html in ${gen.outDir}`);
    const source = fs.readFileSync(html, 'utf8');
    const linked = linkStylesheets(source, ['/contract.css']);
    const at = linked.indexOf('<link rel="stylesheet" href="/contract.css">');
    needs(
      PLUGIN,
      `${path.relative(gen.outDir, html)} to link a stylesheet with <link rel=stylesheet …> before </head>`,
      /<link rel=("?)stylesheet\1[^>]*>/.test(source) && at > 0 && at < linked.indexOf('</head>'),
    );
  });

  test("the client build names extracted CSS [name].[contenthash].css, so the entry's is main.<hash>.css once the styles group is gone", () => {
    // The pruning finds the entry stylesheet by that name (ENTRY_STYLESHEET); a stock build, such
    // as the fixture site's, still merges it into styles.<hash>.css.
    const spec = '@docusaurus/core/lib/webpack/base.js';
    const source = installedSource(PLUGIN, spec, 'it names the extracted CSS files');
    needs(
      PLUGIN,
      `${spec} to name extracted CSS 'assets/css/[name].[contenthash:8].css' (the entry's: ${ENTRY_STYLESHEET})`,
      source.includes("'assets/css/[name].[contenthash:8].css'"),
    );
  });
});
