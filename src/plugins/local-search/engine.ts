import {readSections, type Section, type SerializedIndex} from './format';
import {highlight, snippet, stem, tokenize} from './highlight';
import {
  HIERARCHY_LEVELS,
  MAX_QUERY_LENGTH,
  type FacetFilters,
  type Hierarchy,
  type HighlightValue,
  type RecordType,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
} from './types';

export {buildIndex, type SerializedIndex} from './format';

/**
 * The embedded search engine. The index file (format.ts) is turned into an
 * inverted index in the browser: a sorted vocabulary and, per term, the
 * sections holding it with a precomputed weight. A query adds those weights up
 * in flat arrays, so its cost grows with the postings it touches, not with the
 * site: a few milliseconds even for one-letter prefixes. It answers Algolia's
 * multi-query request shape, so the DocSearch modal and the search page work
 * without a hosted service.
 *
 * Ranking: a section's fields are weighted title > heading > API names
 * (inline code) > the page it sits on > body text, each with BM25 saturation
 * and length normalisation; page sections beat h2 sections beat h3 sections.
 * Every word of the query must match (stop words excepted), the last one as a
 * prefix while it is being typed; a word that matches nothing is matched with
 * one or two typos; if that still finds nothing, sections matching most of the
 * words are returned.
 */

type Field = 'title' | 'heading' | 'keywords' | 'page' | 'summary';
const FIELDS: Field[] = ['title', 'heading', 'keywords', 'page', 'summary'];
const BOOST: Record<Field, number> = {title: 8, heading: 5, keywords: 3, page: 1.5, summary: 1};
const TYPE_RANK: Record<RecordType, number> = {lvl1: 3, lvl2: 2, lvl3: 1.5, content: 1};
// BM25: how fast repeated words stop counting, and how much a long field is discounted.
const K1 = 1.2;
const B = 0.7;
// How much a word found as a prefix or with typos counts, against an exact word.
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.4;
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the this to what when where which why with you your'.split(
    ' ',
  ),
);

export type LoadedIndex = {
  origin: string;
  pages: SerializedIndex['pages'];
  sections: Section[];
  /** Sorted vocabulary; postings and idf are indexed like it. */
  terms: string[];
  termIds: Map<string, number>;
  postingDocs: Uint32Array[];
  postingWeights: Float32Array[];
  idf: Float32Array;
  typeRank: Float32Array;
  /** Scratch space for queries, one slot per section. */
  scores: Float32Array;
  best: Float32Array;
  matched: Uint8Array;
};

/** Terms of a text as the index stores them: lower-cased words, stemmed. */
function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    if (word.length > 1 || /\d/.test(word)) out.push(stem(word));
  }
  return out;
}

/** Builds the in-memory index from the shipped sections. */
export function loadIndex(data: SerializedIndex): LoadedIndex {
  if (data?.version !== 3 || !Array.isArray(data.pages) || !Array.isArray(data.sections)) {
    throw new Error('The search index has an unknown format');
  }
  const sections = readSections(data);
  const count = sections.length;
  const fieldTerms: Record<Field, string[][]> = {title: [], heading: [], keywords: [], page: [], summary: []};
  sections.forEach((s) => {
    const title = data.pages[s.page][2];
    fieldTerms.title.push(s.type === 'lvl1' ? termsOf(title) : []);
    fieldTerms.heading.push(termsOf(s.lvl3 ?? s.lvl2 ?? ''));
    fieldTerms.keywords.push(termsOf(s.keywords));
    fieldTerms.page.push(s.type === 'lvl1' ? [] : termsOf(`${title} ${s.type === 'lvl3' ? (s.lvl2 ?? '') : ''}`));
    fieldTerms.summary.push(termsOf(s.summary));
  });

  const averages = {} as Record<Field, number>;
  for (const field of FIELDS) {
    const withText = fieldTerms[field].filter((l) => l.length > 0);
    averages[field] = withText.reduce((sum, l) => sum + l.length, 0) / Math.max(1, withText.length);
  }

  // Per term and section: the sum over fields of boost × saturated, length-normalised frequency.
  const ids = new Map<string, number>();
  const vocabulary: string[] = [];
  const docsOf: number[][] = [];
  const weightsOf: number[][] = [];
  const frequencies = new Map<string, number>();
  const sectionWeights = new Map<number, number>();
  for (let doc = 0; doc < count; doc++) {
    for (const field of FIELDS) {
      const list = fieldTerms[field][doc];
      if (list.length === 0) continue;
      frequencies.clear();
      for (const term of list) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      const norm = K1 * (1 - B + (B * list.length) / averages[field]);
      for (const [term, tf] of frequencies) {
        let id = ids.get(term);
        if (id === undefined) {
          id = vocabulary.length;
          ids.set(term, id);
          vocabulary.push(term);
          docsOf.push([]);
          weightsOf.push([]);
        }
        sectionWeights.set(id, (sectionWeights.get(id) ?? 0) + (BOOST[field] * tf * (K1 + 1)) / (tf + norm));
      }
    }
    for (const [id, weight] of sectionWeights) {
      docsOf[id].push(doc);
      weightsOf[id].push(weight);
    }
    sectionWeights.clear();
  }

  // The vocabulary is kept sorted, so that the words a prefix begins are one range of it.
  const order = vocabulary.map((_, i) => i).sort((a, b) => (vocabulary[a] < vocabulary[b] ? -1 : 1));
  const terms = order.map((i) => vocabulary[i]);
  const termIds = new Map(terms.map((t, i) => [t, i]));
  const postingDocs = order.map((i) => Uint32Array.from(docsOf[i]));
  const postingWeights = order.map((i) => Float32Array.from(weightsOf[i]));
  const idf = Float32Array.from(postingDocs, (docs) => Math.log(1 + (count - docs.length + 0.5) / (docs.length + 0.5)));

  return {
    origin: data.origin,
    pages: data.pages,
    sections,
    terms,
    termIds,
    postingDocs,
    postingWeights,
    idf,
    typeRank: Float32Array.from(sections, (s) => TYPE_RANK[s.type]),
    scores: new Float32Array(count),
    best: new Float32Array(count),
    matched: new Uint8Array(count),
  };
}

