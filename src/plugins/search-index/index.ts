import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectRecords} from '../../search/collectRecords';
import {buildIndex} from '../../search/engine';

/** Where the embedded index is served from; the search client fetches it lazily. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * After the build, reads every generated page and writes the embedded search
 * index next to it. The same records are what `npm run search:push` uploads.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      const started = Date.now();
      const records = collectRecords(outDir, context.siteConfig.url);
      if (records.length === 0) {
        throw new Error('search-index: the build produced no searchable pages');
      }
      const index = buildIndex(records);
      const target = path.join(outDir, SEARCH_INDEX_FILE);
      fs.writeFileSync(target, JSON.stringify(index));
      const kb = Math.round(fs.statSync(target).size / 1024);
      console.log(
        `[search-index] ${records.length} records from ${index.pages.length} pages, ${kb} KB, ${Date.now() - started} ms`,
      );
    },
  };
}
