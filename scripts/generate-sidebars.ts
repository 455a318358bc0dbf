/**
 * Rewrites sidebars.ts from the docs plan (docs/docs-plan.json) for the pages that exist in
 * docs/. Run after adding pages: npm run sidebars. tests/content/sidebars.test.ts fails when
 * sidebars.ts is not what this writes.
 *
 * `npm run sidebars -- --staged` counts only pages staged in git, for committing a sidebar
 * that matches the commit while other pages are still being written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {sidebarsSource} from '../src/lib/docsPlan';
import {docExists, PROJECT_ROOT} from './lib/markdown';

function stagedDocExists(): (id: string) => boolean {
  const staged = new Set(
    execFileSync('git', ['ls-files', '--cached', 'docs'], {cwd: PROJECT_ROOT, encoding: 'utf8'}).split('\n'),
  );
  return (id) => staged.has(`docs/${id}.md`) || staged.has(`docs/${id}.mdx`);
}

const exists = process.argv.includes('--staged') ? stagedDocExists() : (id: string) => docExists(id);
fs.writeFileSync(path.join(PROJECT_ROOT, 'sidebars.ts'), sidebarsSource(exists));
console.log('sidebars.ts written');
