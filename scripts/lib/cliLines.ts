/**
 * Checks `npx remotion …` lines in Markdown against the installed CLI (REMOTION_VERSION in src/data/site.ts): the command exists,
 * every flag is one that command's code path reads (not merely one the CLI declares somewhere),
 * enumerated values are valid, and for `render` the codec, output extension and audio codec fit
 * together, decided by the renderer's own option resolvers and validateOutputFilename().
 *
 * "Read" is established statically: starting at the module that implements a command, follow its
 * relative require() calls and collect `parsed…Cli.flag` accesses and `someOption.getValue(` calls
 * (mapped to their cliFlag). That is how a declared-but-ignored flag such as --prefer-lossless on
 * `render` is caught.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {extractCodeBlocks, listMarkdownFiles, PROJECT_ROOT, readMarkdown} from './markdown';
import {REMOTION_VERSION} from '../../src/data/site';

const requireFromProject = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const NODE_MODULES = path.join(PROJECT_ROOT, 'node_modules');
const CLI_DIST = path.join(NODE_MODULES, '@remotion/cli/dist');

type BrowserSafeOption = {cliFlag?: string; getValue?: (...args: unknown[]) => {value: unknown}};
type BrowserSafeApis = {
  options: Record<string, BrowserSafeOption>;
  validCodecs: readonly string[];
  validAudioCodecs: readonly string[];
  validPixelFormats: readonly string[];
  validOpenGlRenderers: readonly (string | null)[];
  validVideoImageFormats: readonly string[];
  validStillImageFormats: readonly string[];
  validColorSpaces: readonly string[];
  x264PresetOptions: readonly string[];
  proResProfileOptions: readonly string[];
  hardwareAccelerationOptions: readonly string[];
  validChromeModeOptions: readonly string[];
  logLevels: readonly string[];
  validateOutputFilename: (input: {
    codec: string;
    audioCodecSetting: string | null;
    extension: string;
    preferLossless: boolean;
    separateAudioTo: string | null;
  }) => void;
};

const apis = (requireFromProject('@remotion/renderer/client') as {BrowserSafeApis: BrowserSafeApis}).BrowserSafeApis;

/** cliFlag of every renderer option, by the name the CLI code uses for it. */
const OPTION_FLAGS = new Map(
  Object.entries(apis.options)
    .filter(([, option]) => typeof option.cliFlag === 'string')
    .map(([name, option]) => [name, option.cliFlag as string]),
);

const ENUMS: Record<string, readonly string[]> = {
  codec: apis.validCodecs,
  'audio-codec': apis.validAudioCodecs,
  'pixel-format': apis.validPixelFormats,
  gl: apis.validOpenGlRenderers.filter((v): v is string => typeof v === 'string'),
  'image-format': [...new Set([...apis.validVideoImageFormats, ...apis.validStillImageFormats])],
  'color-space': apis.validColorSpaces,
  'x264-preset': apis.x264PresetOptions,
  'prores-profile': apis.proResProfileOptions,
  'hardware-acceleration': apis.hardwareAccelerationOptions,
  'chrome-mode': apis.validChromeModeOptions,
  log: apis.logLevels,
};

