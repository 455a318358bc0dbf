/**
 * The claims ledger: one JSON line per checked claim of the docs (`audit/claims/*.jsonl`), each
 * tied to the region of installed package code that makes it true. `npm run audit` checks that the
 * ledger still matches the pages and the packages; `npm run audit:stale` lists the claims whose code
 * changed since they were checked (what to re-read after upgrading Remotion).
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

export type ClaimEntry = {
  page: string;
  claim: string;
  verdict: Verdict;
  source: string[];
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

export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

export const isRemoved = (verdict: Verdict) => verdict.startsWith('removed-');

/** "pkg/path/in/pkg.js:12-30" → its parts, or null when malformed. */
export function parseSource(source: string): {file: string; start: number; end: number} | null {
  const match = /^((?:@[\w.-]+\/)?[\w.-]+\/[^:\s]+):(\d+)-(\d+)$/.exec(source);
  if (!match) {
    return null;
  }
  return {file: match[1], start: Number(match[2]), end: Number(match[3])};
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

function readLines(root: string, relative: string, cache: Map<string, string[] | null>): string[] | null {
  if (!cache.has(relative)) {
    const full = path.join(root, 'node_modules', relative);
    cache.set(
      relative,
      fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8').split('\n') : null,
    );
  }
  return cache.get(relative) ?? null;
}

/** The hash of an entry's source regions as the installed packages have them now (null if unreadable). */
export function hashSources(
  sources: string[],
  root = PROJECT_ROOT,
  cache = new Map<string, string[] | null>(),
): string | null {
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

export type CheckOptions = {root?: string; only?: string; requireHash?: boolean};

export type CheckResult = {
  entries: LocatedEntry[];
  problems: LedgerProblem[];
  /** Entries whose source regions no longer hash to the recorded value. */
  stale: LocatedEntry[];
  uncoveredPages: string[];
};

/** Every rule of the ledger; returns what breaks them instead of throwing. */
export function checkLedger({root = PROJECT_ROOT, only, requireHash = true}: CheckOptions = {}): CheckResult {
  const {entries, problems} = readLedger(root, only);
  const pages = new Map<string, string | null>();
  const sources = new Map<string, string[] | null>();
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

    if (!Array.isArray(entry.source) || entry.source.length === 0) {
      fail('needs at least one source ("package/path:start-end")');
      continue;
    }
    let sourcesOk = true;
    for (const source of entry.source) {
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
    if (!entry.hash) {
      if (requireHash) {
        fail('has no hash (run `npm run audit -- --fill`)');
      }
    } else if (hashSources(entry.source, root, sources) !== entry.hash) {
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

/** Adds the hash of the current source regions to entries that have none; returns how many. */
export function fillHashes(root = PROJECT_ROOT, only?: string): number {
  const dir = path.join(root, LEDGER_DIR);
  const cache = new Map<string, string[] | null>();
  let filled = 0;
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
        if (entry.hash || !Array.isArray(entry.source)) {
          return text;
        }
        const hash = hashSources(entry.source, root, cache);
        if (!hash) {
          return text;
        }
        filled++;
        return JSON.stringify({...entry, hash});
      });
    fs.writeFileSync(full, out.join('\n'));
  }
  return filled;
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
