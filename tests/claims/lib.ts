/**
 * Helpers for the executed claims (tests/claims/*.test.ts). Each test runs the installed packages
 * and asserts what a docs page says; the page's ledger entry (audit/claims/*.jsonl) names it by
 * "tests/claims/<file>.test.ts > <describe> <test name>", and `npm run audit` requires it to pass.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {PROJECT_ROOT, readMarkdown} from '../../scripts/lib/markdown';

/** `require` as the site's own package would resolve it: the pinned, installed packages. */
export const requireInstalled = createRequire(path.join(PROJECT_ROOT, 'package.json'));

/** The text of an installed package file, for facts that only a file's contents can show. */
export const installedFile = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', file), 'utf8');

/** A docs page's body, whitespace collapsed, to assert that the page still says what the test proves. */
export const pageSays = (id: string) => readMarkdown(`docs/${id}.mdx`).body.replace(/\s+/g, ' ');

/** A committed fixture file under tests/fixtures/media. */
export const fixture = (name: string) => path.join(PROJECT_ROOT, 'tests/fixtures/media', name);

/**
 * Runs a script in a real Node.js process from the project root, as a reader's `.mjs` (ESM) or
 * `.cjs` (CommonJS) file would run, and returns what it printed. Batch many checks into one
 * script: each process costs ~0.2 s.
 */
export function runNode(format: 'esm' | 'cjs', code: string): string {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
  const file = path.join(dir, format === 'esm' ? 'script.mjs' : 'script.cjs');
  fs.writeFileSync(file, code);
  try {
    return execFileSync(process.execPath, [file], {cwd: PROJECT_ROOT, encoding: 'utf8', stdio: 'pipe'});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
