// Totals the suites that scripts/test-all.sh ran into one closing line.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

// Steps that are one check each.
for (const step of ['chromium', 'typecheck', 'lint', 'format', 'audit', 'audit-stale', 'build', 'build-log']) {
  const status = read(`reports/${step}.status`);
  if (status === null) {
    continue;
  }
  if (status === '0') passed++;
  else failed++;
  lines.push(`${step}: ${status === '0' ? 'ok' : 'FAILED'}`);
}

const vitest = read('reports/vitest.json');
if (vitest) {
  const r = JSON.parse(vitest);
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  lines.push(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  if (read('reports/vitest.status') !== '0' && r.numFailedTests === 0) {
    failed++;
    lines.push('vitest: exited non-zero without a failed test');
  }
} else if (read('reports/vitest.status') !== null) {
  failed++;
  lines.push('vitest: no report');
}

const e2eStatus = read('reports/e2e.status');
const e2e = read('reports/e2e.json');
if (e2e) {
  const {stats} = JSON.parse(e2e);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  lines.push(
    `playwright: ${stats.expected} passed, ${stats.flaky} flaky (passed on retry), ${stats.unexpected} failed`,
  );
  if (e2eStatus !== '0' && stats.unexpected === 0) {
    failed++;
    lines.push('playwright: exited non-zero without a failed test');
  }
} else if (read('reports/build.status') !== null) {
  failed++;
  lines.push('playwright: not run or no report');
}

console.log(lines.map((l) => `  ${l}`).join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