/** First index in the sorted vocabulary at or after `term`. */
function lowerBound(terms: string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid] < term) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Edit distance of `a` and `b` (insertions, deletions, substitutions, and swaps of
 * neighbouring letters, as in "vidoe") if it is at most `max`, else max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

type Expansion = {term: number; weight: number};

/**
 * The vocabulary terms a query word stands for, with how much each counts:
 * the word itself (stemmed), longer words it begins (the word being typed, or
 * any word of four letters or more), or, when neither exists, words one or two
 * typos away.
 */
function expand(index: LoadedIndex, word: string, isLast: boolean): {expansions: Expansion[]; fuzzy: string[]} {
  const expansions: Expansion[] = [];
  const stemmed = word.length > 1 || /\d/.test(word) ? stem(word) : word;
  const exact = index.termIds.get(stemmed);
  if (exact !== undefined) expansions.push({term: exact, weight: 1});
  if (isLast || word.length > 3) {
    const start = lowerBound(index.terms, word);
    for (let i = start; i < index.terms.length && index.terms[i].startsWith(word); i++) {
      if (i !== exact)
        expansions.push({term: i, weight: PREFIX_WEIGHT * (0.5 + (0.5 * word.length) / index.terms[i].length)});
    }
  }
  if (isLast && expansions.length === 0) {
    // An ending being typed ("renderi", "animat"): the stored stem is the word minus that ending.
    const inflected = /^(.{3,}?)(i|in|ing|e|ed|es|s)$/.exec(word);
    const base = inflected ? index.termIds.get(inflected[1]) : undefined;
    if (base !== undefined) expansions.push({term: base, weight: PREFIX_WEIGHT});
  }
  const fuzzy: string[] = [];
  if (expansions.length === 0 && word.length > 3) {
    const max = word.length > 7 ? 2 : 1;
    index.terms.forEach((term, i) => {
      const distance = editDistance(stemmed, term, max);
      if (distance <= max) {
        expansions.push({term: i, weight: FUZZY_WEIGHT * (1 - distance / (max + 2))});
        fuzzy.push(term);
      }
    });
  }
  return {expansions, fuzzy};
}

/**
 * Scores every section for the query words; returns the ids of the sections
 * that match enough of them, with their scores left in index.scores.
 */
function score(index: LoadedIndex, words: string[]): {ids: number[]; fuzzy: string[]} {
  const {scores, best, matched, postingDocs, postingWeights, idf} = index;
  const touched: number[] = [];
  const fuzzy: string[] = [];
  const required = words.filter((w) => !STOP_WORDS.has(w));
  const mustMatch = required.length > 0 ? required.length : words.length;
  let present = 0;

  words.forEach((word, w) => {
    const isRequired = required.length === 0 || !STOP_WORDS.has(word);
    const {expansions, fuzzy: near} = expand(index, word, w === words.length - 1);
    fuzzy.push(...near);
    if (expansions.length > 0 && isRequired) present++;
    const seen: number[] = [];
    for (const {term, weight} of expansions) {
      const docs = postingDocs[term];
      const values = postingWeights[term];
      const factor = idf[term] * weight;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i];
        const value = values[i] * factor;
        if (best[doc] === 0) seen.push(doc);
        if (value > best[doc]) best[doc] = value;
      }
    }
    // A word counts once per section: the best of its expansions.
    for (const doc of seen) {
      if (scores[doc] === 0 && matched[doc] === 0) touched.push(doc);
      scores[doc] += best[doc];
      if (isRequired) matched[doc]++;
      best[doc] = 0;
    }
  });

  let ids = touched.filter((doc) => matched[doc] >= mustMatch);
  if (ids.length === 0 && present > 0) {
    // Nothing has every word: sections with most of them, ranked by how many they have.
    ids = touched.filter((doc) => matched[doc] > 0);
    for (const doc of ids) scores[doc] *= (matched[doc] / mustMatch) ** 2;
  }
  for (const doc of touched) matched[doc] = 0;
  const kept = new Set(ids);
  for (const doc of touched) if (!kept.has(doc)) scores[doc] = 0;
  for (const doc of ids) scores[doc] *= index.typeRank[doc];
  return {ids, fuzzy};
}

