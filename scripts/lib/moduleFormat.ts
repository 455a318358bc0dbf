/**
 * A sample the reader runs as a script must run the way the page says. Remotion's templates are
 * CommonJS projects (no `"type": "module"`), so `npx tsx script.ts` or `node script.js` compiles
 * the file as CommonJS, where top-level `await` is a syntax error ("Top-level await is currently
 * not supported with the "cjs" output format"). Top-level `await` is therefore allowed only where
 * the page makes the file an ES module (.mts/.mjs, or a package.json with "type": "module"), or
 * runs it with Bun or Deno, which accept it in any file.
 */
import ts from 'typescript';
import {extractCodeBlocks, metaValue, type CodeBlock} from './markdown';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs', 'mts', 'cjs', 'cts']);

/** 1-based lines (within the block) of `await` / `for await` outside any function. */
export function topLevelAwaitLines(code: string, tsx = true): number[] {
  const source = ts.createSourceFile(
    tsx ? 'sample.tsx' : 'sample.ts',
    code,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) {
      return;
    }
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return [...new Set(lines)];
}

const RUNS_WITH_BUN_OR_DENO = (file: string) =>
  new RegExp(`\\b(?:bun(?: run)?|deno run(?: [-\\w=,]+)*) \\.?/?${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`);

/**
 * Whether the page presents a block as a file the reader runs: it is titled with a path outside the
 * bundled source (`src/`, config files), or a command on the page runs it (`npx tsx`, `node`,
 * `npx ts-node`). An untitled fragment shows a call, not a file to run.
 */
export function isScript(title: string, body: string): boolean {
  if (!title || !/\.[cm]?[jt]sx?$/.test(title)) {
    return false;
  }
  const base = title.split('/').pop()!;
  const runs = new RegExp(
    `\\b(?:npx (?:tsx|ts-node)|node|tsx)(?: [-\\w=]+)* (?:[\\w.-]*/)*${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`,
  );
  const commands = body.replace(/^\s*(?:`{3,}|~{3,}).*$/gm, '');
  if (runs.test(commands)) {
    return true;
  }
  return (
    !/^(?:\.\/)?src\//.test(title) &&
    !/(?:^|\/)(?:remotion\.config|[\w.-]+\.config)\.[cm]?[jt]s$/.test(title) &&
    !/\.d\.ts$/.test(title)
  );
}

export type ModuleFormatProblem = {line: number; message: string};

/** Samples on a page that use top-level `await` in a file the page runs (or would run) as CommonJS. */
export function findCjsTopLevelAwait(body: string, bodyLine = 1): ModuleFormatProblem[] {
  const pageIsEsm = /"type"\s*:\s*"module"/.test(body);
  const problems: ModuleFormatProblem[] = [];
  for (const block of extractCodeBlocks(body, bodyLine) as CodeBlock[]) {
    if (!SCRIPT_LANGS.has(block.lang)) {
      continue;
    }
    const title = metaValue(block.meta, 'title') ?? '';
    if (/\.m[jt]s$/.test(title) || block.lang === 'mjs' || block.lang === 'mts' || pageIsEsm) {
      continue;
    }
    if (
      title &&
      (RUNS_WITH_BUN_OR_DENO(title).test(body) || RUNS_WITH_BUN_OR_DENO(title.split('/').pop()!).test(body))
    ) {
      continue;
    }
    // Code that is not a module of the project (a browser console, a REPL, Deno) says so in its meta.
    if (metaValue(block.meta, 'runtime') !== undefined) {
      continue;
    }
    if (!isScript(title, body)) {
      continue;
    }
    const found = topLevelAwaitLines(
      block.code,
      block.lang !== 'ts' && block.lang !== 'typescript' && block.lang !== 'mts' && block.lang !== 'cts',
    );
    for (const line of found) {
      problems.push({
        line: block.line + line - 1,
        message: `top-level await in ${title || `a ${block.lang} block`}, which runs as CommonJS in a Remotion project; wrap it in an async function, or make the file .mts/.mjs and say so`,
      });
    }
  }
  return problems;
}
