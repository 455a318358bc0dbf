/**
 * Writes the DocSearch records of the built site as JSON.
 * Usage: npm run search:records -- [buildDir] [outFile]
 */
import fs from 'node:fs';
import path from 'node:path';
import {collectRecords} from '../src/plugins/local-search/collectRecords';
import {SITE_URL} from '../src/data/site';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const outFile = path.resolve(process.argv[3] ?? path.join(buildDir, 'search-records.json'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}. Run "npm run build" first.`);
  process.exit(1);
}
const records = collectRecords(buildDir, SITE_URL);
fs.writeFileSync(outFile, JSON.stringify(records, null, 1));
const pages = new Set(records.map((r) => r.url_without_anchor)).size;
console.log(`${records.length} records from ${pages} pages written to ${path.relative(process.cwd(), outFile)}`);
