/**
 * What src/plugins/local-search takes from Docusaurus beyond its plugin API: the helpers of
 * theme-search-algolia's client, the theme components it replaces or imports, and the markup of
 * a built docs page its records are read from (content root, breadcrumbs, search meta tags, the
 * sidebar's active link, the navbar).
 */
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import {htmlPagesOf} from '../../src/plugins/local-search/collectRecords';
import {activeSidebarLabel, extractRecords} from '../../src/plugins/local-search/extractRecords';
import {generated, importsOf, installedModuleExists, installedSource, needs, needsExports} from './lib';

const PLUGIN = 'local-search';

describe(`${PLUGIN}: theme-search-algolia`, () => {
  test('its client exports the contextual-search helpers the modal and search page use', () => {
    needsExports(
      PLUGIN,
      '@docusaurus/theme-search-algolia/lib/client/index.js',
      'the modal and the search page import from it',
      ['mergeFacetFilters', 'useAlgoliaContextualFacetFilters', 'useSearchResultUrlProcessor'],
      '@docusaurus/theme-search-algolia/client',
    );
  });

  test('the theme components it replaces (SearchBar, SearchPage) and imports (SearchTranslations), and the navbar renders @theme/SearchBar', () => {
    for (const component of ['SearchBar', 'SearchPage', 'SearchTranslations']) {
      const dir = `@docusaurus/theme-search-algolia/lib/theme/${component}`;
      needs(PLUGIN, `${dir} (@theme/${component})`, installedModuleExists(dir));
    }
    const navbar = installedSource(
      PLUGIN,
      '@docusaurus/theme-classic/lib/theme/NavbarItem/SearchNavbarItem.js',
      'the navbar item that shows the search bar',
    );
    needs(
      PLUGIN,
      '@docusaurus/theme-classic/lib/theme/NavbarItem/SearchNavbarItem.js to render @theme/SearchBar',
      importsOf(navbar).includes('@theme/SearchBar'),
    );
  });
});

describe(`${PLUGIN}: the built markup`, () => {
  test('a docs page has what its records are read from', async () => {
    const gen = await generated();
    needs(PLUGIN, `built pages next to .docusaurus (${gen.outDir})`, fs.existsSync(gen.outDir), 'no build folder');
    const page = htmlPagesOf(gen.outDir).find(
      ({route}) => /^\/docs\/[^/]+\/[^/]+$/.test(route) && !route.includes('/category/'),
    );
    needs(PLUGIN, 'a docs page in a sidebar category of the build', page, `none in ${gen.origin}`);
    const html = fs.readFileSync(page.file, 'utf8');
    const $ = cheerio.load(html);
    const where = `the built docs page ${page.route}`;
    needs(
      PLUGIN,
      `${where} to wrap its Markdown in .theme-doc-markdown (the records' content root)`,
      $('.theme-doc-markdown').length === 1,
    );
    needs(
      PLUGIN,
      `${where} to have breadcrumbs as .theme-doc-breadcrumbs .breadcrumbs__item (the hit's section)`,
      $('.theme-doc-breadcrumbs .breadcrumbs__item').length >= 2,
    );
    for (const meta of ['docsearch:docusaurus_tag', 'docsearch:language']) {
      needs(
        PLUGIN,
        `${where} to have <meta name="${meta}"> (the records' facets)`,
        $(`meta[name="${meta}"]`).attr('content'),
      );
    }
    needs(
      PLUGIN,
      `${where} to mark its own sidebar link class="menu__link menu__link--active" (its label, which readers know the page by)`,
      activeSidebarLabel(html),
      'no label read',
    );
    needs(
      PLUGIN,
      `${where} to have its navbar as nav.navbar (hashTargetNavbar.ts measures it)`,
      $('nav.navbar').length === 1,
    );
    const records = extractRecords({path: page.route, html, siteUrl: 'https://example.com'});
    needs(
      PLUGIN,
      `${where} to give records: its title and its text`,
      records[0]?.type === 'lvl1' && records.length > 1,
      `${records.length} records`,
    );
  });
});
