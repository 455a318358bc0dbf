/**
 * Page weights of a built site, without the rest of the benchmark (quick before/after checks):
 *   npx jiti scripts/bench/weights.ts [--dir build] /docs/ /docs/spring …
 * Prints, per page, JS and CSS loaded before interaction and fetched while scrolling, in KB gzip,
 * plus prefetch tags and DOM nodes; --files also lists the scripts loaded before interaction.
 */
import path from 'node:path';
import {serveStatic} from '../lib/staticServer';
import {launchChromium} from '../lib/chromium';
import {measurePage} from './pageWeight';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : 'build');
const paths = args.filter((a, i) => a.startsWith('/') && !(dirIndex >= 0 && i === dirIndex + 1));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const {server, origin} = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    for (const page of paths.length ? paths : ['/', '/docs/']) {
      const w = await measurePage(browser, origin, dir, page);
      console.log(
        `${page}: JS ${kb(w.js.gzip)} KB gzip (${w.js.files} files, ${kb(w.js.raw)} raw), CSS ${kb(w.css.gzip)} KB; ` +
          `scrolling: prefetched JS ${kb(w.prefetchedJs.gzip)} KB (${w.prefetchedJs.files}), lazy JS ${kb(w.lazyJs.gzip)} KB (${w.lazyJs.files}); ` +
          `${w.prefetchTags} prefetch tags, ${w.domNodes} DOM nodes`,
      );
      if (args.includes('--files')) for (const s of w.scripts) console.log(`  ${kb(s.gzip).padStart(7)} KB  ${s.file}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
