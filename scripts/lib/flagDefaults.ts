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

/** `parsed…Cli['flag'] ?? X` (or `.flag`) in the command's files: the value of X. */
export function fallbackInSource(files: string[], flag: string): {value: unknown; where: string} | null {
  const access = `parsed\\w*Cli(?:\\.${escape(flag)}\\b|\\[['"]${escape(flag)}['"]\\])`;
  const compiled = new RegExp(`${access}\\) !== null && (_\\w+) !== void 0 \\? \\1 : ([^,;)\\n]+(?:\\([^)]*\\))?)`);
  for (const relative of files) {
    const full = path.join(modulesDir, relative);
    if (!fs.existsSync(full)) continue;
    const source = fs.readFileSync(full, 'utf8');
    const match = compiled.exec(source);
    if (!match) continue;
    const result = evaluate(match[2], source, full);
    if (result) {
      const line = source.slice(0, match.index).split('\n').length;
      return {...result, where: `${relative}:${line}`};
    }
  }
  return null;
}

/** The fallback the command gives a renderer option (`xOption.getValue({commandLine}, FALLBACK)`). */
function optionFallback(files: string[], flag: string): {value: unknown} | null {
  const camel = flag.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const re = new RegExp(`${escape(camel)}Option\\.getValue\\(\\{\\s*commandLine: [\\w.]+,?\\s*\\}, ([^)]+)\\)`, 'i');
  for (const relative of files) {
    const full = path.join(modulesDir, relative);
    if (!fs.existsSync(full)) continue;
    const source = fs.readFileSync(full, 'utf8');
    const match = re.exec(source);
    if (match) return evaluate(match[1], source, full);
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
    const fallback = optionFallback(commandFiles, flag);
    const {value} = option.getValue({commandLine: {}}, fallback?.value);
    return {value, how: `${flag} option getValue()${fallback ? ' with the command’s fallback' : ''}`};
  }
  return null;
}

/** Compares a documented literal with a code value ("2Gi" = "2Gi", "true" = true, "300" = 300). */
export function sameDefault(documented: string, value: unknown): boolean {
  return documented === String(value);
}
