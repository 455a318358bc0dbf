import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkLedger,
  fillHashes,
  hashSources,
  parseSource,
  parseTestRef,
  passedTests,
  summarize,
  summarizeKinds,
} from '../../scripts/lib/claimsLedger';
import {suggestKind, suggestStates} from '../../scripts/lib/claimSuggest';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';

/** Runs `npm run audit` (scripts/audit.ts) on a planted project; returns its exit code and output. */
function runAudit(root: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules/jiti/bin/jiti.js'), path.join(PROJECT_ROOT, 'scripts/audit.ts'), ...args],
    {cwd: PROJECT_ROOT, env: {...process.env, AUDIT_ROOT: root}, encoding: 'utf8'},
  );
  return {code: result.status, output: `${result.stdout}${result.stderr}`};
}
const EMPTY_REPORT = JSON.stringify({testResults: []});

/** A tiny project: one docs page, one "installed package" file and a ledger. */
function project(
  ledger: object[],
  page = 'The default is `30000` milliseconds.\n',
  pkg = 'a\nb\nconst timeout = 30000;\nd\n',
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'));
  fs.mkdirSync(path.join(root, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(root, 'docs/timeout.mdx'), `---\ntitle: Timeout\n---\n\n${page}`);
  fs.mkdirSync(path.join(root, 'node_modules/@remotion/renderer/dist'), {recursive: true});
  fs.writeFileSync(path.join(root, 'node_modules/@remotion/renderer/dist/timeout.js'), pkg);
  fs.mkdirSync(path.join(root, 'audit/claims'), {recursive: true});
  fs.writeFileSync(path.join(root, 'audit/claims/core.jsonl'), ledger.map((e) => JSON.stringify(e)).join('\n'));
  return root;
}

const entry = {
  page: 'timeout',
  claim: 'The default is `30000` milliseconds.',
  verdict: 'true',
  kind: 'fact',
  states: ['30000'],
  source: ['@remotion/renderer/dist/timeout.js:3-3'],
};

describe('claims ledger', () => {
  it('parses sources and rejects malformed ones', () => {
    expect(parseSource('@remotion/renderer/dist/timeout.js:3-10')).toEqual({
      file: '@remotion/renderer/dist/timeout.js',
      start: 3,
      end: 10,
    });
    expect(parseSource('remotion/dist/cjs/index.js:1-2')?.file).toBe('remotion/dist/cjs/index.js');
    expect(parseSource('timeout.js')).toBeNull();
  });

  it('passes a filled, matching ledger and counts it per section', () => {
    const root = project([entry]);
    expect(fillHashes(root)).toBe(1);
    const result = checkLedger({root});
    expect(result.problems).toEqual([]);
    expect(result.stale).toEqual([]);
    expect(summarize(result.entries)).toEqual([
      {section: 'core', pages: 1, claims: 1, wrong: 0, misleading: 0, removed: 0},
    ]);
  });

  it('fails when the sentence was edited on the page', () => {
    const root = project([entry], 'The default is `60000` milliseconds.\n');
    fillHashes(root);
    expect(
      checkLedger({root})
        .problems.map((p) => p.message)
        .join(),
    ).toMatch(/no longer stands on timeout/);
  });

  it('fails when a removed claim is still on the page, or a fixed one lacks what it was', () => {
    const root = project([
      {...entry, verdict: 'removed-wrong'},
      {...entry, claim: 'The default is `30000` milliseconds', verdict: 'fixed-wrong'},
    ]);
    fillHashes(root);
    const messages = checkLedger({root}).problems.map((p) => p.message);
    expect(messages.some((m) => /marked removed-wrong but still on/.test(m))).toBe(true);
    expect(messages.some((m) => /says what the page said before/.test(m))).toBe(true);
  });

  it('fails on a source that is not installed, lines out of range, a missing hash and an uncovered page', () => {
    const root = project([
      {...entry, source: ['@remotion/lambda/dist/nope.js:1-2']},
      {...entry, claim: 'The default is `30000`', source: ['@remotion/renderer/dist/timeout.js:3-99']},
    ]);
    fs.writeFileSync(path.join(root, 'docs/other.mdx'), '---\ntitle: Other\n---\n\nText.\n');
    const messages = checkLedger({root}).problems.map((p) => `${p.where} ${p.message}`);
    expect(messages.some((m) => /is not installed/.test(m))).toBe(true);
    expect(messages.some((m) => /outside node_modules/.test(m))).toBe(true);
    expect(messages.some((m) => /docs\/other has no entry/.test(m))).toBe(true);
    const unfilled = project([entry]);
    expect(checkLedger({root: unfilled}).problems.map((p) => p.message)).toContain(
      'has no hash (run `npm run audit -- --fill`)',
    );
  });

  it('reports an entry as stale when its source region changes after an upgrade', () => {
    const root = project([entry]);
    fillHashes(root);
    const before = hashSources(entry.source, root);
    fs.writeFileSync(
      path.join(root, 'node_modules/@remotion/renderer/dist/timeout.js'),
      'a\nb\nconst timeout = 30000; // a comment changes the hash too\nd\n',
    );
    expect(hashSources(entry.source, root)).not.toBe(before);
    const result = checkLedger({root});
    expect(result.problems).toEqual([]);
    expect(result.stale.map((s) => s.entry.page)).toEqual(['timeout']);
  });

  it('reports malformed JSON lines instead of throwing', () => {
    const root = project([entry]);
    fs.appendFileSync(path.join(root, 'audit/claims/core.jsonl'), '\n{not json');
    expect(checkLedger({root}).problems.some((p) => /not valid JSON/.test(p.message))).toBe(true);
  });

  it('fails an entry whose cited lines do not contain what it states (a planted wrong citation)', () => {
    const root = project([{...entry, states: ['30000'], source: ['@remotion/renderer/dist/timeout.js:1-2']}]);
    fillHashes(root);
    expect(checkLedger({root}).problems.map((p) => p.message)).toEqual([
      'cites @remotion/renderer/dist/timeout.js:1-2, which does not contain "30000" that the claim states',
    ]);
    const report = path.join(root, 'report.json');
    fs.writeFileSync(report, EMPTY_REPORT);
    const audit = runAudit(root, '--report', report);
    expect(audit.code).toBe(1);
    expect(audit.output).toMatch(/does not contain "30000"/);
  });

  it('fails an entry that states nothing, or states what the claim does not say', () => {
    const root = project([
      {...entry, states: []},
      {...entry, claim: 'The default is `30000` milliseconds', states: ['60000']},
    ]);
    fillHashes(root);
    const messages = checkLedger({root}).problems.map((p) => p.message);
    expect(messages.some((m) => /needs "states"/.test(m))).toBe(true);
    expect(messages.some((m) => /states "60000", which the claim does not say/.test(m))).toBe(true);
  });

  it('accepts a page/code pair where the page writes a value otherwise than the code', () => {
    const root = project(
      [{...entry, claim: 'The default is 30 seconds.', states: [{page: '30 seconds', code: '30000'}]}],
      'The default is 30 seconds.\n',
    );
    fillHashes(root);
    expect(checkLedger({root}).problems).toEqual([]);
  });

  it('makes audit:stale fail when a cited source changes (a planted upgrade), and --rehash records the re-read', () => {
    const root = project([entry]);
    fillHashes(root);
    expect(runAudit(root, '--stale').code).toBe(0);
    fs.writeFileSync(
      path.join(root, 'node_modules/@remotion/renderer/dist/timeout.js'),
      'a\nb\nconst timeout = 30000; // changed\nd\n',
    );
    const stale = runAudit(root, '--stale');
    expect(stale.code).toBe(1);
    expect(stale.output).toMatch(/1 of 1 claims have cited code that changed/);
    runAudit(root, '--rehash', '--stale');
    expect(runAudit(root, '--stale').code).toBe(0);
  });

  it('requires a test or a reason for the kinds a citation cannot prove', () => {
    const root = project([{...entry, kind: 'default'}]);
    fillHashes(root);
    expect(checkLedger({root}).problems.map((p) => p.message)).toEqual([
      'a "default" claim names the test that runs it ("test"), or says why it can\'t run here ("unexecutable")',
    ]);
    const excused = project([{...entry, kind: 'default', unexecutable: 'needs AWS Lambda to observe the timeout'}]);
    fillHashes(excused);
    expect(checkLedger({root: excused}).problems).toEqual([]);
  });

  it('checks an executed claim: its test file asserts the stated value, and the test passed in this run', () => {
    const test = 'tests/claims/timeout.test.ts > renderer the default timeout is 30000 ms';
    const root = project([
      {page: entry.page, claim: entry.claim, verdict: 'true', kind: 'default', states: ['30000'], test},
    ]);
    fs.mkdirSync(path.join(root, 'tests/claims'), {recursive: true});
    fs.writeFileSync(path.join(root, 'tests/claims/timeout.test.ts'), 'expect(timeout).toBe(30000);\n');
    const file = path.join(root, 'tests/claims/timeout.test.ts');
    const passedReport = {
      testResults: [
        {name: file, assertionResults: [{fullName: 'renderer the default timeout is 30000 ms', status: 'passed'}]},
      ],
    };
    const failedReport = {
      testResults: [
        {name: file, assertionResults: [{fullName: 'renderer the default timeout is 30000 ms', status: 'failed'}]},
      ],
    };
    expect(checkLedger({root, passed: passedTests(passedReport, root)}).problems).toEqual([]);
    expect(checkLedger({root, passed: passedTests(failedReport, root)}).problems.map((p) => p.message)).toEqual([
      `its test did not pass in this run: ${test}`,
    ]);
    fs.writeFileSync(path.join(root, 'tests/claims/timeout.test.ts'), 'expect(timeout).toBe(60000);\n');
    expect(checkLedger({root, passed: passedTests(passedReport, root)}).problems.map((p) => p.message)).toEqual([
      'states "30000", which tests/claims/timeout.test.ts never asserts',
    ]);
    expect(summarizeKinds(checkLedger({root}).entries).find((k) => k.kind === 'default')).toEqual({
      kind: 'default',
      claims: 1,
      executed: 1,
      unexecutable: 0,
      cited: 0,
    });
    expect(parseTestRef('tests/claims/a.test.ts')).toBeNull();
  });

  it('suggests states only from tokens the cited lines contain, and a kind from the wording', () => {
    expect(
      suggestStates('The default is `30000` ms for `timeoutInMilliseconds`.', 'const timeoutInMilliseconds = 30000;'),
    ).toEqual(['timeoutInMilliseconds', '30000']);
    expect(suggestStates('Calls `onProgress` twice.', 'webpackConfig.module.rules')).toEqual([]);
    expect(suggestKind({page: 'x', claim: 'It throws `Invalid codec`.'})).toBe('error-text');
    expect(suggestKind({page: 'x', claim: 'The codec defaults to `h264`.'})).toBe('default');
  });
});