function urlOf(index: LoadedIndex, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${index.origin}${path}`;
}

function recordOf(index: LoadedIndex, id: number): SearchRecord {
  const {page, type, lvl2, lvl3, anchor, summary} = index.sections[id];
  const [path, lvl0, lvl1, language, tag] = index.pages[page];
  const url = urlOf(index, path);
  return {
    objectID: `${id}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content: summary || null,
    language,
    docusaurus_tag: tag,
    position: id,
  };
}

/** Algolia facet filters: every outer entry must match; an inner list matches if any entry does. */
export function matchesFacets(
  record: Pick<SearchRecord, 'language' | 'docusaurus_tag' | 'type'>,
  filters: FacetFilters | undefined,
): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const one = (filter: string) => {
    const negate = filter.startsWith('-');
    const [key, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual =
      key === 'language'
        ? record.language
        : key === 'docusaurus_tag'
          ? record.docusaurus_tag
          : key === 'type'
            ? record.type
            : undefined;
    const hit = actual === value;
    return negate ? !hit : hit;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.some(one) : one(entry)));
}

/** Reads Algolia's url-encoded `params` string into an object. */
function parseParams(params: string | undefined): Record<string, unknown> {
  if (!params) return {};
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(raw);
    } catch {
      out[key] = raw;
    }
  }
  return out;
}

const SAFE_TAG = /^<\/?(mark|em|strong|b|span)(?: class="[\w -]*")?>$/;

function safeTag(tag: unknown, fallback: string): string {
  return typeof tag === 'string' && SAFE_TAG.test(tag) ? tag : fallback;
}

export function runQuery(index: LoadedIndex, request: SearchRequest): SearchResult {
  const started = Date.now();
  const params = {...parseParams(request.params), ...request} as SearchRequest;
  const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.min(Math.max(Number(params.hitsPerPage ?? 20) || 20, 1), 1000);
  const page = Math.max(Number(params.page ?? 0) || 0, 0);
  const pre = safeTag(params.highlightPreTag, '<mark>');
  const post = safeTag(params.highlightPostTag, '</mark>');
  const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText.slice(0, 3) : '…';
  const words = tokenize(query);

  const {ids, fuzzy} = words.length > 0 ? score(index, words) : {ids: [], fuzzy: []};
  // Language and tag filters hold per page; only `type:` filters need each section.
  const perSection = JSON.stringify(params.facetFilters ?? '').includes('type:');
  const pageAllowed = new Map<number, boolean>();
  const allowed = (id: number) => {
    const section = index.sections[id];
    let ok = perSection ? undefined : pageAllowed.get(section.page);
    if (ok === undefined) {
      const [, , , language, tag] = index.pages[section.page];
      ok = matchesFacets({language, docusaurus_tag: tag, type: section.type}, params.facetFilters);
      pageAllowed.set(section.page, ok);
    }
    return ok;
  };
  const ranked = ids.filter(allowed).sort((a, b) => index.scores[b] - index.scores[a] || a - b);
  for (const id of ids) index.scores[id] = 0;

  const nbHits = ranked.length;
  const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const snippetWords = (() => {
    const spec = (params.attributesToSnippet ?? []).find((a) => a.startsWith('content'));
    const n = spec ? Number(spec.split(':')[1]) : 20;
    return Number.isFinite(n) && n > 0 ? n : 20;
  })();
  // Typo-corrected words are highlighted too.
  const marked = [...words, ...fuzzy.slice(0, 8)];

  const hits: SearchHit[] = slice.map((id) => {
    const record = recordOf(index, id);
    const {position: _position, ...rest} = record;
    const hierarchyHighlight = {} as Record<keyof Hierarchy, HighlightValue>;
    const hierarchySnippet = {} as Record<keyof Hierarchy, HighlightValue>;
    for (const level of HIERARCHY_LEVELS) {
      const value = record.hierarchy[level];
      if (value !== null) {
        hierarchyHighlight[level] = highlight(value, marked, pre, post);
        hierarchySnippet[level] = snippet(value, marked, snippetWords, pre, post, ellipsis);
      }
    }
    return {
      ...rest,
      _highlightResult: {
        hierarchy: hierarchyHighlight,
        ...(record.content ? {content: highlight(record.content, marked, pre, post)} : {}),
      },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(record.content ? {content: snippet(record.content, marked, snippetWords, pre, post, ellipsis)} : {}),
      },
    };
  });

  return {
    hits,
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: typeof request.params === 'string' ? request.params : '',
    index: request.indexName ?? 'local',
  };
}
