/**
 * The claims ledger: one JSON line per checked claim of the docs (`audit/claims/*.jsonl`). A claim
 * is proved one of two ways:
 * - executed: `test` names a test (`tests/claims/…`) that runs the installed packages and asserts
 *   what the page says; the audit requires that test to have passed in the same run;
 * - cited: `source` names the lines of installed package code that apply it, and those lines must
 *   contain what the claim `states` (an identifier, a value, a message), so a citation of unrelated
 *   lines fails. A hash of the lines makes `npm run audit:stale` fail when an upgrade changes them.
 * Claims of the kinds that line citations can't show (defaults, which option wins, callback counts,
 * empty results, error texts, timing arithmetic, flags a command reads, module formats, computed
 * values) must be executed, or say in `unexecutable` why they can't be run here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {listMarkdownFiles, PROJECT_ROOT} from './markdown';

export const LEDGER_DIR = 'audit/claims';

export const VERDICTS = [
  'true',
  'fixed-wrong',
  'fixed-misleading',
  'removed-wrong',
  'removed-misleading',
  'removed-unprovable',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What a claim is about; the first nine are the kinds a line citation can't prove. */
export const KINDS = {
  default: 'what happens when an option, argument or flag is left out',
  precedence: 'which of two options, sources or settings wins',
  'callback-count': 'how often, and when, a callback or event fires',
  'empty-result': 'what comes back when nothing is asked for, or nothing is found (null, undefined, empty)',
  'error-text': 'that something throws or fails, and with which message',
  timing: 'timeouts, retries, delays and their arithmetic',
  'flags-read': 'which flags, options or environment variables a command or function reads',
  'module-format': 'how a package loads: ESM, CommonJS, exports, file extensions',
  value: 'a value the code computes (noise, random, interpolation, sizes, prices)',
  behaviour: 'other behaviour at run time (order, side effects, where files go)',
  fact: 'names, signatures, types, package contents, versions, limits written in the code',
  site: "this website's own behaviour (the Ask AI button, plain-text docs)",
} as const;
export type Kind = keyof typeof KINDS;
export const EXECUTABLE_KINDS: readonly Kind[] = [
  'default',
  'precedence',
  'callback-count',
  'empty-result',
  'error-text',
  'timing',
  'flags-read',
  'module-format',
  'value',
];

/** A token the claim states, as the page writes it and, where the code writes it otherwise, as the code does. */
export type Stated = string | {page: string; code: string};

export type ClaimEntry = {
  page: string;
  claim: string;
  verdict: Verdict;
  kind: Kind;
  states: Stated[];
  source?: string[];
  /** `tests/claims/<file>.test.ts > <test name>` */
  test?: string;
  /** Why a claim of an executable kind is not run here (it needs a browser, the cloud, a GPU…). */
  unexecutable?: string;
  hash?: string;
  was?: string;
  note?: string;
  upstream?: string;
};

export type LocatedEntry = {file: string; line: number; entry: ClaimEntry};
export type LedgerProblem = {where: string; message: string};

/** Shortest claim text that still identifies a statement. */
const MIN_CLAIM_LENGTH = 20;
/** Source regions are kept tight so that a hash change means the claim's own code changed. */
const MAX_REGION_LINES = 80;
/** A stated token shorter than this ("s", "1") matches almost any code. */
const MIN_STATED_LENGTH = 2;
const MIN_REASON_LENGTH = 20;

export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

export const isRemoved = (verdict: Verdict) => verdict.startsWith('removed-');

export const statedOnPage = (s: Stated) => (typeof s === 'string' ? s : s.page);
export const statedInCode = (s: Stated) => (typeof s === 'string' ? s : s.code);

