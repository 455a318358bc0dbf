/**
 * Uploads the built site's search records to an Algolia index, replacing its
 * contents. Needs an admin key from the environment; the key is only sent to
 * Algolia, never printed or written anywhere.
 * Usage: ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push
 */
import fs from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {collectRecords} from '../src/plugins/local-search/collectRecords';
import {SITE_URL} from '../src/data/site';

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

async function main() {
  const missing = REQUIRED.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`search:push refused: set ${missing.join(', ')} in the environment.`);
    console.error('The admin key writes to your index; it is read from the environment only and never stored.');
    process.exit(1);
  }
  const buildDir = path.resolve('build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error('search:push refused: no built site in build/. Run "npm run build" first.');
    process.exit(1);
  }
  const records = collectRecords(buildDir, SITE_URL).map(({code: _code, ...record}) => record);
  const indexName = process.env.ALGOLIA_INDEX_NAME!;
  const client = algoliasearch(process.env.ALGOLIA_APP_ID!, process.env.ALGOLIA_ADMIN_API_KEY!);
  await client.setSettings({
    indexName,
    indexSettings: {
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
      attributesToSnippet: ['content:10'],
      customRanking: ['asc(position)'],
      distinct: true,
      attributeForDistinct: 'url',
    },
  });
  await client.replaceAllObjects({indexName, objects: records});
  console.log(`Pushed ${records.length} records to the Algolia index "${indexName}".`);
}

main().catch((error: Error) => {
  console.error(`search:push failed: ${error.message}`);
  process.exit(1);
});
