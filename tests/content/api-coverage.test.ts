import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

/**
 * The reference keeps up with the pinned packages: every public export of
 * `remotion` and `@remotion/player` has a page, every `npx remotion` command has
 * a page, and every CLI flag a page documents is one the CLI reads.
 */

const NODE_MODULES = path.join(PROJECT_ROOT, 'node_modules');

/** Exports that are public in the type declarations but are not API for users. */
const NOT_DOCUMENTED: Record<string, string> = {
  // remotion
  Internals: 'private bridge between Remotion packages; its shape changes between patch releases',
  Experimental: 'unstable APIs behind a namespace on purpose; they may change without notice',
  Config: 'a stub that throws and points to @remotion/cli/config, where the config reference lives',
  FolderContext: 'React context that <Folder> uses internally to nest folder names',
  // @remotion/player
  PlayerInternals: 'private helpers shared with the Studio',
};

function valueExportsOf(moduleName: string): string[] {
  const probe = path.join(PROJECT_ROOT, `.exports-probe-${moduleName.replace(/\W/g, '_')}.ts`);
  fs.writeFileSync(probe, `export * from '${moduleName}';\n`);
  try {
    const program = ts.createProgram([probe], {
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      skipLibCheck: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(probe)!;
    const statement = source.statements[0] as ts.ExportDeclaration;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier!);
    if (!moduleSymbol) {
      throw new Error(`Cannot resolve ${moduleName}`);
    }
    return checker
      .getExportsOfModule(moduleSymbol)
      .filter((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((s) => s.name)
      .sort();
  } finally {
    fs.rmSync(probe, {force: true});
  }
}

const docTitles = listMarkdownFiles(['docs']).map((file) => String(readMarkdown(file).frontMatter.title ?? ''));

/** A page documents `name` when its title is the name as code: `<Name>`, `name()` or `NAME`. */
function pageFor(name: string): string | undefined {
  const forms = [`<${name}>`, `${name}()`, name];
  return docTitles.find((title) => forms.some((form) => title === form || title.startsWith(`${form} `) || title.endsWith(` ${form}`)));
}

describe('API coverage', () => {
  for (const moduleName of ['remotion', '@remotion/player']) {
    it(`every public export of ${moduleName} has a reference page`, () => {
      const exports = valueExportsOf(moduleName);
      expect(exports.length).toBeGreaterThan(1);
      const missing = exports.filter((name) => !NOT_DOCUMENTED[name] && !pageFor(name));
      expect(missing, `exports without a page titled <Name>, name() or NAME`).toEqual([]);
    });
  }
});

// --- CLI -------------------------------------------------------------------

const CLI_DIST = path.join(NODE_MODULES, '@remotion/cli/dist');

function cliCommands(): string[] {
  const index = fs.readFileSync(path.join(CLI_DIST, 'index.js'), 'utf8');
  const literal = [...index.matchAll(/command === '([a-z-]+)'/g)].map((m) => m[1]);
  const versions = /VERSIONS_COMMAND = '([a-z]+)'/.exec(fs.readFileSync(path.join(CLI_DIST, 'versions.js'), 'utf8'))?.[1];
  const browserSource = fs.readdirSync(CLI_DIST).includes('browser.js')
    ? fs.readFileSync(path.join(CLI_DIST, 'browser.js'), 'utf8')
    : fs.readFileSync(path.join(CLI_DIST, 'browser/index.js'), 'utf8');
  const browser = /BROWSER_COMMAND = '([a-z]+)'/.exec(browserSource)?.[1];
  return [...new Set([...literal, versions!, browser!])].sort();
}

/** Commands documented elsewhere: the Lambda and Cloud Run CLIs belong to their packages; `preview` is the old name of `studio`. */
const COMMANDS_ELSEWHERE: Record<string, string> = {
  lambda: '@remotion/lambda reference',
  cloudrun: '@remotion/cloudrun reference',
  preview: 'alias of studio, mentioned on cli/studio',
};

function readAll(dir: string): string {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: false})
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

/** Every flag the 4.0.278 CLI reads: renderer options, the parsed-argument reads, and the boolean flag list. */
function acceptedFlags(): Set<string> {
  const flags = new Set<string>();
  const optionSources = readAll(path.join(NODE_MODULES, '@remotion/renderer/dist/options'));
  for (const m of optionSources.matchAll(/cliFlag(?:\s*=\s*|:\s*)'([a-z0-9-]+)'/g)) flags.add(m[1]);
  const cliSources = readAll(CLI_DIST);
  for (const m of cliSources.matchAll(/parsedCli\[['"]([a-zA-Z0-9-]+)['"]\]|parsedCli\.([a-zA-Z0-9]+)/g)) flags.add(m[1] ?? m[2]);
  const booleanList = /BooleanFlags = \[([\s\S]*?)\];/.exec(fs.readFileSync(path.join(CLI_DIST, 'parsed-cli.js'), 'utf8'))?.[1] ?? '';
  for (const m of booleanList.matchAll(/'([a-zA-Z0-9-]+)'/g)) flags.add(m[1]);
  const typeKeys = fs.readFileSync(path.join(CLI_DIST, 'parse-command-line.d.ts'), 'utf8');
  for (const m of typeKeys.matchAll(/^\s+\['([a-z0-9-]+)'\]:|^\s+([a-z0-9]+):/gm)) flags.add(m[1] ?? m[2]);
  return flags;
}

describe('CLI coverage', () => {
  const cliPages = listMarkdownFiles(['docs/cli']);

  it('every npx remotion command has a page', () => {
    const commands = cliCommands();
    expect(commands).toEqual(expect.arrayContaining(['render', 'still', 'studio', 'versions', 'browser']));
    const missing = commands.filter((c) => !COMMANDS_ELSEWHERE[c] && !cliPages.some((p) => p === `docs/cli/${c}.mdx` || p === `docs/cli/${c}/index.mdx`));
    expect(missing).toEqual([]);
  });

  it('every documented flag is one the CLI accepts', () => {
    const accepted = acceptedFlags();
    expect(accepted.size).toBeGreaterThan(50);
    const unknown: string[] = [];
    let documented = 0;
    for (const file of cliPages) {
      const {body, bodyLine} = readMarkdown(file);
      proseOnly(body)
        .split('\n')
        .forEach((line, i) => {
          const m = /^###\s+`--([a-zA-Z0-9-]+)(?:[=\s][^`]*)?`/.exec(line);
          if (!m) return;
          documented++;
          const flag = m[1].replace(/^no-(?!open$)/, '');
          if (!accepted.has(flag)) unknown.push(`${file}:${bodyLine + i} --${m[1]}`);
        });
    }
    expect(documented, 'the CLI pages document their flags as ### `--flag` headings').toBeGreaterThan(30);
    expect(unknown).toEqual([]);
  });
});
