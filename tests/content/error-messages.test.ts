import fs from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks, listMarkdownFiles, metaValue, PROJECT_ROOT, readMarkdown} from '../../scripts/lib/markdown';

/**
 * Every ```text error``` block in docs/ quotes an error or warning message as the
 * installed Remotion packages build it. Each non-empty line of such a block must
 * occur verbatim in at least one .js file of `remotion` or `@remotion/*`, so a
 * quoted message that was altered (or that no longer exists) fails here.
 */

type Quote = {file: string; line: number; text: string};

const NODE_MODULES = path.join(PROJECT_ROOT, 'node_modules');

/** Roots whose JavaScript counts as "the installed packages". */
function packageRoots(): string[] {
  const roots = [path.join(NODE_MODULES, 'remotion')];
  const scope = path.join(NODE_MODULES, '@remotion');
  if (fs.existsSync(scope)) {
    for (const entry of fs.readdirSync(scope, {withFileTypes: true})) {
      if (entry.isDirectory() || entry.isSymbolicLink()) {
        roots.push(path.join(scope, entry.name));
      }
    }
  }
  return roots.filter((root) => fs.existsSync(root));
}

/** All .js files below the package roots, skipping nested node_modules (other packages, other versions). */
function listJsFiles(roots: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules') {
        continue;
      }
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.js')) {
        out.push(full);
      }
    }
  };
  roots.forEach(walk);
  return out;
}

function collectQuotes(): Quote[] {
  const quotes: Quote[] = [];
  for (const file of listMarkdownFiles(['docs'])) {
    const md = readMarkdown(file);
    for (const block of extractCodeBlocks(md.body, md.bodyLine)) {
      if (block.lang !== 'text' || metaValue(block.meta, 'error') === undefined) {
        continue;
      }
      block.code.split('\n').forEach((text, i) => {
        if (text.trim() !== '') {
          quotes.push({file, line: block.line + i, text});
        }
      });
    }
  }
  return quotes;
}

const quotes = collectQuotes();

describe('quoted error messages (```text error``` blocks in docs/)', () => {
  it('are found in docs', () => {
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('occur verbatim in the JavaScript of remotion and @remotion/*', () => {
    const jsFiles = listJsFiles(packageRoots());
    expect(
      jsFiles.length,
      'no .js files found under node_modules/remotion and node_modules/@remotion/*',
    ).toBeGreaterThan(0);

    // Read every file once; each distinct line is searched until it is found, then dropped.
    const pending = new Map<string, Quote[]>();
    for (const quote of quotes) {
      pending.set(quote.text, [...(pending.get(quote.text) ?? []), quote]);
    }
    for (const jsFile of jsFiles) {
      if (pending.size === 0) {
        break;
      }
      const source = fs.readFileSync(jsFile, 'utf8');
      for (const text of [...pending.keys()]) {
        if (source.includes(text)) {
          pending.delete(text);
        }
      }
    }

    const missing = [...pending.values()].flat().map((q) => `${q.file}:${q.line} ${JSON.stringify(q.text)}`);
    expect(missing, 'these lines of ```text error``` blocks occur in no .js file of remotion or @remotion/*').toEqual(
      [],
    );
  });
});
