import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readIndexAsks} from '../../data/searchAsks';
import {collectRecords, RecordCache} from './collectRecords';
import {buildIndex} from './engine';
import type {SearchSettings} from './settings';

/**
 * Everything search on the site: the records and the embedded index written
 * after the build, the Algolia-shaped client over that index, the SearchBar
 * (DocSearch modal) and SearchPage theme components, and the switch to hosted
 * Algolia. The theme components here replace theme-search-algolia's, whose
 * config (`themeConfig.algolia`) still drives contextual search, the search
 * page path and hosted mode.
 */

export const PLUGIN_NAME = 'local-search';
/** Where the embedded index is served from; the client fetches it on first intent. */
export const SEARCH_INDEX_FILE = 'search-index.json';
/** The rest of each section's text, loaded with the index (format.ts, client.ts). */

export type LocalSearchOptions = {
  /** `algolia` when the build has hosted credentials, else the embedded index. */
  mode: SearchSettings['mode'];
};

type AlgoliaCredentials = {appId: string; apiKey: string; indexName: string};

/**
 * The hosted-Algolia switch: hosted search needs all three variables at build
 * time; otherwise the site searches the embedded index. theme-search-algolia
 * validates credentials even when they are unused, so embedded mode gets
 * placeholders that never reach a network. `indexName` also keys DocSearch's
 * stored recent searches and favorites.
 */
export function searchConfigFromEnv(env: Record<string, string | undefined>): {
  options: LocalSearchOptions;
  credentials: AlgoliaCredentials;
} {
  const {ALGOLIA_APP_ID: appId, ALGOLIA_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName} = env;
  if (appId && apiKey && indexName) {
    return {options: {mode: 'algolia'}, credentials: {appId, apiKey, indexName}};
  }
  return {
    options: {mode: 'embedded'},
    credentials: {appId: 'EMBEDDED', apiKey: 'embedded-index', indexName: 'remotion-docs'},
  };
}

/** The host every hosted query goes to; preconnected on every page in hosted mode. */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

function readOptions(options: unknown): LocalSearchOptions {
  const mode = (options as Partial<LocalSearchOptions> | undefined)?.mode ?? 'embedded';
  if (mode !== 'embedded' && mode !== 'algolia') {
    throw new Error(`${PLUGIN_NAME}: mode must be "embedded" or "algolia", not ${JSON.stringify(mode)}`);
  }
  return {mode};
}

export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const {mode} = readOptions(options);
  const settings: SearchSettings = {mode, indexUrl: `${context.baseUrl}${SEARCH_INDEX_FILE}`};
  const appId = (context.siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId;
  if (mode === 'algolia' && !appId) {
    throw new Error(`${PLUGIN_NAME}: hosted mode needs themeConfig.algolia.appId`);
  }

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      // Keeps the navbar off a heading that a search result (or any link) opened on another page.
      return [path.join(__dirname, 'hashTargetNavbar.ts')];
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(settings);
    },

    injectHtmlTags() {
      if (mode !== 'algolia') {
        return {};
      }
      // Lets the browser open the connection to the search cluster before the first query.
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preconnect', href: algoliaHost(appId!), crossorigin: 'anonymous'}},
        ],
      };
    },

    async postBuild({outDir}) {
      if (mode !== 'embedded') {
        return;
      }
      const started = Date.now();
      const cache = new RecordCache(
        path.join(context.siteDir, 'node_modules/.cache/local-search/records.json'),
        context.siteConfig.url,
      );
      const records = collectRecords(outDir, context.siteConfig.url, readIndexAsks(), cache);
      cache.save();
      if (records.length === 0) {
        throw new Error(`${PLUGIN_NAME}: the build produced no searchable pages`);
      }
      const index = buildIndex(records);
      const target = path.join(outDir, SEARCH_INDEX_FILE);
      fs.writeFileSync(target, JSON.stringify(index));
      console.log(
        `[${PLUGIN_NAME}] ${records.length} records from ${index.pages.length} pages (${cache.hits} pages unchanged since the last build), ${Math.round(fs.statSync(target).size / 1024)} KB, ${Date.now() - started} ms`,
      );
    },
  };
}
