/**
 * Search evaluation over real readers' questions (tests/fixtures/search-questions/corpus.json):
 * each question's query is run through the embedded engine as the modal runs it, and the hits are
 * put in the order the DocSearch modal shows them (grouped by page, then by section group) before
 * looking for the page that answers it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadIndex, runQuery, type LoadedIndex} from '../../src/plugins/local-search/engine';
import {buildIndex} from '../../src/plugins/local-search/format';
import {collectRecords} from '../../src/plugins/local-search/collectRecords';
import {MAX_SECTIONS_PER_PAGE, type SearchHit} from '../../src/plugins/local-search/types';
import {PROJECT_ROOT} from './markdown';
import {readIndexAsks} from '../../src/data/searchAsks';

export const QUESTION_KINDS = ['how-to', 'error', 'concept', 'comparison', 'possible'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const HALVES = ['tune', 'test'] as const;
export type Half = (typeof HALVES)[number];

export type Question = {
  id: string;
  /** Where a reader asked it (an issue thread, a Q&A page). */
  source: string;
  /** The reader's own words. */
  asked: string;
  /** What that reader would type into the search box. */
  query: string;
  kind: QuestionKind;
  /** Paths of the pages that answer it at this version, best first. */
  answers: string[];
  /** Fixed once, at random, when the corpus was split: tune on one half, report the other. */
  half: Half;
  note?: string;
};

export const CORPUS_FILE = path.join(PROJECT_ROOT, 'tests/fixtures/search-questions/corpus.json');

/** The corpus, checked: every field present and of its kind, ids and sources unique. */
export function readCorpus(file = CORPUS_FILE): Question[] {
  const questions = JSON.parse(fs.readFileSync(file, 'utf8')) as Question[];
  const problems: string[] = [];
  const ids = new Set<string>();
  const sources = new Set<string>();
  questions.forEach((q, i) => {
    const where = `question ${i} (${q.id ?? '?'})`;
    if (typeof q.id !== 'string' || ids.has(q.id)) problems.push(`${where}: "id" missing or repeated`);
    ids.add(q.id);
    if (typeof q.source !== 'string' || !/^https:\/\//.test(q.source))
      problems.push(`${where}: "source" is not an https URL`);
    else if (sources.has(`${q.source} ${q.query}`)) problems.push(`${where}: the same question twice`);
    sources.add(`${q.source} ${q.query}`);
    if (typeof q.query !== 'string' || q.query.trim().length === 0 || q.query.length > 64)
      problems.push(`${where}: "query" must be 1 to 64 characters`);
    if (!QUESTION_KINDS.includes(q.kind)) problems.push(`${where}: "kind" must be one of ${QUESTION_KINDS.join(', ')}`);
    if (!HALVES.includes(q.half)) problems.push(`${where}: "half" must be tune or test`);
    if (!Array.isArray(q.answers) || q.answers.length === 0 || q.answers.some((a) => !a.startsWith('/')))
      problems.push(`${where}: "answers" must list page paths`);
  });
  if (problems.length > 0) throw new Error(`search corpus ${file}:\n${problems.join('\n')}`);
  return questions;
}

/** The engine's index over a built site, made from its HTML with the current code. */
export function indexOfBuild(buildDir = path.join(PROJECT_ROOT, 'build')): LoadedIndex {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run \`npm run build\` first`);
  }
  const records = collectRecords(buildDir, 'https://www.remotion.dev', readIndexAsks());
  return loadIndex(buildIndex(records));
}

const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

/**
 * Distinct pages in the order the DocSearch modal lists them: hits grouped by page (at most two
 * a page), those groups grouped by their section group (lvl0) in order of first appearance.
 */
export function pagesAsShown(hits: SearchHit[]): string[] {
  const byPage = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const key = hit.hierarchy.lvl1 ?? hit.url_without_anchor;
    const list = byPage.get(key) ?? [];
    if (list.length < MAX_SECTIONS_PER_PAGE) list.push(hit);
    byPage.set(key, list);
  }
  const byGroup = new Map<string, SearchHit[]>();
  for (const hit of [...byPage.values()].flat()) {
    const group = hit.hierarchy.lvl0 ?? '';
    byGroup.set(group, [...(byGroup.get(group) ?? []), hit]);
  }
  return [...new Set([...byGroup.values()].flat().map((h) => pathOf(h.url_without_anchor)))];
}

export type Ranked = Question & {rank: number; shown: string[]};

export function rankQuestions(index: LoadedIndex, questions: Question[]): Ranked[] {
  return questions.map((q) => {
    const hits = runQuery(index, {query: q.query, hitsPerPage: 20, facetFilters: ['language:en']}).hits;
    const shown = pagesAsShown(hits);
    const answers = q.answers.map((a) => a.replace(/(.)\/$/, '$1'));
    return {...q, rank: shown.findIndex((p) => answers.includes(p)) + 1, shown: shown.slice(0, 5)};
  });
}

export type Score = {questions: number; top1: number; top3: number; mrr: number};

export function scoreOf(ranked: Ranked[]): Score {
  const n = ranked.length;
  const share = (ok: (r: Ranked) => boolean) => (n === 0 ? 0 : ranked.filter(ok).length / n);
  return {
    questions: n,
    top1: share((r) => r.rank === 1),
    top3: share((r) => r.rank >= 1 && r.rank <= 3),
    mrr: n === 0 ? 0 : ranked.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / n,
  };
}

/** Rows of half × kind (and each half's total). */
export function scoreTable(ranked: Ranked[]): {half: Half; kind: QuestionKind | 'all'; score: Score}[] {
  return HALVES.flatMap((half) => {
    const mine = ranked.filter((r) => r.half === half);
    return [
      ...QUESTION_KINDS.map((kind) => ({half, kind, score: scoreOf(mine.filter((r) => r.kind === kind))})),
      {half, kind: 'all' as const, score: scoreOf(mine)},
    ];
  });
}
