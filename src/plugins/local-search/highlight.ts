import type {HighlightValue} from './types';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Words of a query or a text, lower-cased, for matching. Keeps identifiers like `useCurrentFrame` whole. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_$@]+/gu) ?? [];
}

/**
 * A deliberately small English stemmer, applied to the index and to queries alike:
 * "creating", "created", "creates" and "create" all become "creat"; "rendering",
 * "renders" and "rendered" become "render"; "captioning" and "captions" "caption";
 * "libraries" "library", "running" "run", "gifs" "gif", "animation" "animat".
 */
export function stem(term: string): string {
  if (term.length < 4 || /\d|[_$@]/.test(term)) {
    return term;
  }
  if (term.length === 4) {
    // Plurals of three-letter words ("gifs", "apps", "runs"), not "this", "less", "plus".
    return /^[a-z]{2}[^siu]s$/.test(term) ? term.slice(0, 3) : term;
  }
  // "libraries" → "library", but <Series> stays a word readers type letter by letter.
  if (/ies$/.test(term) && term.length > 6) return `${term.slice(0, -3)}y`;
  const ation = /^(.{4,})ations?$/.exec(term);
  if (ation) return `${ation[1]}at`;
  let stemmed = term.replace(/(ing|ed|es|s|e)$/, '');
  // "spring" must not become "spr".
  if (stemmed.length < 4) return term;
  // "running", "stopped": the doubled consonant goes too.
  if (/(ing|ed)$/.test(term) && /([^aeiouls])\1$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

type Range = [start: number, end: number];

/** Character ranges of `text` whose words start with one of the query terms. */
function matchRanges(text: string, terms: string[]): {ranges: Range[]; matched: Set<string>} {
  const ranges: Range[] = [];
  const matched = new Set<string>();
  if (terms.length === 0) {
    return {ranges, matched};
  }
  const word = /[\p{L}\p{N}_$@]+/gu;
  for (const m of text.matchAll(word)) {
    const lower = m[0].toLowerCase();
    const term = terms.find(
      (t) => lower.startsWith(t) || lower.startsWith(stem(t)) || (t.length > 4 && lower.includes(t)),
    );
    if (term) {
      const offset = lower.indexOf(term);
      const start = m.index! + Math.max(0, offset);
      ranges.push([start, start + Math.min(term.length, lower.length - Math.max(0, offset))]);
      matched.add(term);
    }
  }
  return {ranges, matched};
}

function wrap(text: string, ranges: Range[], pre: string, post: string): string {
  let out = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    out += escapeHtml(text.slice(cursor, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor));
}

/**
 * Highlights the query terms in `text`. Everything except the highlight tags is
 * HTML-escaped, so a record or a query can never inject markup.
 */
export function highlight(text: string, terms: string[], pre = '<mark>', post = '</mark>'): HighlightValue {
  const {ranges, matched} = matchRanges(text, terms);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return {value: wrap(text, ranges, pre, post), matchLevel, matchedWords: [...matched]};
}

/** Like highlight(), but cut to about `words` words around the first match. */
export function snippet(
  text: string,
  terms: string[],
  words: number,
  pre = '<mark>',
  post = '</mark>',
  ellipsis = '…',
): HighlightValue {
  const {ranges} = matchRanges(text, terms);
  const tokens = [...text.matchAll(/\S+/g)];
  if (tokens.length <= words) {
    return highlight(text, terms, pre, post);
  }
  const firstMatch = ranges[0]?.[0] ?? 0;
  const matchToken = Math.max(
    0,
    tokens.findIndex((t) => t.index! + t[0].length > firstMatch),
  );
  const startToken = Math.max(0, Math.min(matchToken - Math.floor(words / 3), tokens.length - words));
  const endToken = Math.min(tokens.length, startToken + words);
  const start = tokens[startToken].index!;
  const end = tokens[endToken - 1].index! + tokens[endToken - 1][0].length;
  const cut = highlight(text.slice(start, end), terms, pre, post);
  return {
    ...cut,
    value: `${startToken > 0 ? ellipsis : ''}${cut.value}${endToken < tokens.length ? ellipsis : ''}`,
  };
}
