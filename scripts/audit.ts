/**
 * npm run audit [-- --fill] [-- --only <ledger file>]   checks the claims ledger (audit/claims/*.jsonl)
 * npm run audit:stale                                   lists claims whose package code changed since they were checked
 */
import {checkLedger, fillHashes, summarize} from './lib/claimsLedger';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

if (flag('--fill')) {
  console.log(`hashes added: ${fillHashes(undefined, only)}`);
}

const result = checkLedger({only});

if (flag('--stale')) {
  for (const {file, line, entry} of result.stale) {
    console.log(`${file}:${line}  ${entry.page}  ${entry.source.join(', ')}\n    "${entry.claim.slice(0, 120)}"`);
  }
  console.log(
    `${result.stale.length} of ${result.entries.length} claims have source code that changed since they were checked`,
  );
  process.exit(result.stale.length > 0 ? 1 : 0);
}

const rows = summarize(result.entries);
console.log('section              pages  claims  wrong  misleading  removed');
for (const r of rows) {
  console.log(
    `${r.section.padEnd(20)} ${String(r.pages).padStart(5)} ${String(r.claims).padStart(7)} ${String(r.wrong).padStart(6)} ${String(r.misleading).padStart(11)} ${String(r.removed).padStart(8)}`,
  );
}
const total = (key: 'pages' | 'claims' | 'wrong' | 'misleading' | 'removed') => rows.reduce((n, r) => n + r[key], 0);
console.log(
  `${'total'.padEnd(20)} ${String(total('pages')).padStart(5)} ${String(total('claims')).padStart(7)} ${String(total('wrong')).padStart(6)} ${String(total('misleading')).padStart(11)} ${String(total('removed')).padStart(8)}`,
);
if (result.stale.length > 0) {
  console.log(`note: ${result.stale.length} claims have changed source code; run npm run audit:stale`);
}
const shown = result.problems.slice(0, 200);
for (const p of shown) {
  console.error(`${p.where}: ${p.message}`);
}
if (result.problems.length > shown.length) {
  console.error(`… and ${result.problems.length - shown.length} more`);
}
console.log(result.problems.length === 0 ? 'claims ledger: ok' : `claims ledger: ${result.problems.length} problems`);
process.exit(result.problems.length === 0 ? 0 : 1);
