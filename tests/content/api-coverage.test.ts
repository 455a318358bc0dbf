import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';
import {pageFor, valueExportsOf} from '../../scripts/lib/apiCoverage';

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
  const versions = /VERSIONS_COMMAND = '([a-z]+)'/.exec(
    fs.readFileSync(path.join(CLI_DIST, 'versions.js'), 'utf8'),
  )?.[1];
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
  for (const m of cliSources.matchAll(/parsedCli\[['"]([a-zA-Z0-9-]+)['"]\]|parsedCli\.([a-zA-Z0-9]+)/g))
    flags.add(m[1] ?? m[2]);
  const booleanList =
    /BooleanFlags = \[([\s\S]*?)\];/.exec(fs.readFileSync(path.join(CLI_DIST, 'parsed-cli.js'), 'utf8'))?.[1] ?? '';
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
    const missing = commands.filter(
      (c) =>
        !COMMANDS_ELSEWHERE[c] && !cliPages.some((p) => p === `docs/cli/${c}.mdx` || p === `docs/cli/${c}/index.mdx`),
    );
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

// --- Lambda and Cloud Run CLIs ------------------------------------------------
//
// `npx remotion lambda …` and `npx remotion cloudrun …` are handed to the CLIs inside
// @remotion/lambda and @remotion/cloudrun. Every command and subcommand they route has a page
// under docs/<package>/cli, and every `### \`--flag\`` heading on those pages is a flag that the
// command's own code path reads: a `parsed…Cli.flag` access, an `option.getValue()` call or a
// `parsed…Cli[option.cliFlag]` lookup, in the command module and the modules it requires (not
// its sibling commands), in the @remotion/cli helpers it calls through `CliInternals`, and the
// start-up flags whose config value that code reads back.

const PACKAGE_CLI_DIRS: Record<string, string> = {
  lambda: path.join(NODE_MODULES, '@remotion/lambda/dist/cli'),
  cloudrun: path.join(NODE_MODULES, '@remotion/cloudrun/dist/cli'),
};

const rendererOptions = (
  createRequire(path.join(PROJECT_ROOT, 'package.json'))('@remotion/renderer/client') as {
    BrowserSafeApis: {options: Record<string, {cliFlag?: string}>};
  }
).BrowserSafeApis.options;

const OPTION_CLI_FLAGS = new Map(
  Object.entries(rendererOptions)
    .filter(([, option]) => typeof option.cliFlag === 'string')
    .map(([name, option]) => [name, option.cliFlag as string]),
);

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** `const x_1 = require("./x")` declarations of a module, as variable → absolute file. */
function requireVariables(file: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const m of read(file).matchAll(/const (\w+) = (?:__importDefault\()?require\("(\.{1,2}\/[^"]+)"\)/g)) {
    const base = path.resolve(path.dirname(file), m[2]);
    const found = [`${base}.js`, path.join(base, 'index.js'), base].find(
      (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
    );
    if (found) vars.set(m[1], found);
  }
  return vars;
}

function closureOf(entries: string[], stopAt: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    queue.push(...requireVariables(file).values());
  }
  return seen;
}

/** Flags read in the given files: parsed-CLI accesses, option.getValue() calls and parsed-CLI lookups by an option's cliFlag. */
function flagsReadInFiles(files: Iterable<string>): Set<string> {
  const flags = new Set<string>();
  for (const file of files) {
    const source = read(file);
    for (const m of source.matchAll(/parsed\w*Cli(?:\.([a-zA-Z0-9_]+)|\[['"]([a-zA-Z0-9_-]+)['"]\])/g))
      flags.add(m[1] ?? m[2]);
    for (const m of source.matchAll(/\{([\w\s,:]+)\}\s*=\s*[\w.]*parsed\w*Cli\b/g)) {
      for (const part of m[1].split(',')) flags.add(part.split(':')[0].trim());
    }
    for (const m of source.matchAll(/\b(\w+)\.getValue\(/g)) {
      const flag = OPTION_CLI_FLAGS.get(m[1]);
      if (flag) flags.add(flag);
    }
    for (const m of source.matchAll(/parsed\w*Cli\[[\w.]*?(\w+)\.cliFlag\]/g)) {
      const flag = OPTION_CLI_FLAGS.get(m[1]);
      if (flag) flags.add(flag);
    }
    for (const m of source.matchAll(/const (\w+) = [\w.]*?(\w+)\.cliFlag;/g)) {
      const flag = OPTION_CLI_FLAGS.get(m[2]);
      if (flag && new RegExp(`parsed\\w*Cli\\[${m[1]}\\]`).test(source)) flags.add(flag);
    }
  }
  flags.delete('');
  return flags;
}

/** Members of an exported object literal (`exports.Name = { member: module_1.fn, … }`), as member → module file. */
function objectMembers(file: string, exportName: string): Map<string, string> {
  const vars = requireVariables(file);
  const block = new RegExp(`exports\\.${exportName} = \\{([\\s\\S]*?)\\n\\};`).exec(read(file))?.[1] ?? '';
  const members = new Map<string, string>();
  for (const m of block.matchAll(/(\w+): (\w+)\.\w+,/g)) {
    const target = vars.get(m[2]);
    if (target) members.set(m[1], target);
  }
  return members;
}

const CLI_HELPERS = objectMembers(path.join(CLI_DIST, 'index.js'), 'CliInternals');
const CONFIG_INDEX = path.join(CLI_DIST, 'config/index.js');
const CONFIG_MEMBERS = new Map([
  ...objectMembers(CONFIG_INDEX, 'Config'),
  ...objectMembers(CONFIG_INDEX, 'ConfigInternals'),
]);

/** Start-up flags that parse-command-line.js turns into config values, with the config module that stores each. */
function configSetterFlags(): {flag: string; module: string}[] {
  const source = read(path.join(CLI_DIST, 'parse-command-line.js'));
  const out: {flag: string; module: string}[] = [];
  for (const m of source.matchAll(/if \(([^\n]*parsedCli[^\n]*)\) \{([\s\S]*?)\n {4}\}/g)) {
    const flags = [...m[1].matchAll(/parsedCli(?:\.([a-zA-Z0-9_]+)|\['([a-zA-Z0-9-]+)'\])/g)].map((f) => f[1] ?? f[2]);
    for (const setter of m[2].matchAll(/config_1\.(?:Config|ConfigInternals)\.(\w+)\(/g)) {
      const module = CONFIG_MEMBERS.get(setter[1]);
      if (module) flags.forEach((flag) => out.push({flag, module}));
    }
  }
  return out;
}

const CONFIG_SETTER_FLAGS = configSetterFlags();

/** Flags every command reads at start-up (--log, --config), without the config setters above. */
const STARTUP_FLAGS = flagsReadInFiles(
  closureOf(
    [path.join(CLI_DIST, 'initialize-cli.js')],
    new Set([path.join(CLI_DIST, 'parse-command-line.js'), path.join(CLI_DIST, 'index.js')]),
  ),
);

type PackageCommand = {parts: string[]; flags: Set<string>};

function packageCommands(pkg: string): PackageCommand[] {
  const cliDir = PACKAGE_CLI_DIRS[pkg];
  const commandsDir = path.join(cliDir, 'commands');
  const named: {rel: string; name: string; file: string}[] = [];
  for (const rel of fs.readdirSync(commandsDir, {recursive: true, withFileTypes: false}).map(String)) {
    if (!rel.endsWith('.js')) continue;
    const file = path.join(commandsDir, rel);
    const m = /exports\.\w+_(?:SUB)?COMMAND = '([a-z]+)'/.exec(read(file));
    if (m) named.push({rel: rel.split(path.sep).join('/'), name: m[1], file});
  }
  const topLevel = (rel: string) => {
    const segments = rel.replace(/\.js$/, '').split('/');
    return segments.length === 1 || (segments.length === 2 && (segments[1] === 'index' || segments[1] === segments[0]));
  };
  const packageIndexFlags = flagsReadInFiles([path.join(cliDir, 'index.js')]);
  // Config modules are followed only where the command reads them back (see below).
  const cliStop = new Set([
    path.join(CLI_DIST, 'index.js'),
    path.join(CLI_DIST, 'parse-command-line.js'),
    CONFIG_INDEX,
  ]);
  return named.map(({rel, name, file}) => {
    let parts = [name];
    if (!topLevel(rel)) {
      const dir = rel.split('/')[0];
      const parent = named.find((n) => topLevel(n.rel) && n.rel.split('/')[0] === dir);
      parts = [parent ? parent.name : dir, name];
    }
    // The command's own modules, not the sibling commands it imports for their names.
    const siblings = new Set(named.filter((n) => n.file !== file).map((n) => n.file));
    const own = closureOf([file], new Set([path.join(cliDir, 'index.js'), ...siblings]));
    const ownSource = [...own].map(read).join('\n');
    const helpers = new Set<string>();
    for (const m of ownSource.matchAll(/CliInternals\.(\w+)/g)) helpers.add(m[1]);
    for (const m of ownSource.matchAll(/\{([\w\s,:]+)\}\s*=\s*\w+\.CliInternals\b/g)) {
      for (const part of m[1].split(',')) helpers.add(part.split(':')[0].trim());
    }
    const helperClosure = closureOf(
      [...helpers].flatMap((h) => (CLI_HELPERS.has(h) ? [CLI_HELPERS.get(h)!] : [])),
      cliStop,
    );
    const allSource = ownSource + [...helperClosure].map(read).join('\n');
    const configModulesRead = new Set(
      [...allSource.matchAll(/ConfigInternals\.(\w+)/g)].flatMap((m) =>
        CONFIG_MEMBERS.has(m[1]) ? [CONFIG_MEMBERS.get(m[1])!] : [],
      ),
    );
    const flags = new Set([
      ...STARTUP_FLAGS,
      ...packageIndexFlags,
      ...flagsReadInFiles(own),
      ...flagsReadInFiles(helperClosure),
      ...flagsReadInFiles(configModulesRead),
    ]);
    for (const {flag, module} of CONFIG_SETTER_FLAGS) {
      if (configModulesRead.has(module)) flags.add(flag);
    }
    return {parts, flags};
  });
}

describe.each(Object.keys(PACKAGE_CLI_DIRS))('npx remotion %s', (pkg) => {
  const commands = packageCommands(pkg);
  const pageOf = (parts: string[]) =>
    [`docs/${pkg}/cli/${parts.join('/')}.mdx`, `docs/${pkg}/cli/${parts.join('/')}/index.mdx`].find((p) =>
      fs.existsSync(path.join(PROJECT_ROOT, p)),
    );
  const pages = [
    ...(fs.existsSync(path.join(PROJECT_ROOT, `docs/${pkg}/cli.mdx`)) ? [`docs/${pkg}/cli.mdx`] : []),
    ...listMarkdownFiles([`docs/${pkg}/cli`]),
  ];

  it('routes the commands this test expects', () => {
    expect(commands.map((c) => c.parts.join(' '))).toEqual(
      expect.arrayContaining(['render', 'still', 'regions', 'sites create', 'sites ls', 'sites rm', 'sites rmall']),
    );
  });

  it('has a page for every command and subcommand', () => {
    const missing = commands
      .filter(({parts}) => {
        if (pageOf(parts)) return false;
        // A nested subcommand may instead have its own heading on its parent command's page.
        const parent = parts.length > 1 ? pageOf(parts.slice(0, -1)) : undefined;
        if (!parent) return true;
        return !proseOnly(readMarkdown(parent).body)
          .split('\n')
          .some((line) => /^#{2,3}\s/.test(line) && line.includes(`${pkg} ${parts.join(' ')}\``));
      })
      .map(({parts}) => `${pkg} ${parts.join(' ')}`);
    expect(missing).toEqual([]);
  });

  it('documents only flags the command reads', () => {
    const unknown: string[] = [];
    let documented = 0;
    for (const file of pages) {
      const parts = file
        .replace(new RegExp(`^docs/${pkg}/cli`), '')
        .replace(/(\/index)?\.mdx$/, '')
        .split('/')
        .filter(Boolean);
      // A group page (the package's CLI overview, `sites`, `functions`, …) documents the flags its subcommands read.
      const covered = commands.filter((c) => parts.every((p, i) => c.parts[i] === p));
      const accepted = new Set(covered.flatMap((c) => [...c.flags]));
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
    expect(documented, `the ${pkg} CLI pages document their flags as ### \`--flag\` headings`).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });
});
