import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {loadIndex, runQuery, type SerializedIndex} from '../../src/plugins/local-search/engine';
import queries from '../fixtures/search-queries.json';
import {test, expect} from './fixtures';

/**
 * Relevance of the embedded index over the built site: for each query, the page
 * a reader is looking for must be among the first three distinct pages.
 */
const indexFile = path.join(__dirname, '../../build/search-index.json');

test.describe('search relevance', () => {
  const loaded = fs.existsSync(indexFile)
    ? loadIndex(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as SerializedIndex)
    : null;

  test('the whole index stays within its 400 KB gzip budget', () => {
    const gzipped = zlib.gzipSync(fs.readFileSync(indexFile)).length;
    expect(gzipped, `search-index.json is ${Math.round(gzipped / 1024)} KB gzip`).toBeLessThanOrEqual(400 * 1024);
  });

  test('the query set is large enough to mean something', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(loaded, 'build/search-index.json is missing: run the build first').not.toBeNull();
  });

  for (const {query, expect: expected} of queries) {
    test(`"${query}" → ${expected}`, () => {
      const result = runQuery(loaded!, {query, hitsPerPage: 20, facetFilters: ['language:en']});
      const pages = [...new Set(result.hits.map((h) => new URL(h.url_without_anchor).pathname))];
      expect(pages.slice(0, 3), `top pages for "${query}"`).toContain(expected);
    });
  }
});
