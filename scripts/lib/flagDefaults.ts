/**
 * The default a CLI command uses when a flag is absent, read from the command's own code:
 * - flags that are renderer options: the option's `getValue()` with an empty command line, and the
 *   fallback the command passes as its second argument (`overwriteOption.getValue({…}, true)`);
 * - flags the command reads itself: the `parsedCli['flag'] ?? <fallback>` expression in its source,
 *   with the fallback evaluated (a literal, a constant of the same file, or a required module's export).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {PROJECT_ROOT} from './markdown';

export type FlagSection = {file: string; command: string; flag: string; documented: string; line: number};

const requireFromProject = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const modulesDir = path.join(PROJECT_ROOT, 'node_modules');

/** `### \`--flag\`` sections of a CLI page and the literal after the first "Default:" in each. */
export function documentedFlagDefaults(file: string, body: string, command: string): FlagSection[] {
  const out: FlagSection[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heading = /^### `--([\w-]+)/.exec(lines[i]);
    if (!heading) {
      continue;
    }
    for (let j = i + 1; j < lines.length && !/^#{2,3} /.test(lines[j]); j++) {
      const literal = /\bDefault(?:s to|:)\s*`([^`]+)`/.exec(lines[j]);
      if (literal) {
        out.push({file, command, flag: heading[1], documented: literal[1], line: j + 1});
        break;
      }
      if (/\bDefault\b/.test(lines[j])) {
        break;
      }
    }
  }
  return out;
}

type RendererOption = {
  cliFlag: string;
  getValue: (input: {commandLine: Record<string, unknown>}, defaultValue?: unknown) => {value: unknown};
};

let optionsByFlag: Map<string, RendererOption> | null = null;
function rendererOption(flag: string): RendererOption | undefined {
  if (!optionsByFlag) {
    const {BrowserSafeApis} = requireFromProject('@remotion/renderer/client') as {
      BrowserSafeApis: {options: Record<string, RendererOption>};
    };
    optionsByFlag = new Map(Object.values(BrowserSafeApis.options).map((o) => [o.cliFlag, o]));
  }
  return optionsByFlag.get(flag);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Evaluates the fallback expression of `x ?? EXPR` as compiled by TypeScript, within `source` at `file`. */
function evaluate(expr: string, source: string, file: string): {value: unknown} | null {
  const trimmed = expr.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(trimmed)) return {value: Number(trimmed)};
  if (/^(['"]).*\1$/.test(trimmed)) return {value: trimmed.slice(1, -1)};
  if (trimmed === 'true' || trimmed === 'false') return {value: trimmed === 'true'};
  if (trimmed === 'null') return {value: null};
  const member = /^(\w+)\.(\w+)$/.exec(trimmed);
  if (member) {
    const req = new RegExp(`const ${escape(member[1])} = require\\("([^"]+)"\\)`).exec(source);
    if (!req) return null;
    const target = req[1].startsWith('.') ? path.resolve(path.dirname(file), req[1]) : req[1];
    const mod = requireFromProject(target) as Record<string, unknown>;
    return member[2] in mod ? {value: mod[member[2]]} : null;
  }
  const local = new RegExp(`(?:const|exports\\.)\\s*${escape(trimmed)} = ([^;]+);`).exec(source);
  return local ? evaluate(local[1], source, file) : null;
}

type Parser = 'parsedCli' | 'parsedLambdaCli' | 'parsedCloudrunCli';

let emptyLines: Record<Parser, Record<string, unknown>> | null = null;
/**
 * What each CLI parser holds when no flag is given. Both run minimist with the CLI's boolean flags,
 * so an absent boolean flag is `false`, not `undefined`, and `parsedCli` also presets the defaults
 * of its `default:` block (`overwrite: true`): a `?? fallback` after them never applies.
 */