/** The claim as a reader sees it: inline-code and emphasis marks dropped, spaces collapsed. */
export const plainClaim = (claim: string) => normalizeSpace(claim.replace(/[`*]/g, ''));

/** "pkg/path/in/pkg.js:12-30" → its parts, or null when malformed. */
export function parseSource(source: string): {file: string; start: number; end: number} | null {
  const match = /^((?:@[\w.-]+\/)?[\w.-]+\/[^:\s]+):(\d+)-(\d+)$/.exec(source);
  if (!match) {
    return null;
  }
  return {file: match[1], start: Number(match[2]), end: Number(match[3])};
}

/** "tests/claims/noise.test.ts > noise2D is 0 at the origin" → its parts, or null when malformed. */
export function parseTestRef(ref: string): {file: string; name: string} | null {
  const match = /^(tests\/[\w./-]+\.(?:test|spec)\.ts) > (.+)$/.exec(ref);
  return match ? {file: match[1], name: match[2].trim()} : null;
}

/** Reads every ledger line; malformed JSON is a problem, not an exception. */
export function readLedger(root = PROJECT_ROOT, only?: string): {entries: LocatedEntry[]; problems: LedgerProblem[]} {
  const dir = path.join(root, LEDGER_DIR);
  const entries: LocatedEntry[] = [];
  const problems: LedgerProblem[] = [];
  if (!fs.existsSync(dir)) {
    return {entries, problems: [{where: LEDGER_DIR, message: 'the ledger folder is missing'}]};
  }
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .filter((name) => !only || name === only || name === `${only}.jsonl`)
    .sort();
  if (only && files.length === 0) {
    problems.push({where: LEDGER_DIR, message: `no ledger file named ${only}`});
  }
  for (const name of files) {
    const file = `${LEDGER_DIR}/${name}`;
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (!text.trim()) {
          return;
        }
        const where = `${file}:${index + 1}`;
        try {
          entries.push({file, line: index + 1, entry: JSON.parse(text) as ClaimEntry});
        } catch (error) {
          problems.push({where, message: `not valid JSON: ${(error as Error).message}`});
        }
      });
  }
  return {entries, problems};
}

type LineCache = Map<string, string[] | null>;

function readLines(root: string, relative: string, cache: LineCache): string[] | null {
  if (!cache.has(relative)) {
    const full = path.join(root, 'node_modules', relative);
    cache.set(
      relative,
      fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8').split('\n') : null,
    );
  }
  return cache.get(relative) ?? null;
}

/** The text of an entry's cited regions, joined (null if one can't be read). */
export function citedText(sources: string[], root = PROJECT_ROOT, cache: LineCache = new Map()): string | null {
  const parts: string[] = [];
  for (const source of sources) {
    const parsed = parseSource(source);
    const lines = parsed && readLines(root, parsed.file, cache);
    if (!parsed || !lines || parsed.end > lines.length) {
      return null;
    }
    parts.push(lines.slice(parsed.start - 1, parsed.end).join('\n'));
  }
  return parts.join('\n');
}

/** The hash of an entry's source regions as the installed packages have them now (null if unreadable). */
export function hashSources(sources: string[], root = PROJECT_ROOT, cache: LineCache = new Map()): string | null {
  const hash = crypto.createHash('sha256');
  for (const source of sources) {
    const parsed = parseSource(source);
    const lines = parsed && readLines(root, parsed.file, cache);
    if (!parsed || !lines || parsed.end > lines.length) {
      return null;
    }
    hash.update(`${parsed.file}\n`);
    hash.update(lines.slice(parsed.start - 1, parsed.end).join('\n'));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Doc ids (path under docs/ without the extension) of every docs page. */
export function docIds(root = PROJECT_ROOT): string[] {
  return listMarkdownFiles(['docs'], root).map((file) => file.replace(/^docs\//, '').replace(/\.mdx?$/, ''));
}

function pageText(root: string, id: string, cache: Map<string, string | null>): string | null {
  if (!cache.has(id)) {
    const candidates = [`docs/${id}.mdx`, `docs/${id}.md`].map((f) => path.join(root, f));
    const found = candidates.find((f) => fs.existsSync(f));
    cache.set(id, found ? normalizeSpace(fs.readFileSync(found, 'utf8')) : null);
  }
  return cache.get(id) ?? null;
}

function fileText(root: string, relative: string, cache: Map<string, string | null>): string | null {
  if (!cache.has(relative)) {
    const full = path.join(root, relative);
    cache.set(relative, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null);
  }
  return cache.get(relative) ?? null;
}

/** Passed tests of a vitest JSON report, as "tests/…/file.test.ts > full name". */
export function passedTests(report: unknown, root = PROJECT_ROOT): Set<string> {
  const passed = new Set<string>();
  const results = (report as {testResults?: {name: string; assertionResults: {fullName: string; status: string}[]}[]})
    .testResults;
  for (const file of results ?? []) {
    const relative = path.relative(root, file.name).split(path.sep).join('/');
    for (const test of file.assertionResults) {
      if (test.status === 'passed') {
        passed.add(`${relative} > ${normalizeSpace(test.fullName)}`);
      }
    }
  }
  return passed;
}

export type CheckOptions = {
  root?: string;
  only?: string;
  requireHash?: boolean;
  /** Passed tests of this run (see passedTests); without it, executed claims are not checked for a pass. */
  passed?: Set<string>;
};

export type CheckResult = {
  entries: LocatedEntry[];
  problems: LedgerProblem[];
  /** Entries whose source regions no longer hash to the recorded value. */
  stale: LocatedEntry[];
  uncoveredPages: string[];
};

/** Every rule of the ledger; returns what breaks them instead of throwing. */
export function checkLedger({root = PROJECT_ROOT, only, requireHash = true, passed}: CheckOptions = {}): CheckResult {
  const {entries, problems} = readLedger(root, only);
  const pages = new Map<string, string | null>();
  const sources: LineCache = new Map();
  const testFiles = new Map<string, string | null>();
  const stale: LocatedEntry[] = [];
  const seen = new Set<string>();

  for (const located of entries) {
    const {entry} = located;
    const where = `${located.file}:${located.line}`;
    const fail = (message: string) => problems.push({where, message});
    if (typeof entry.page !== 'string' || typeof entry.claim !== 'string') {
      fail('needs "page" and "claim" strings');
      continue;
    }
    if (!VERDICTS.includes(entry.verdict)) {
      fail(`verdict must be one of ${VERDICTS.join(', ')}`);
      continue;
    }
    if (!(entry.kind in KINDS)) {
      fail(`kind must be one of ${Object.keys(KINDS).join(', ')}, got ${JSON.stringify(entry.kind)}`);
      continue;
    }
    const claim = normalizeSpace(entry.claim);
    if (claim.length < MIN_CLAIM_LENGTH) {
      fail(`claim text is shorter than ${MIN_CLAIM_LENGTH} characters: "${claim}"`);
    }
    const key = `${entry.page}\u0000${claim}`;
    if (seen.has(key)) {
      fail(`the same claim is recorded twice for ${entry.page}`);
    }
    seen.add(key);
    if (entry.verdict.startsWith('fixed-') && !entry.was) {
      fail('a fixed claim says what the page said before ("was")');
    }

    const text = pageText(root, entry.page, pages);
    if (text === null) {
      fail(`no docs page ${entry.page}`);
    } else if (isRemoved(entry.verdict) && text.includes(claim)) {
      fail(`marked ${entry.verdict} but still on ${entry.page}: "${claim.slice(0, 80)}"`);
    } else if (!isRemoved(entry.verdict) && !text.includes(claim)) {
      fail(`no longer stands on ${entry.page} (re-audit the edited sentence): "${claim.slice(0, 80)}"`);
    }

    // What the claim states must be in the claim, and in the evidence.
    const states = Array.isArray(entry.states) ? entry.states : [];
    if (states.length === 0) {
      fail('needs "states": the identifiers or values the claim states, which the evidence must contain');
    }
    const plain = plainClaim(entry.claim);
    for (const stated of states) {
      const onPage = statedOnPage(stated);
      const inCode = statedInCode(stated);
      if (typeof onPage !== 'string' || typeof inCode !== 'string' || inCode.trim().length < MIN_STATED_LENGTH) {
        fail(`"states" holds strings of ${MIN_STATED_LENGTH}+ characters or {page, code} pairs`);
      } else if (!claim.includes(onPage) && !plain.includes(normalizeSpace(onPage))) {
        fail(`states "${onPage}", which the claim does not say`);
      }
    }

    const executable = EXECUTABLE_KINDS.includes(entry.kind);
    if (entry.test !== undefined) {
      const ref = parseTestRef(entry.test);
      const testText = ref && fileText(root, ref.file, testFiles);
      if (!ref) {
        fail(`test "${entry.test}" is not "tests/<path>.test.ts > <test name>"`);
      } else if (testText === null) {
        fail(`test file ${ref.file} does not exist`);
      } else {
        for (const stated of states) {
          const inCode = statedInCode(stated);
          if (typeof inCode === 'string' && !testText.includes(inCode)) {
            fail(`states "${inCode}", which ${ref.file} never asserts`);
          }
        }
        const isVitest = !ref.file.startsWith('tests/e2e/');
        if (passed && isVitest && !passed.has(`${ref.file} > ${normalizeSpace(ref.name)}`)) {
          fail(`its test did not pass in this run: ${entry.test}`);
        }
      }
    } else if (executable && !isRemoved(entry.verdict)) {
      if (typeof entry.unexecutable !== 'string' || entry.unexecutable.trim().length < MIN_REASON_LENGTH) {
        fail(
          `a "${entry.kind}" claim names the test that runs it ("test"), or says why it can't run here ("unexecutable")`,
        );
      }
    }

    const sourceList = entry.source;
    if (sourceList === undefined && entry.test !== undefined) {
      continue;
    }
    if (!Array.isArray(sourceList) || sourceList.length === 0) {
      fail('needs at least one source ("package/path:start-end"), or a test that runs it');
      continue;
    }
    let sourcesOk = true;
    for (const source of sourceList) {
      const parsed = parseSource(source);
      if (!parsed) {
        fail(`source "${source}" is not "package/path:start-end"`);
        sourcesOk = false;
        continue;
      }
      const lines = readLines(root, parsed.file, sources);
      if (!lines) {
        fail(`source file node_modules/${parsed.file} is not installed`);
        sourcesOk = false;
      } else if (parsed.start < 1 || parsed.end < parsed.start || parsed.end > lines.length) {
        fail(
          `source lines ${parsed.start}-${parsed.end} are outside node_modules/${parsed.file} (${lines.length} lines)`,
        );
        sourcesOk = false;
      } else if (parsed.end - parsed.start + 1 > MAX_REGION_LINES) {
        fail(
          `source region ${source} spans more than ${MAX_REGION_LINES} lines; point at the lines that apply the claim`,
        );
      }
    }
    if (!sourcesOk) {
      continue;
    }
    if (entry.test === undefined) {
      const cited = citedText(sourceList, root, sources) ?? '';
      for (const stated of states) {
        const inCode = statedInCode(stated);
        if (typeof inCode === 'string' && !cited.includes(inCode)) {
          fail(`cites ${sourceList.join(', ')}, which does not contain "${inCode}" that the claim states`);
        }
      }
    }
    if (!entry.hash) {
      if (requireHash) {
        fail('has no hash (run `npm run audit -- --fill`)');
      }
    } else if (hashSources(sourceList, root, sources) !== entry.hash) {
      stale.push(located);
    }
  }

  const covered = new Set(entries.map((e) => e.entry.page));
  const uncoveredPages = only ? [] : docIds(root).filter((id) => !covered.has(id));
  for (const id of uncoveredPages) {
    problems.push({where: `docs/${id}`, message: 'has no entry in the claims ledger'});
  }
  return {entries, problems, stale, uncoveredPages};
}

