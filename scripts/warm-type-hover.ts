/**
 * Computes the types-on-hover data of every sample into its cache (node_modules/.cache/type-hover),
 * so that the build that follows reads it instead of asking the compiler. scripts/test-all.sh runs
 * it in the background while the single-threaded checks (tsc, ESLint, Prettier) leave a core idle.
 */
import fs from 'node:fs';
import {computeTypeHover, PAGES_FILE} from './lib/typeHover';

const {stats, pages} = computeTypeHover();
// The build's postBuild reads the result instead of computing it again.
fs.writeFileSync(PAGES_FILE, JSON.stringify(pages));
console.log(
  `[type-hover warm-up] ${stats.identifiers} identifiers in ${stats.blocks} samples on ${pages.length} pages ` +
    `(${stats.cached} from cache) in ${stats.ms} ms`,
);
