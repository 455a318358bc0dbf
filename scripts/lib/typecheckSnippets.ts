import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {extractCodeBlocks, listMarkdownFiles, metaValue, PROJECT_ROOT, readMarkdown} from './markdown';

/** Folders whose ts/tsx code blocks must compile. */
export const SNIPPET_FOLDERS = ['docs', 'blog', 'learn', 'success-stories'];

/** Meta key that exempts a block from type-checking; its value must say why. */
export const OPT_OUT_KEY = 'no-typecheck';

export type SnippetProblem = {file: string; line: number; column: number; message: string};

type Emitted = {snippetPath: string; source: string; firstLine: number; meta: string};

const TYPECHECKED = new Set(['ts', 'tsx', 'typescript']);

// Types that documentation examples may rely on without importing anything.
const AMBIENT = `
declare module '*.png' { const src: string; export default src; }
declare module '*.jpg' { const src: string; export default src; }
declare module '*.jpeg' { const src: string; export default src; }
declare module '*.gif' { const src: string; export default src; }
declare module '*.webp' { const src: string; export default src; }
declare module '*.svg' { const src: string; export default src; }
declare module '*.mp4' { const src: string; export default src; }
declare module '*.webm' { const src: string; export default src; }
declare module '*.mov' { const src: string; export default src; }
declare module '*.mp3' { const src: string; export default src; }
declare module '*.wav' { const src: string; export default src; }
declare module '*.ttf' { const src: string; export default src; }
declare module '*.woff2' { const src: string; export default src; }
declare module '*.module.css' { const classes: Record<string, string>; export default classes; }
declare module '*.css';
`;

function safeName(file: string): string {
  return file.replace(/\.mdx?$/, '').replace(/[^a-zA-Z0-9/_-]/g, '_');
}

/**
 * Writes every ts/tsx block into its own module under outDir/<page>/. A block
 * with title="src/Foo.tsx" is written at that path, so later blocks on the same
 * page can import it as './Foo'.
 */
export function emitSnippets(outDir: string, root = PROJECT_ROOT): {emitted: Emitted[]; problems: SnippetProblem[]} {
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  const emitted: Emitted[] = [];
  const problems: SnippetProblem[] = [];

  // SNIPPET_FILTER (a regular expression on the file path) narrows a run while writing.
  const filter = process.env.SNIPPET_FILTER ? new RegExp(process.env.SNIPPET_FILTER) : null;
  for (const file of listMarkdownFiles(SNIPPET_FOLDERS, root).filter((f) => !filter || filter.test(f))) {
    const md = readMarkdown(file, root);
    const pageDir = path.join(outDir, safeName(file));
    const taken = new Set<string>();
    for (const block of extractCodeBlocks(md.body, md.bodyLine)) {
      if (!TYPECHECKED.has(block.lang)) {
        continue;
      }
      const optOut = metaValue(block.meta, OPT_OUT_KEY);
      if (optOut !== undefined) {
        if (optOut.trim().length < 10) {
          problems.push({
            file,
            line: block.line - 1,
            column: 1,
            message: `${OPT_OUT_KEY} needs a reason of at least 10 characters, e.g. ${OPT_OUT_KEY}="shows the error users hit"`,
          });
        }
        continue;
      }
      const ext = block.lang === 'tsx' ? '.tsx' : '.ts';
      const title = metaValue(block.meta, 'title');
      let relative =
        title && /^[\w./-]+\.(tsx?|mts|cts)$/.test(title) && !title.includes('..')
          ? title
          : `block-${block.line}${ext}`;
      if (taken.has(relative)) {
        relative = `block-${block.line}${ext}`;
      }
      taken.add(relative);
      const snippetPath = path.join(pageDir, relative);
      fs.mkdirSync(path.dirname(snippetPath), {recursive: true});
      // A trailing export makes every block a module without shifting line numbers.
      fs.writeFileSync(snippetPath, `${block.code}\nexport {};\n`);
      emitted.push({snippetPath, source: file, firstLine: block.line, meta: block.meta});
    }
  }

  fs.writeFileSync(path.join(outDir, 'ambient.d.ts'), AMBIENT);
  fs.writeFileSync(
    path.join(outDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          esModuleInterop: true,
          resolveJsonModule: true,
          allowImportingTsExtensions: true,
          isolatedModules: true,
          types: ['node'],
          typeRoots: [path.join(PROJECT_ROOT, 'node_modules/@types')],
        },
        include: ['**/*.ts', '**/*.tsx'],
      },
      null,
      2,
    ),
  );
  return {emitted, problems};
}

const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/;

/** Runs tsc over the emitted snippets and maps every error back to the markdown line. */
export function typecheckSnippets(root = PROJECT_ROOT): {checked: number; problems: SnippetProblem[]} {
  // A filtered run gets its own folder, so parallel runs over different pages don't collide.
  const filter = process.env.SNIPPET_FILTER;
  const outDir = path.join(
    root,
    filter ? `.snippets-${filter.replace(/[^a-zA-Z0-9]+/g, '_').slice(0, 60)}` : '.snippets',
  );
  const {emitted, problems} = emitSnippets(outDir, root);
  if (emitted.length === 0) {
    return {checked: 0, problems};
  }
  let output = '';
  try {
    execFileSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'node_modules/typescript/lib/tsc.js'), '-p', outDir, '--pretty', 'false'],
      {
        cwd: outDir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    output = String((error as {stdout?: string}).stdout ?? error);
  }
  const bySnippet = new Map(emitted.map((e) => [path.resolve(e.snippetPath), e]));
  for (const line of output.split('\n')) {
    const m = DIAGNOSTIC.exec(line.trim());
    if (!m) {
      if (line.includes('error TS')) {
        problems.push({file: '(tsc)', line: 0, column: 0, message: line.trim()});
      }
      continue;
    }
    const [, snippetFile, row, col, message] = m;
    const origin = bySnippet.get(path.resolve(outDir, snippetFile));
    if (!origin) {
      problems.push({file: snippetFile, line: Number(row), column: Number(col), message});
      continue;
    }
    problems.push({file: origin.source, line: origin.firstLine + Number(row) - 1, column: Number(col), message});
  }
  return {checked: emitted.length, problems};
}

export function formatProblems(problems: SnippetProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`).join('\n');
}