/** Rewrites every ledger line through `update` (which returns the entry to keep); returns how many changed. */
export function rewriteLedger(update: (entry: ClaimEntry) => ClaimEntry, root = PROJECT_ROOT, only?: string): number {
  const dir = path.join(root, LEDGER_DIR);
  let changed = 0;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
    if (only && name !== only && name !== `${only}.jsonl`) {
      continue;
    }
    const full = path.join(dir, name);
    const out = fs
      .readFileSync(full, 'utf8')
      .split('\n')
      .map((text) => {
        if (!text.trim()) {
          return text;
        }
        let entry: ClaimEntry;
        try {
          entry = JSON.parse(text) as ClaimEntry;
        } catch {
          return text;
        }
        const next = JSON.stringify(update(entry));
        if (next !== text) {
          changed++;
        }
        return next;
      });
    fs.writeFileSync(full, out.join('\n'));
  }
  return changed;
}

/** Adds the hash of the current source regions to entries that have none; returns how many. */
export function fillHashes(root = PROJECT_ROOT, only?: string): number {
  const cache: LineCache = new Map();
  return rewriteLedger(
    (entry) => {
      if (entry.hash || !Array.isArray(entry.source)) {
        return entry;
      }
      const hash = hashSources(entry.source, root, cache);
      return hash ? {...entry, hash} : entry;
    },
    root,
    only,
  );
}

