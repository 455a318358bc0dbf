/**
 * What src/plugins/slim-docs takes from Docusaurus beyond its plugin API: the docs plugin's exports,
 * the shape of the routes (version metadata in the version route's props, generated-index props,
 * doc routes at their permalinks), of its global data and of its loaded content, where its data
 * files land in .docusaurus, and which theme code reads what it slims. The plugin itself runs on
 * the fixture site's docs with the installed docs plugin inside.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import slimDocsPlugin, {DOC_PATHS_FILE} from '../../src/plugins/slim-docs';
import {
  SITE,
  allRoutes,
  generated,
  installedFile,
  installedFiles,
  loadFixtureDocs,
  needs,
  requireInstalled,
} from './lib';

const PLUGIN = 'slim-docs';
const THEME_CODE = [
  '@docusaurus/theme-classic/lib',
  '@docusaurus/theme-common/lib',
  '@docusaurus/plugin-content-docs/lib/client',
  '@docusaurus/theme-search-algolia/lib',
  '@docusaurus/core/lib/client',
];

/** The theme files whose code matches `pattern`. */
function readers(pattern: RegExp): string[] {
  return THEME_CODE.flatMap(installedFiles).filter((file) =>
    pattern.test(fs.readFileSync(installedFile(file), 'utf8')),
  );
}

describe(`${PLUGIN}: the docs plugin`, () => {
  test('exports the plugin and its validateOptions', () => {
    const docs = requireInstalled('@docusaurus/plugin-content-docs') as {default?: unknown; validateOptions?: unknown};
    needs(
      PLUGIN,
      '@docusaurus/plugin-content-docs to export the plugin (default) and validateOptions',
      typeof docs.default === 'function' && typeof docs.validateOptions === 'function',
    );
  });

  test('routes, global data, content and data files as the wrapper reads them', async () => {
    const {content, routes, globalData, data, context} = await loadFixtureDocs(
      slimDocsPlugin as never,
      slimDocsPlugin.validateOptions,
    );
    const docs = content?.loadedVersions?.flatMap((version) => version.docs) ?? [];
    needs(
      PLUGIN,
      "the docs plugin's loaded content as loadedVersions[].docs[] with id, permalink and an @site/ source",
      docs.length > 0 &&
        docs.every(
          (doc) =>
            doc.id &&
            doc.permalink &&
            doc.source.startsWith('@site/') &&
            fs.existsSync(path.join(context.siteDir, doc.source.slice('@site/'.length))),
        ),
      JSON.stringify(docs[0]),
    );

    const every = allRoutes(routes);
    const versionRoute = every.find((route) => (route.props?.version as PropVersionMetadata | undefined)?.docsSidebars);
    needs(
      PLUGIN,
      'a docs route whose props.version holds the version metadata with docsSidebars and docs',
      versionRoute,
      `props of the routes: ${every.map((r) => Object.keys(r.props ?? {}).join('+')).join(', ')}`,
    );
    const version = versionRoute.props!.version as PropVersionMetadata;
    needs(
      PLUGIN,
      'the version metadata’s docs to be slimmed to the docs a card shows (the generated-index category’s)',
      Object.keys(version.docs).sort().join() === 'guide/one,guide/two',
      `docs kept: ${Object.keys(version.docs).join(', ')}`,
    );
    needs(
      PLUGIN,
      "a card doc's entry with its description (what DocCard shows)",
      version.docs['guide/one']?.description === 'The first guide.',
      JSON.stringify(version.docs['guide/one']),
    );
    needs(
      PLUGIN,
      'a category generated-index route with props.categoryGeneratedIndex.permalink',
      every.some(
        (route) =>
          typeof (route.props?.categoryGeneratedIndex as {permalink?: string} | undefined)?.permalink === 'string',
      ),
    );
    const withoutId = docs.filter(
      (doc) => !every.some((route) => route.path === doc.permalink && route.docId === doc.id),
    );
    needs(
      PLUGIN,
      'each doc to have a leaf route at its permalink (given the doc id)',
      withoutId.length === 0,
      `no route for ${withoutId.map((d) => d.permalink).join(', ')}`,
    );

    const versions = (globalData as {versions?: {mainDocId?: string; docs?: {id: string}[]}[]} | undefined)?.versions;
    needs(
      PLUGIN,
      "the docs plugin's global data as {versions: [{mainDocId, docs: [{id, path, sidebar}]}]}, slimmed to the main doc",
      versions?.length && versions.every((v) => v.mainDocId && v.docs?.map((d) => d.id).join() === v.mainDocId),
      JSON.stringify(globalData).slice(0, 300),
    );
    const docPaths = JSON.parse(data[DOC_PATHS_FILE] ?? '[]') as {id: string; path: string}[];
    const unlisted = docs.filter(
      (doc) => !docPaths.some((entry) => entry.id === doc.id && entry.path === doc.permalink),
    );
    needs(
      PLUGIN,
      `createData(${DOC_PATHS_FILE}) with every doc's id and path (from the global data)`,
      unlisted.length === 0,
      `missing ${unlisted.map((d) => d.id).join(', ')}`,
    );
  });

  test(`its data files land in .docusaurus/docusaurus-plugin-content-docs/default/ (the 404 page imports ${DOC_PATHS_FILE} from there)`, async () => {
    const gen = await generated();
    const dir = path.join(gen.dir, 'docusaurus-plugin-content-docs', 'default');
    const own = gen.dir.startsWith(SITE);
    const file = own ? path.join(dir, DOC_PATHS_FILE) : path.join(dir, '__plugin.json');
    needs(
      PLUGIN,
      `@generated/docusaurus-plugin-content-docs/default/ as the docs plugin's data folder`,
      fs.existsSync(file),
      `no ${path.relative(gen.dir, file)} in ${gen.origin}`,
    );
  });
});

describe(`${PLUGIN}: what the theme reads`, () => {
  test("a sidebar link's docId only in DocCard (useDocById) and the breadcrumbs (as a flag)", () => {
    const found = readers(/\.docId\b/);
    const expected = [
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    ];
    needs(
      PLUGIN,
      `the theme to read a sidebar link's docId only in ${expected.join(' and ')}`,
      found.sort().join() === expected.join(),
      `read in ${found.join(', ')}`,
    );
  });

  test("a version's docs only to find its main doc, the active doc (active-doc), a card's doc or a navbar doc item's", () => {
    const found = readers(/[vV]ersion\??\.docs\b/).sort();
    const expected = [
      '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js',
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionNavbarItem.js',
    ];
    needs(
      PLUGIN,
      `the theme to read a version's docs only in ${expected.map((f) => path.basename(path.dirname(f)) + '/' + path.basename(f)).join(', ')}`,
      found.join() === expected.join(),
      `read in ${found.join(', ')}`,
    );
    const mainDocReaders = expected.filter((file) => file.includes('theme-classic'));
    for (const file of mainDocReaders) {
      needs(
        PLUGIN,
        `${file} to look up only the version's main doc in its docs`,
        /version\.docs\.find\(\(doc\) => doc\.id === version\.mainDocId\)/.test(
          fs.readFileSync(installedFile(file), 'utf8'),
        ),
      );
    }
  });
});
