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
export const MAX_ASKS_PER_PAGE = 32;
export const MAX_ASK_LENGTH = 64;

export type SearchAsks = Map<string, string[]>;

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
      if (!/^\/(docs|blog|learn|success-stories)(\/[\w./-]*)?$/.test(page)) {
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
