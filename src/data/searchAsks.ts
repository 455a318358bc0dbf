/**
 * The questions each page answers, in readers' words ("render faster", "is remotion open
 * source"): what someone types who needs the page but doesn't know its title or API names. The
 * search index weighs them with the page's own section (src/plugins/local-search), so that a
 * reader's wording finds the page whose text says it otherwise. One JSON file per part of the
 * site in src/data/search-asks/, keyed by the page's path.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SEARCH_ASKS_DIR = path.join(__dirname, 'search-asks');
/**
 * Questions real users brought to public threads (remotion-dev issues and discussions, Q&A pages),
 * each written as they would type it into search and tied to the page that answers it, with the
 * thread as its source. They teach the index the causes behind pasted errors and symptoms ("Session
 * closed" → the Bun page), which a page's own text seldom names.
 */
export const SEARCH_THREADS_FILE = path.join(__dirname, 'search-threads.json');
export const MAX_ASKS_PER_PAGE = 32;
export const MAX_ASK_LENGTH = 64;

export const MAX_THREAD_QUERY_LENGTH = 120;

export type SearchAsks = Map<string, string[]>;
export type ThreadQuestion = {query: string; page: string; source: string; answer: string};

const PAGE_PATH = /^\/(docs|blog|learn|success-stories)(\/[\w./-]*)?$/;

/** Every file's entries, checked; a problem names the file, the page and the phrase. */
export function readSearchAsks(dir = SEARCH_ASKS_DIR): SearchAsks {
  const asks: SearchAsks = new Map();
  const problems: string[] = [];
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      problems.push(`${file}: must be an object of page path → phrases`);
      continue;
    }
    for (const [page, phrases] of Object.entries(data)) {
      const where = `${file} ${page}`;
      if (!PAGE_PATH.test(page)) {
        problems.push(`${where}: a page path such as /docs/player`);
      }
      if (asks.has(page)) problems.push(`${where}: listed in two files`);
      if (!Array.isArray(phrases) || phrases.length === 0 || phrases.length > MAX_ASKS_PER_PAGE) {
        problems.push(`${where}: 1 to ${MAX_ASKS_PER_PAGE} phrases`);
        continue;
      }
      for (const phrase of phrases) {
        if (typeof phrase !== 'string' || phrase.trim().length < 3 || phrase.length > MAX_ASK_LENGTH) {
          problems.push(`${where}: "${phrase}" must be 3 to ${MAX_ASK_LENGTH} characters`);
        }
      }
      if (new Set(phrases).size !== phrases.length) problems.push(`${where}: a phrase is repeated`);
      asks.set(page, phrases as string[]);
    }
  }
  if (problems.length > 0) {
    throw new Error(`search asks (src/data/search-asks):\n${problems.join('\n')}`);
  }
  return asks;
}

/** The thread questions, checked; a problem names the entry by its position and source. */
export function readSearchThreads(file = SEARCH_THREADS_FILE): ThreadQuestion[] {
  if (!fs.existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`search threads (${path.basename(file)}): not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw new Error(`search threads (${path.basename(file)}): must be an array of questions`);
  const problems: string[] = [];
  const seen = new Set<string>();
  data.forEach((entry: Partial<ThreadQuestion>, i) => {
    const where = `#${i} (${entry?.source ?? 'no source'})`;
    const {query, page, source, answer} = entry ?? {};
    if (typeof query !== 'string' || query.trim().length < 3 || query.length > MAX_THREAD_QUERY_LENGTH) {
      problems.push(`${where}: "query" must be 3 to ${MAX_THREAD_QUERY_LENGTH} characters`);
    }
    if (typeof page !== 'string' || !PAGE_PATH.test(page))
      problems.push(`${where}: "page" must be a page path such as /docs/player`);
    if (typeof source !== 'string' || !/^https:\/\/\S+$/.test(source))
      problems.push(`${where}: "source" must be the thread's https URL`);
    if (typeof answer !== 'string' || answer.trim().length < 10)
      problems.push(`${where}: "answer" must say what resolved the thread`);
    const key = `${String(query).toLowerCase()} → ${page}`;
    if (seen.has(key)) problems.push(`${where}: "${query}" is listed twice for ${page}`);
    seen.add(key);
  });
  if (problems.length > 0) throw new Error(`search threads (${path.basename(file)}):\n${problems.join('\n')}`);
  return data as ThreadQuestion[];
}

/** What the index weighs as each page's questions: the pages' own phrases and the threads' questions. */
export function readIndexAsks(dir = SEARCH_ASKS_DIR, threadsFile = SEARCH_THREADS_FILE): SearchAsks {
  const asks = new Map([...readSearchAsks(dir)].map(([page, phrases]) => [page, [...phrases]]));
  for (const thread of readSearchThreads(threadsFile)) {
    // "/docs" and "/docs/" are one page; its phrases sit under the spelling the asks files use.
    const other = thread.page.endsWith('/') ? thread.page.slice(0, -1) : `${thread.page}/`;
    const page = asks.has(other) ? other : thread.page;
    const query = thread.query;
    const phrases = asks.get(page) ?? [];
    const phrase = query.toLowerCase();
    if (!phrases.includes(phrase)) phrases.push(phrase);
    asks.set(page, phrases);
  }
  return asks;
}
