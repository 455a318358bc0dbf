import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {listMarkdownFiles, PROJECT_ROOT, readMarkdown} from './markdown';
import {emitSnippets} from './typecheckSnippets';

/**
 * Build-time quick info for the type-checked code samples: for every identifier in every ts/tsx
 * block, what the editor shows on hover (the type signature and the first paragraph of the doc
 * comment), from a TypeScript LanguageService over the same modules the snippet check emits.
 * Results are cached per block, keyed by the text of every block on its page (a block may import
 * a sibling) and the installed package versions, so an unchanged sample is not asked again.
 */

/** One hover entry: [signature, first doc paragraph, docs page or ''] */
export type HoverInfo = [string, string, string];

export type PageHover = {
  /** Markdown file relative to the project root, e.g. docs/spring.mdx. */
  file: string;
  /**
   * Block code hash → flat [line, column, length, info index] quadruples pointing into `infos`,
   * lines counted as the page renders them (magic-comment lines removed, see renderedLines).
   */
  blocks: Record<string, number[]>;
  infos: HoverInfo[];
};

/** What the page's JSON file holds (one per page with samples, fetched on first use). */
export type PageHoverFile = {i: HoverInfo[]; b: Record<string, number[]>};

// Docusaurus's default magic comments, as their own line in // or /* */ comments: the code block
// removes these lines (theme-common's parseLines), unless the meta string has a {1,3} range.
const MAGIC_COMMENT_LINE = /^\s*(?:\/\/|\/\*)\s*(?:highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/)?\s*$/;

/** For each line of a block's code, its index among the rendered lines, or -1 when the block removes it. */
export function renderedLines(code: string, meta: string): number[] {
  const lines = code.replace(/\r?\n$/, '').split(/\r?\n/);
  const keepsAll = /\{[\d,\s-]+\}/.test(meta);
  let rendered = 0;
  return lines.map((line) => (!keepsAll && MAGIC_COMMENT_LINE.test(line) ? -1 : rendered++));
}

export type TypeHoverResult = {
  pages: PageHover[];
  stats: {blocks: number; cached: number; identifiers: number; ms: number; serviceMs: number};
};

export const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/type-hover');
/** Every page's hover data as the last warm-up computed it (scripts/warm-type-hover.ts). */
export const PAGES_FILE = path.join(CACHE_DIR, 'pages.json');
const MAX_SIGNATURE = 700;
const MAX_DOC = 400;

export function hashCode(code: string): string {
  return crypto.createHash('sha1').update(code).digest('hex').slice(0, 16);
}