const REQUIRE = /require\("(\.{1,2}\/[^"]+)"\)/g;
const PARSED_READ = /parsed\w*Cli(?:\.([a-zA-Z0-9_]+)|\[['"]([a-zA-Z0-9_-]+)['"]\])/g;
const GET_VALUE = /\b(\w+)\.getValue\(/g;
const INDEXED_BY_OPTION = /parsed\w*Cli\[(?:[\w.]*\.)?(\w+)\.cliFlag\]/g;
const DESTRUCTURED = /\{([\w\s,:]+)\}\s*=\s*[\w.]*parsed\w*Cli\b/g;

function resolveModule(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

let cachedInternals: Map<string, string> | null = null;

/** The module behind each member of @remotion/cli's CliInternals object. */
function cliInternalsModules(): Map<string, string> {
  if (cachedInternals) return cachedInternals;
  const index = path.join(CLI_DIST, 'index.js');
  const source = fs.readFileSync(index, 'utf8');
  const modules = new Map([...source.matchAll(/const (\w+) = require\("(\.\/[^"]+)"\)/g)].map((m) => [m[1], m[2]]));
  const body = /CliInternals = \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  cachedInternals = new Map();
  for (const m of body.matchAll(/(\w+): (\w+)\.\w+/g)) {
    const request = modules.get(m[2]);
    const file = request ? resolveModule(index, request) : null;
    if (file) cachedInternals.set(m[1], file);
  }
  return cachedInternals;
}

/** The module and everything it requires relatively, inside its own package. */
function moduleClosure(entries: string[], stopAt: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(REQUIRE)) {
      const resolved = resolveModule(file, match[1]);
      if (resolved) queue.push(resolved);
    }
    // Lambda and Cloud Run reuse helpers of @remotion/cli through CliInternals (getCliOptions,
    // getVideoImageFormat, …): follow the ones they use, by member access or destructuring.
    if (source.includes('CliInternals')) {
      for (const [member, file] of cliInternalsModules()) {
        if (new RegExp(`\\b${member}\\b`).test(source)) queue.push(file);
      }
    }
  }
  return [...seen];
}

function flagsReadIn(files: string[]): Set<string> {
  const flags = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(PARSED_READ)) flags.add(match[1] ?? match[2]);
    for (const match of source.matchAll(INDEXED_BY_OPTION)) {
      const flag = OPTION_FLAGS.get(match[1]);
      if (flag) flags.add(flag);
    }
    // const flagName = options.someOption.cliFlag; … parsedLambdaCli[flagName]
    for (const match of source.matchAll(/const (\w+) = [\w.]*?(\w+)\.cliFlag;/g)) {
      const flag = OPTION_FLAGS.get(match[2]);
      if (flag && new RegExp(`parsed\\w*Cli\\[${match[1]}\\]`).test(source)) flags.add(flag);
    }
    for (const match of source.matchAll(DESTRUCTURED)) {
      for (const part of match[1].split(',')) flags.add(part.split(':')[0].trim());
    }
    for (const match of source.matchAll(GET_VALUE)) {
      const flag = OPTION_FLAGS.get(match[1]);
      if (flag) flags.add(flag);
    }
  }
  return flags;
}

const CORE_COMMANDS: Record<string, string> = {
  render: 'render.js',
  still: 'still.js',
  compositions: 'compositions.js',
  bundle: 'bundle.js',
  studio: 'studio.js',
  preview: 'studio.js',
  benchmark: 'benchmark.js',
  browser: fs.existsSync(path.join(CLI_DIST, 'browser.js')) ? 'browser.js' : 'browser/index.js',
  versions: 'versions.js',
  upgrade: 'upgrade.js',
  gpu: 'gpu.js',
  help: 'print-help.js',
  ffmpeg: 'ffmpeg.js',
  ffprobe: 'ffmpeg.js',
};

/** Commands that hand every argument to another program. */
const PASS_THROUGH = new Set(['ffmpeg', 'ffprobe']);

/** Subcommand trees of the packages that `npx remotion lambda|cloudrun` hands over to. */
const PACKAGE_CLIS: Record<string, string> = {
  lambda: path.join(NODE_MODULES, '@remotion/lambda/dist/cli'),
  cloudrun: path.join(NODE_MODULES, '@remotion/cloudrun/dist/cli'),
};

/** Flags every command reads before it runs (index.js and the start-up modules). */
function globalFlags(): Set<string> {
  const index = path.join(CLI_DIST, 'index.js');
  return new Set([...flagsReadIn([index]), ...flagsReadIn(moduleClosure([path.join(CLI_DIST, 'initialize-cli.js')]))]);
}

/** The file that implements `parts` (e.g. ['sites', 'create']) in a package CLI, if any. */
function packageCommandFile(cliDir: string, parts: string[]): string | null {
  const commands = path.join(cliDir, 'commands');
  const candidates = [
    path.join(commands, ...parts) + '.js',
    path.join(commands, ...parts, 'index.js'),
    path.join(commands, ...parts, `${parts[parts.length - 1]}.js`),
  ];
  return candidates.find((c) => fs.existsSync(c)) ?? null;
}

export type CommandInfo = {name: string; flags: Set<string>; passThrough: boolean};

const commandCache = new Map<string, CommandInfo | null>();
let cachedGlobal: Set<string> | null = null;

/**
 * Resolves the words after `npx remotion` to a command. Returns the command, how many positional
 * words it consumed, or null when no such command exists at this version.
 */
export function resolveCommand(positionals: string[]): {info: CommandInfo; consumed: number} | null {
  cachedGlobal ??= globalFlags();
  const [first, ...rest] = positionals;
  if (!first) return null;
  if (CORE_COMMANDS[first]) {
    const key = first;
    if (!commandCache.has(key)) {
      const files = moduleClosure(
        [path.join(CLI_DIST, CORE_COMMANDS[first])],
        new Set([path.join(CLI_DIST, 'index.js')]),
      );
      commandCache.set(key, {
        name: first,
        flags: new Set([...cachedGlobal, ...flagsReadIn(files)]),
        passThrough: PASS_THROUGH.has(first),
      });
    }
    return {info: commandCache.get(key)!, consumed: 1};
  }
  const cliDir = PACKAGE_CLIS[first];
  if (!cliDir) return null;
  // The longest run of words that names a command file: `lambda sites create`, `lambda render`, …
  for (let depth = Math.min(rest.length, 2); depth >= 1; depth--) {
    const parts = rest.slice(0, depth);
    if (!parts.every((p) => /^[a-z]+$/.test(p))) continue;
    const file = packageCommandFile(cliDir, parts);
    if (!file) continue;
    const key = [first, ...parts].join(' ');
    if (!commandCache.has(key)) {
      const files = moduleClosure([file]);
      const own = flagsReadIn([path.join(cliDir, 'index.js'), ...files]);
      commandCache.set(key, {name: key, flags: new Set([...cachedGlobal, ...own]), passThrough: false});
    }
    return {info: commandCache.get(key)!, consumed: 1 + depth};
  }
  return null;
}

export type ParsedLine = {positionals: string[]; flags: {name: string; value: string | true}[]};

/** Splits a shell line into words, honouring single and double quotes. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let inWord = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

const booleanFlags = (): Set<string> => {
  const source = fs.readFileSync(path.join(CLI_DIST, 'parsed-cli.js'), 'utf8');
  const list = /BooleanFlags = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
  const flags = new Set([...list.matchAll(/'([a-zA-Z0-9-]+)'/g)].map((m) => m[1]));
  for (const m of list.matchAll(/options\.(\w+)\.cliFlag/g)) {
    const flag = OPTION_FLAGS.get(m[1]);
    if (flag) flags.add(flag);
  }
  return flags;
};
let cachedBooleans: Set<string> | null = null;

/** Parses the words after `npx remotion` the way minimist does for this CLI. */
export function parseArgs(words: string[]): ParsedLine {
  cachedBooleans ??= booleanFlags();
  const positionals: string[] = [];
  const flags: ParsedLine['flags'] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const long = /^--([^=]+)(?:=(.*))?$/.exec(word);
    const short = /^-([a-zA-Z])$/.exec(word);
    if (long || short) {
      const name = long ? long[1] : short![1];
      if (long && long[2] !== undefined) {
        flags.push({name, value: long[2]});
      } else if (
        cachedBooleans.has(name) ||
        name.startsWith('no-') ||
        i + 1 >= words.length ||
        words[i + 1].startsWith('-')
      ) {
        flags.push({name, value: true});
      } else {
        flags.push({name, value: words[++i]});
      }
    } else {
      positionals.push(word);
    }
  }
  return {positionals, flags};
}

const ALIASES: Record<string, string> = {y: 'yes', q: 'quiet', f: 'force'};
const ENTRY_POINT = /\.(tsx?|jsx?|mjs|cjs)$|^https?:\/\//;

function extensionOf(file: string): string | null {
  const m = /\.([a-zA-Z0-9]+)$/.exec(file);
  return m ? m[1] : null;
}

/** Codec, extension and audio codec of a `render` line, decided by the renderer's own resolvers. */
function checkRenderOutput(parsed: ParsedLine, afterCommand: string[]): string[] {
  const rest = afterCommand[0] && ENTRY_POINT.test(afterCommand[0]) ? afterCommand.slice(1) : afterCommand;
  const outName = rest[1] ?? null;
  const commandLine: Record<string, unknown> = {};
  for (const f of parsed.flags) commandLine[f.name] = f.value;
  const extension = outName ? extensionOf(outName) : null;
  if (outName && !extension) return []; // an image-sequence folder or a name without extension
  try {
    const {value: codec} = apis.options.videoCodecOption.getValue!(
      {commandLine},
      {compositionCodec: null, configFile: null, downloadName: null, outName, uiCodec: null},
    ) as {value: string};
    const {value: audioCodec} = apis.options.audioCodecOption.getValue!({commandLine}) as {value: string | null};
    if (!extension) return [];
    apis.validateOutputFilename({
      codec,
      audioCodecSetting: audioCodec,
      extension,
      // The render command of this release always passes preferLossless: false.
      preferLossless: false,
      separateAudioTo:
        typeof commandLine['separate-audio-to'] === 'string' ? (commandLine['separate-audio-to'] as string) : null,
    });
  } catch (error) {
    return [(error as Error).message];
  }
  return [];
}

/** Problems with one `npx remotion …` command (the words after `remotion`). */
export function checkCommandWords(words: string[]): string[] {
  const placeholder = words.find((w) => /^[<[].*[>\]]$/.test(w));
  if (placeholder) {
    return [`${placeholder} is a placeholder, not something the CLI runs: put usage synopses in a text block`];
  }
  const parsed = parseArgs(words);
  const resolved = resolveCommand(parsed.positionals);
  if (!resolved) {
    return [
      `"npx remotion ${parsed.positionals.slice(0, 3).join(' ')}" is not a command of the ${REMOTION_VERSION} CLI`,
    ];
  }
  const {info, consumed} = resolved;
  if (info.passThrough) return [];
  const problems: string[] = [];
  for (const flag of parsed.flags) {
    const name = ALIASES[flag.name] ?? flag.name;
    const base = name.startsWith('no-') && !info.flags.has(name) ? name.slice(3) : name;
    if (!info.flags.has(base)) {
      problems.push(`--${flag.name} is not read by "npx remotion ${info.name}" at ${REMOTION_VERSION}`);
      continue;
    }
    const allowed = ENUMS[base];
    if (allowed && typeof flag.value === 'string' && !allowed.includes(flag.value)) {
      problems.push(`--${flag.name}=${flag.value} is not one of: ${allowed.join(', ')}`);
    }
  }
  if (info.name === 'render' && problems.length === 0) {
    problems.push(...checkRenderOutput(parsed, parsed.positionals.slice(consumed)));
  }
  return problems;
}

export type CliLineProblem = {file: string; line: number; command: string; problems: string[]};

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const CLI_CALL = /^(?:\$\s+)?(?:npx|bunx|pnpm exec|yarn)\s+remotion(?:\s+(.*))?$/;

/** Every `npx remotion …` line in bash blocks of the given folders, with what is wrong with it. */
export function checkCliLines(folders: string[], root = PROJECT_ROOT): {checked: number; failures: CliLineProblem[]} {
  let checked = 0;
  const failures: CliLineProblem[] = [];
  for (const file of listMarkdownFiles(folders, root)) {
    const md = readMarkdown(file, root);
    for (const block of extractCodeBlocks(md.body, md.bodyLine)) {
      if (!SHELL.has(block.lang)) continue;
      // Join continuation lines so a command split with `\` is read whole.
      const lines = block.code.replace(/\\\n\s*/g, ' ').split('\n');
      const originalLines = block.code.split('\n');
      lines.forEach((raw) => {
        const text = raw.replace(/\s+#.*$/, '').trim();
        const match = CLI_CALL.exec(text);
        if (!match) return;
        checked++;
        const words = shellWords(match[1] ?? '');
        const problems = checkCommandWords(words);
        if (problems.length > 0) {
          const offset = originalLines.findIndex((l) => l.includes(raw.trim().slice(0, 40)));
          failures.push({file, line: block.line + Math.max(offset, 0), command: text, problems});
        }
      });
    }
  }
  return {checked, failures};
}