export function emptyCommandLine(parser: Parser): Record<string, unknown> {
  if (!emptyLines) {
    const cliDist = path.join(modulesDir, '@remotion/cli/dist');
    const minimist = createRequire(path.join(cliDist, 'index.js'))('minimist') as (
      args: string[],
      options: {boolean: string[]; default?: Record<string, unknown>; string?: string[]},
    ) => Record<string, unknown>;
    const parsedCliSource = fs.readFileSync(path.join(cliDist, 'parsed-cli.js'), 'utf8');
    const {BooleanFlags} = requireFromProject(path.join(cliDist, 'parsed-cli.js')) as {BooleanFlags: string[]};
    const presets: Record<string, unknown> = {};
    const block = /minimist_1\.default\)\(process\.argv\.slice\(2\), \{[\s\S]*?default: \{([^}]*)\}/.exec(
      parsedCliSource,
    );
    for (const [, key, value] of block?.[1].matchAll(/([\w-]+): ([^,\n]+),/g) ?? []) {
      presets[key] = evaluate(value, parsedCliSource, cliDist)?.value;
    }
    const serverless = minimist([], {boolean: BooleanFlags, string: ['_']});
    emptyLines = {
      parsedCli: minimist([], {boolean: BooleanFlags, default: presets}),
      parsedLambdaCli: serverless,
      parsedCloudrunCli: serverless,
    };
  }
  return emptyLines[parser];
}

const parserOf = (expression: string): Parser =>
  /parsedLambdaCli/.test(expression)
    ? 'parsedLambdaCli'
    : /parsedCloudrunCli/.test(expression)
      ? 'parsedCloudrunCli'
      : 'parsedCli';

/** `parsed…Cli['flag'] ?? X` (or `.flag`) in the command's files: what it yields with the flag absent. */
export function fallbackInSource(files: string[], flag: string): {value: unknown; where: string} | null {
  const access = `(parsed\\w*Cli)(?:\\.${escape(flag)}\\b|\\[['"]${escape(flag)}['"]\\])`;
  const compiled = new RegExp(`${access}\\) !== null && (_\\w+) !== void 0 \\? \\2 : ([^,;)\\n]+(?:\\([^)]*\\))?)`);
  for (const relative of files) {
    const full = path.join(modulesDir, relative);
    if (!fs.existsSync(full)) continue;
    const source = fs.readFileSync(full, 'utf8');
    const match = compiled.exec(source);
    if (!match) continue;
    const line = source.slice(0, match.index).split('\n').length;
    const parsed = emptyCommandLine(parserOf(match[1]))[flag];
    if (parsed !== undefined && parsed !== null) {
      return {value: parsed, where: `${relative}:${line} (the parser's value for an absent flag)`};
    }
    const result = evaluate(match[3], source, full);
    if (result) {
      return {...result, where: `${relative}:${line}`};
    }
  }
  return null;
}

/** How the command calls a renderer option: the parser it passes and its fallback (`getValue({commandLine}, FALLBACK)`). */
function optionCall(files: string[], flag: string): {parser: Parser; fallback: {value: unknown} | null} | null {
  const camel = flag.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const re = new RegExp(
    `${escape(camel)}Option\\.getValue\\(\\{\\s*commandLine: ([\\w.]+),?\\s*\\}(?:, ([^)]+))?\\)`,
    'i',
  );
  for (const relative of files) {
    const full = path.join(modulesDir, relative);
    if (!fs.existsSync(full)) continue;
    const source = fs.readFileSync(full, 'utf8');
    const match = re.exec(source);
    if (match) {
      return {parser: parserOf(match[1]), fallback: match[2] ? evaluate(match[2], source, full) : null};
    }
  }
  return null;
}

export type ResolvedDefault = {value: unknown; how: string} | null;

/** What the command uses when the flag is absent, or null when the code gives no single value. */
export function codeDefault(commandFiles: string[], flag: string): ResolvedDefault {
  const own = fallbackInSource(commandFiles, flag);
  if (own) {
    return {value: own.value, how: `fallback in ${own.where}`};
  }
  const option = rendererOption(flag);
  if (option) {
    const call = optionCall(commandFiles, flag);
    const commandLine = emptyCommandLine(call?.parser ?? 'parsedCli');
    const {value} = option.getValue({commandLine}, call?.fallback?.value);
    return {
      value,
      how: `${flag} option getValue() on an empty ${call?.parser ?? 'parsedCli'}${call?.fallback ? ' with the command’s fallback' : ''}`,
    };
  }
  return null;
}

/** Compares a documented literal with a code value ("2Gi" = "2Gi", "true" = true, "300" = 300). */
export function sameDefault(documented: string, value: unknown): boolean {
  return documented === String(value);
}