function environmentKey(): string {
  const lock = path.join(PROJECT_ROOT, 'package-lock.json');
  const lockText = fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : '';
  return hashCode(`${ts.version}\n${lockText}\nv2`);
}

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** Docs routes by file, honouring `slug:` front matter. */
function docsRoutes(root: string): Set<string> {
  const routes = new Set<string>();
  for (const file of listMarkdownFiles(['docs'], root)) {
    const md = readMarkdown(file, root);
    const slug = typeof md.frontMatter.slug === 'string' ? md.frontMatter.slug : null;
    const rel = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
    if (slug) {
      routes.add(`/docs${slug.startsWith('/') ? '' : '/'}${slug}`.replace(/\/$/, '') || '/docs');
    } else {
      routes.add(`/docs/${rel.replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''));
    }
  }
  return routes;
}

/** The docs page of an exported symbol of the toolkit, e.g. spring in remotion → /docs/spring. */
export function docsLink(routes: Set<string>, fileName: string, name: string): string {
  const m = /node_modules\/(remotion|@remotion\/([^/]+))\//.exec(fileName.split(path.sep).join('/'));
  if (!m || !/^[A-Za-z_$][\w$]*$/.test(name)) {
    return '';
  }
  const pkg = m[2];
  const names = [kebab(name), name.toLowerCase()];
  const candidates = [...(pkg ? names.map((n) => `/docs/${pkg}/${n}`) : []), ...names.map((n) => `/docs/${n}`)];
  return candidates.find((c) => routes.has(c)) ?? '';
}

/**
 * The compiler names a module it cannot name otherwise by its absolute path
 * (`typeof import("/home/me/site/node_modules/@aws-sdk/client-s3/dist-types/index")`). A reader sees
 * the module as the sample imports it: a package by its name, a sibling sample file by its path
 * relative to the sample ("./LazyIntro").
 */
export function readableImports(text: string, fileName: string, snippetsDir: string): string {
  return text.replace(/import\("([^"]+)"\)/g, (whole, target: string) => {
    if (!path.isAbsolute(target)) return whole;
    const packageAt = target.lastIndexOf('/node_modules/');
    if (!target.startsWith(`${snippetsDir}/`) && packageAt >= 0) {
      const parts = target.slice(packageAt + '/node_modules/'.length).split('/');
      return `import("${parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}")`;
    }
    const relative = path.relative(path.dirname(fileName), target).split(path.sep).join('/');
    return `import("${relative.startsWith('.') ? relative : `./${relative}`}")`;
  });
}

function firstParagraph(text: string): string {
  const para = text.split(/\n\s*\n/)[0].trim();
  return para.length > MAX_DOC ? `${para.slice(0, MAX_DOC - 1)}…` : para;
}

const LINKABLE_KINDS = new Set(['function', 'const', 'let', 'var', 'class', 'interface', 'type', 'alias', 'enum']);

type Cached = {spans: number[]; infos: HoverInfo[]};

/** The index of `info` in a de-duplicated list (`seen` maps each entry's JSON to its index), adding it if new. */
function intern(list: HoverInfo[], seen: Map<string, number>, info: HoverInfo): number {
  const key = JSON.stringify(info);
  let index = seen.get(key);
  if (index === undefined) {
    index = list.length;
    list.push(info);
    seen.set(key, index);
  }
  return index;
}

/** The samples that get hover data, by page (Markdown file → block hashes), known before any is computed. */
export function planTypeHover(root = PROJECT_ROOT, cacheDir = CACHE_DIR): Map<string, string[]> {
  const {emitted} = emitSnippets(path.join(cacheDir, 'snippets'), root);
  const plan = new Map<string, string[]>();
  for (const e of emitted) {
    const code = fs.readFileSync(e.snippetPath, 'utf8').replace(/\nexport \{\};\n$/, '');
    plan.set(e.source, [...(plan.get(e.source) ?? []), hashCode(code)]);
  }
  return plan;
}

/**
 * A LanguageService over files on disk that do not change while it lives (the samples, or a test's
 * file): without a project version the service re-checks every file's version on each call, which
 * was most of the time of a cold run.
 */
export function fileLanguageService(
  files: string[],
  options: ts.CompilerOptions,
  currentDirectory: string,
): ts.LanguageService {
  const host: ts.LanguageServiceHost = {
    getProjectVersion: () => '1',
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => (fs.existsSync(f) ? ts.ScriptSnapshot.fromString(fs.readFileSync(f, 'utf8')) : undefined),
    getCurrentDirectory: () => currentDirectory,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/**
 * Computes (or reads from the cache) the hover data of every type-checked sample, grouped by page.
 */
export function computeTypeHover(root = PROJECT_ROOT, cacheDir = CACHE_DIR): TypeHoverResult {
  const start = Date.now();
  const snippetsDir = path.join(cacheDir, 'snippets');
  const blockCacheDir = path.join(cacheDir, 'blocks');
  fs.mkdirSync(blockCacheDir, {recursive: true});
  const {emitted} = emitSnippets(snippetsDir, root);
  const env = environmentKey();

  // Page text: every emitted block of a page, since a block may import its siblings.
  const bySource = new Map<string, {path: string; code: string; meta: string}[]>();
  for (const e of emitted) {
    const code = fs.readFileSync(e.snippetPath, 'utf8').replace(/\nexport \{\};\n$/, '');
    const list = bySource.get(e.source) ?? [];
    list.push({path: e.snippetPath, code, meta: e.meta});
    bySource.set(e.source, list);
  }

  let service: ts.LanguageService | null = null;
  let serviceMs = 0;
  const routes = docsRoutes(root);
  const getService = () => {
    if (service) {
      return service;
    }
    const t0 = Date.now();
    const configPath = path.join(snippetsDir, 'tsconfig.json');
    const parsed = ts.parseJsonConfigFileContent(JSON.parse(fs.readFileSync(configPath, 'utf8')), ts.sys, snippetsDir);
    const files = parsed.fileNames;
    service = fileLanguageService(files, parsed.options, snippetsDir);
    scopeModuleSearch(service.getProgram()!);
    serviceMs += Date.now() - t0;
    return service;
  };

  const pages: PageHover[] = [];
  let cached = 0;
  let identifiers = 0;
  for (const [file, blocks] of bySource) {
    const pageKey = hashCode(
      `${env}\n${blocks.map((b) => `${path.relative(snippetsDir, b.path)}\n${b.code}`).join('\n')}`,
    );
    const page: PageHover = {file, blocks: {}, infos: []};
    const infoIndex = new Map<string, number>();
    for (const block of blocks) {
      const blockHash = hashCode(block.code);
      // Relative paths: the same checkout under another folder (a worktree, CI) reads the same entries.
      const cacheFile = path.join(
        blockCacheDir,
        `${hashCode(`${pageKey}\n${path.relative(snippetsDir, block.path)}\n${blockHash}`)}.json`,
      );
      let data: Cached;
      if (fs.existsSync(cacheFile)) {
        data = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Cached;
        cached++;
      } else {
        data = quickInfoFor(getService(), block.path, routes, snippetsDir);
        fs.writeFileSync(cacheFile, JSON.stringify(data));
      }
      // Re-index the block's infos into the page's shared, de-duplicated list, on rendered lines.
      const lineMap = renderedLines(block.code, block.meta);
      const spans: number[] = [];
      for (let i = 0; i < data.spans.length; i += 4) {
        const line = lineMap[data.spans[i]] ?? -1;
        if (line < 0) continue;
        const idx = intern(page.infos, infoIndex, data.infos[data.spans[i + 3]]);
        spans.push(line, data.spans[i + 1], data.spans[i + 2], idx);
      }
      identifiers += spans.length / 4;
      if (spans.length > 0) {
        page.blocks[blockHash] = spans;
      }
    }
    if (Object.keys(page.blocks).length > 0) {
      pages.push(page);
    }
  }
  return {pages, stats: {blocks: emitted.length, cached, identifiers, ms: Date.now() - start, serviceMs}};
}

type ScopedProgram = ts.Program & {setModuleSearchScope?: (fileName: string) => void};

/** TypeScript internals the scope reads (present since 5.3; tests/contracts checks them). */
export type ModuleGraphInternals = {
  imports?: readonly ts.StringLiteralLike[];
};
export type ProgramInternals = {
  getResolvedModuleFromModuleSpecifier?: (
    specifier: ts.StringLiteralLike,
    file: ts.SourceFile,
  ) => ts.ResolvedModuleWithFailedLookupLocations | undefined;
};

/** Whether this TypeScript exposes what scopeModuleSearch needs; without it, the search stays unscoped. */
export function canScopeModuleSearch(program: ts.Program): boolean {
  const file = program.getSourceFiles()[0] as (ts.SourceFile & ModuleGraphInternals) | undefined;
  return (
    typeof (program as ts.Program & ProgramInternals).getResolvedModuleFromModuleSpecifier === 'function' &&
    Array.isArray(file?.imports)
  );
}

/**
 * To name a symbol in quick info, the checker looks for every module that re-exports it, walking
 * the program's whole file list (3,600 files: the samples, the AWS SDK, three's types…) once per
 * symbol; that walk was most of a cold run. While one sample is asked, the program lists only the
 * files that sample reaches through its imports, in the program's order: a module it can't reach
 * can't give it a name it could import. Measured on every sample: the same quick info, word for
 * word, in less than half the time.
 */
function scopeModuleSearch(program: ScopedProgram & ProgramInternals): void {
  if (!canScopeModuleSearch(program)) {
    return;
  }
  const all = program.getSourceFiles();
  const order = new Map(all.map((file, i) => [file, i]));
  const byName = new Map(all.map((file) => [file.fileName, file]));
  const imported = (file: ts.SourceFile): ts.SourceFile[] => {
    const out: ts.SourceFile[] = [];
    for (const specifier of (file as ts.SourceFile & ModuleGraphInternals).imports ?? []) {
      const resolved = program.getResolvedModuleFromModuleSpecifier!(specifier, file)?.resolvedModule;
      const target = resolved && byName.get(resolved.resolvedFileName);
      if (target) out.push(target);
    }
    for (const ref of file.referencedFiles) {
      const target = byName.get(path.resolve(path.dirname(file.fileName), ref.fileName));
      if (target) out.push(target);
    }
    return out;
  };
  // A module that only exports its own declarations names no symbol of another module, and its
  // own symbols reach the checker through their parent, so the search can leave it out.
  const reExports = (file: ts.SourceFile) =>
    file.statements.some(
      (s) =>
        (ts.isExportDeclaration(s) &&
          (s.moduleSpecifier !== undefined ||
            (s.exportClause !== undefined &&
              (!ts.isNamedExports(s.exportClause) || s.exportClause.elements.length > 0)))) ||
        ts.isExportAssignment(s) ||
        ts.isNamespaceExportDeclaration(s) ||
        (ts.isImportEqualsDeclaration(s) &&
          (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)),
    );
  let scope: readonly ts.SourceFile[] = all;
  program.setModuleSearchScope = (fileName) => {
    const start = byName.get(fileName);
    if (!start) {
      scope = all;
      return;
    }
    const seen = new Set([start]);
    const stack = [start];
    while (stack.length > 0) {
      for (const next of imported(stack.pop()!)) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    scope = [...seen].filter(reExports).sort((a, b) => order.get(a)! - order.get(b)!);
  };
  // The checker was created with the whole list (getProgram() binds every file); from here on,
  // its module search reads the scope.
  program.getTypeChecker();
  program.getSourceFiles = () => scope;
}

function quickInfoFor(service: ts.LanguageService, fileName: string, routes: Set<string>, snippetsDir: string): Cached {
  const program = service.getProgram() as ScopedProgram | undefined;
  const sourceFile = program?.getSourceFile(fileName);
  const out: Cached = {spans: [], infos: []};
  if (!sourceFile) {
    return out;
  }
  program!.setModuleSearchScope?.(fileName);
  const seen = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const pos = node.getStart(sourceFile);
      const info = service.getQuickInfoAtPosition(fileName, pos);
      if (info && info.displayParts && info.displayParts.length > 0 && info.kind !== 'keyword') {
        let signature = readableImports(ts.displayPartsToString(info.displayParts), fileName, snippetsDir);
        if (signature.length > MAX_SIGNATURE) {
          signature = `${signature.slice(0, MAX_SIGNATURE - 1)}…`;
        }
        const doc = firstParagraph(ts.displayPartsToString(info.documentation ?? []));
        let link = '';
        if (LINKABLE_KINDS.has(info.kind) || info.kind === 'alias') {
          const def = service.getDefinitionAtPosition(fileName, pos)?.[0];
          if (def && LINKABLE_KINDS.has(def.kind)) {
            link = docsLink(routes, def.fileName, def.name);
          }
        }
        const idx = intern(out.infos, seen, [signature, doc, link]);
        const {line, character} = sourceFile.getLineAndCharacterOfPosition(pos);
        out.spans.push(line, character, node.getEnd() - pos, idx);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  // The trailing `export {};` the emitter adds is not part of the sample.
  const lastLine = sourceFile.text.replace(/\nexport \{\};\n$/, '').split('\n').length;
  const spans: number[] = [];
  for (let i = 0; i < out.spans.length; i += 4) {
    if (out.spans[i] < lastLine) {
      spans.push(...out.spans.slice(i, i + 4));
    }
  }
  out.spans = spans;
  return out;
}