/** Re-hashes entries after their claim was re-read against changed code (`--rehash`): the reader's "I checked it". */
export function rehash(root = PROJECT_ROOT, only?: string): number {
  const cache: LineCache = new Map();
  return rewriteLedger(
    (entry) => {
      if (!Array.isArray(entry.source)) {
        return entry;
      }
      const hash = hashSources(entry.source, root, cache);
      return hash && hash !== entry.hash ? {...entry, hash} : entry;
    },
    root,
    only,
  );
}

export type SectionSummary = {
  section: string;
  pages: number;
  claims: number;
  wrong: number;
  misleading: number;
  removed: number;
};

/** Claims per docs section (the first folder of the page id; top-level pages are "core"). */
export function summarize(entries: LocatedEntry[]): SectionSummary[] {
  const bySection = new Map<string, SectionSummary & {pageSet: Set<string>}>();
  for (const {entry} of entries) {
    const section = entry.page.includes('/') ? entry.page.split('/')[0] : 'core';
    const row = bySection.get(section) ?? {
      section,
      pages: 0,
      claims: 0,
      wrong: 0,
      misleading: 0,
      removed: 0,
      pageSet: new Set<string>(),
    };
    row.pageSet.add(entry.page);
    row.claims++;
    if (entry.verdict.endsWith('-wrong')) row.wrong++;
    if (entry.verdict.endsWith('-misleading')) row.misleading++;
    if (isRemoved(entry.verdict)) row.removed++;
    bySection.set(section, row);
  }
  return [...bySection.values()]
    .map(({pageSet, ...row}) => ({...row, pages: pageSet.size}))
    .sort((a, b) => a.section.localeCompare(b.section));
}

export type KindSummary = {kind: Kind; claims: number; executed: number; unexecutable: number; cited: number};

/** Claims per kind, and how each is proved. Removed claims are left out: nothing stands to prove. */
export function summarizeKinds(entries: LocatedEntry[]): KindSummary[] {
  return (Object.keys(KINDS) as Kind[]).map((kind) => {
    const mine = entries.filter((e) => e.entry.kind === kind && !isRemoved(e.entry.verdict)).map((e) => e.entry);
    const executed = mine.filter((e) => e.test !== undefined).length;
    const unexecutable = mine.filter((e) => e.test === undefined && e.unexecutable !== undefined).length;
    return {kind, claims: mine.length, executed, unexecutable, cited: mine.length - executed - unexecutable};
  });
}
