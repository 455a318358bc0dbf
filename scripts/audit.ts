/**
 * npm run audit [-- --report reports/vitest.json] [--only <ledger file>]
 *   checks the claims ledger (audit/claims/*.jsonl): every entry's claim on its page, its cited
 *   lines containing what it states, and its test passed (from the report, or a run of the
 *   ledger's test files when no report is given); prints claims per section and per kind.
 * npm run audit -- --fill       adds hashes to new entries
 * npm run audit -- --rehash     records the current hash of entries re-read after an upgrade
 * npm run audit -- --suggest    first guesses of "kind" and "states" for entries without them
 * npm run audit:stale           fails, listing the claims whose cited code changed since they were checked
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkLedger,
  citedText,
  EXECUTABLE_KINDS,
  fillHashes,
  parseTestRef,
  passedTests,
  readLedger,
  rehash,
  rewriteLedger,
  summarize,
  summarizeKinds,
} from './lib/claimsLedger';
import {suggestKind, suggestStates} from './lib/claimSuggest';
import {PROJECT_ROOT} from './lib/markdown';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const root = process.env.AUDIT_ROOT ? path.resolve(process.env.AUDIT_ROOT) : PROJECT_ROOT;
const only = option('--only');

if (flag('--fill')) {
  console.log(`hashes added: ${fillHashes(root, only)}`);
}
if (flag('--rehash')) {
  console.log(`hashes renewed: ${rehash(root, only)}`);
}
if (flag('--suggest')) {
  const changed = rewriteLedger(
    (entry) => {
      const next = {...entry};
      next.kind ??= suggestKind(entry);
      if (!Array.isArray(next.states) || next.states.length === 0) {
        const cited = Array.isArray(entry.source) ? citedText(entry.source, root) : null;
        const states = cited ? suggestStates(entry.claim, cited) : [];
        if (states.length > 0) next.states = states;
      }
      return next;
    },
    root,
    only,
  );
  console.log(`entries given a suggested kind or states: ${changed}`);
}

if (flag('--stale')) {
  const {stale, entries} = checkLedger({root, only});
  for (const {file, line, entry} of stale) {
    console.log(
      `${file}:${line}  ${entry.page}  ${(entry.source ?? []).join(', ')}\n    "${entry.claim.slice(0, 120)}"`,
    );
  }
  console.log(`${stale.length} of ${entries.length} claims have cited code that changed since they were checked`);
  if (stale.length > 0) {
    console.log('re-read each claim against its lines, fix the page or the citation, then `npm run audit -- --rehash`');
  }
  process.exit(stale.length > 0 ? 1 : 0);
}

/** Runs the vitest files the ledger's tests live in; returns the report. */
function runLedgerTests(): unknown {
  const files = [
    ...new Set(
      readLedger(root, only)
        .entries.map((e) => (e.entry.test ? parseTestRef(e.entry.test)?.file : undefined))
        .filter((f): f is string => Boolean(f) && !f!.startsWith('tests/e2e/')),
    ),
  ];
  if (files.length === 0) {
    return {testResults: []};
  }
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'audit-')), 'vitest.json');
  try {
    execFileSync('npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${out}`], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch {
    // Failed tests are reported per claim below.
  }
  return fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {testResults: []};
}

const reportFile = option('--report');
const report = reportFile ? JSON.parse(fs.readFileSync(path.resolve(reportFile), 'utf8')) : runLedgerTests();
const result = checkLedger({root, only, passed: passedTests(report, root)});

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
console.log('\nkind              claims  executed  unexecutable  cited');
const kinds = summarizeKinds(result.entries);
for (const k of kinds) {
  const mark = EXECUTABLE_KINDS.includes(k.kind) ? '*' : ' ';
  console.log(
    `${(k.kind + mark).padEnd(16)} ${String(k.claims).padStart(7)} ${String(k.executed).padStart(9)} ${String(k.unexecutable).padStart(13)} ${String(k.cited).padStart(6)}`,
  );
}
const executed = kinds.reduce((n, k) => n + k.executed, 0);
console.log(`executed claims: ${executed} (* kinds must be executed or say why they can't be)`);
if (result.stale.length > 0) {
  console.log(`${result.stale.length} claims have changed cited code: npm run audit:stale lists them`);
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
