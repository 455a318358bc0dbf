import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkLedger, fillHashes, hashSources, parseSource, summarize} from '../../scripts/lib/claimsLedger';

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
      'a\nb\nconst timeout = 60000;\nd\n',
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
});
