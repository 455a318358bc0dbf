import {readSections, type Section, type SerializedIndex} from './format';
import {highlight, snippet, stem, tokenize} from './highlight';
import {synonymsOf} from './synonyms';
import {STOP_WORDS, SOFT_WORDS} from './words';
import {
  HIERARCHY_LEVELS,
  MAX_QUERY_LENGTH,
  MAX_SECTIONS_PER_PAGE,
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
 * Ranking: a section's fields are weighted title > heading > the questions its page answers in
 * readers' words (src/data/search-asks, on the page's own section) > API names (inline code) >
 * the page it sits on > body text, each with BM25 saturation and length normalisation; page
 * sections beat h2 sections beat h3 sections. Words are stemmed alike in the index and the query
 * ("rendering" finds "renders"), and a word also matches its synonyms (synonyms.ts), below the
 * word itself. Every word of a short query must match (stop words and task verbs excepted), the
 * last one as a prefix while it is being typed; a word that matches nothing is matched with one
 * or two typos; a sentence-long query (four words or more) also lists sections holding most of
 * its words. A page one of whose questions (a docs page's title is one of them) says what the
 * query says is lifted; so is a page titled with an API name the query names. A pasted error
 * message is cleaned of paths, numbers and stack frames, and matched by word pairs against the
 * messages pages quote; the package or file a pasted path names counts, without being required. Blog posts and
 * the Recorder's, templates' and experts' pages follow the docs unless the query asks for them;
 * CLI flag sections are pushed down unless the query asks for a flag. Hits come grouped by page
 * (its best two sections first), docs pages under one group so that the modal keeps their rank.
 */

type Field = 'title' | 'asks' | 'heading' | 'keywords' | 'page' | 'summary';
const FIELDS: Field[] = ['title', 'asks', 'heading', 'keywords', 'page', 'summary'];
/** `asks`: the questions a page answers in readers' words (its front matter keywords), on the page's own section. */
const BOOST: Record<Field, number> = {title: 8, asks: 4, heading: 5, keywords: 3, page: 1.5, summary: 1};
const TYPE_RANK: Record<RecordType, number> = {lvl1: 3, lvl2: 2, lvl3: 1.5, content: 1};
// BM25: how fast repeated words stop counting, and how much a long field is discounted.
const K1 = 1.2;
const B = 0.7;
// How much a word found as a prefix or with typos counts, against an exact word.
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.4;
const SYNONYM_WEIGHT = 0.7;
// Fewer sections than this with every word: sections missing one word are listed too.
const MIN_FULL_MATCHES = 5;
// From this many required words on, sections missing one are listed too, at this weight.
const SOFT_AND_WORDS = 4;
const PARTIAL_WEIGHT = 0.5;
// A sentence-long query keeps sections holding this share of its required words.
const HALF_MATCH = 0.75;
// A page titled with the API name a query names, and flag sections a query does not ask for.
const API_TITLE_BOOST = 2.5;
const FLAG_DEMOTION = 0.3;
const HUB_MIN = 5;
const HUB_BOOST = 1.7;
/**
 * Blog posts, tutorials and success stories rank below the docs unless the query names the post
 * (shares three words with its title, or asks for a post or a release): a how-to or an error is
 * answered by a docs page, and a post's many sections would otherwise crowd it out.
 */
const POST_DEMOTION = 0.35;
const POST_PATH = /^\/(blog|learn|success-stories)\//;
const ASKS_FOR_POST = /\b(blog|post|announc\w*|release[sd]?|story|stories|case stud\w*|interview)\b|\bv?\d+\.\d+\b/i;
/**
 * The same for the manual of the Recorder (a product of its own) unless the query is about recording,
 * and for the template, expert and showcase pages unless it asks for one.
 */
const SIDE_DEMOTION = 0.6;
const SIDE_PATHS: [RegExp, RegExp][] = [
  [/^\/docs\/recorder(\/|$)/, /\brecord/i],
  [
    /^\/(templates|experts|showcase)(\/|$)/,
    /\b(templates?|starter|boilerplate|examples?|experts?|hire|freelanc\w*|showcase)\b/i,
  ],
];
/**
 * A pasted message is matched by its word pairs against the messages sections quote: each pair a
 * section shares adds this much (times the pair's idf), once two pairs are shared.
 */
const PAIR_WEIGHT = 3;
// How much a page's question that says what the query says lifts the page.
const ASK_WEIGHT = 25;
const ASK_MIN_COVERAGE = 0.5;
const MIN_PAIRS = 2;

/**
 * What a pasted error message or stack trace says, without what is particular to the reader's
 * machine: URLs, file paths, line and column numbers, addresses, long numbers and stack frames.
 */
export function queryText(query: string): string {
  return query
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\bat\s+(async\s+)?[\w$.<>]+\s*\([^)]*\)/g, ' ')
    .replace(/(?:[A-Za-z]:)?(?:[\w.@~-]*[\\/])+[\w.@-]*/g, (path) => (/[\\/]\S/.test(path) ? ' ' : path))
    .replace(/:\d+(:\d+)?\b/g, ' ')
    .replace(/\b0x[0-9a-f]+\b/gi, ' ')
    .replace(/\b\d{4,}(ms|s|px)?\b/g, ' ');
}

/**
 * The words of the paths in a pasted message that name what failed: the package under
 * node_modules ("compositor-darwin-arm64", "@remotion/lambda") and the file and its folder
 * ("whisper.cpp", "captions-v1/whisper.cpp"). They count for ranking but are not required.
 */
export function pathWords(query: string): string[] {
  const out: string[] = [];
  for (const [path] of query.matchAll(/(?:[A-Za-z]:)?(?:[\w.@~-]*[\\/])+[\w.@-]*/g)) {
    if (!/[\\/]\S/.test(path) || /^https?:/.test(path)) continue;
    const parts = path.split(/[\\/]/).filter(Boolean);
    const packageAt = parts.lastIndexOf('node_modules');
    const named =
      packageAt >= 0
        ? parts.slice(packageAt + 1, parts[packageAt + 1]?.startsWith('@') ? packageAt + 3 : packageAt + 2)
        : parts.slice(-2);
    for (const part of named) {
      for (const word of tokenize(part.replace(/\.(m?[jt]sx?|c|cc|cpp|node|exe|json)$/i, ''))) {
        if (word.length >= 4 && !/\d/.test(word) && !out.includes(word)) out.push(word);
      }
    }
  }
  return out;
}

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
  /** Per section: the flag it documents ("number-of-gif-loops" for "--number-of-gif-loops"), else ''. */
  flags: string[];
  /** API name → the pages titled with it ("gif" → the page "<Gif>", "deploysite" → "deploySite()"). */
  apiTitles: Map<string, number[]>;
  /** Per page: whether other pages sit under its path (a package's or a guide's overview). */
  hubs: Uint8Array;
  /** Per page: whether it is a blog post, tutorial or success story. */
  posts: Uint8Array;
  /** Per page: 1 + the index in SIDE_PATHS of the group it belongs to, else 0. */
  side: Uint8Array;
  /** Scratch space for queries, one slot per section. */
  scores: Float32Array;
  best: Float32Array;
  matched: Uint8Array;
  /** Word pair ("no browser") of a quoted message → the sections quoting it, and the pair's idf. */
  pairs: Map<string, {docs: Uint32Array; idf: number}>;
  /** Scratch space for queries: word pairs shared per section. */
  pairHits: Uint8Array;
  /** The questions pages answer, one entry each: its page's own section and its distinct words. */
  asks: {section: number; words: string[]}[];
  /** Word → the asks holding it. */
  askWords: Map<string, number[]>;
};

/** Terms of a text as the index stores them: lower-cased words, stemmed. */
function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    if (word.length > 1 || /\d/.test(word)) out.push(stem(word));
  }
  return out;
}

/** Builds the in-memory index from the shipped file. */
export function loadIndex(data: SerializedIndex): LoadedIndex {
  if (data?.version !== 4 || !Array.isArray(data.pages) || !Array.isArray(data.sections)) {
    throw new Error('The search index has an unknown format');
  }
  const sections = readSections(data);
  const count = sections.length;
  const fieldTerms: Record<Field, string[][]> = {title: [], asks: [], heading: [], keywords: [], page: [], summary: []};
  sections.forEach((s) => {
    const title = data.pages[s.page][2];
    fieldTerms.title.push(s.type === 'lvl1' ? termsOf(title) : []);
    fieldTerms.asks.push(s.type === 'lvl1' ? termsOf(data.pages[s.page][5] ?? '') : []);
    fieldTerms.heading.push(termsOf(s.lvl3 ?? s.lvl2 ?? ''));
    fieldTerms.keywords.push(termsOf(s.keywords));
    // The page a section is on, and the sidebar category it is in ("Cloud Run", "Lambda").
    const group = data.pages[s.page][1];
    fieldTerms.page.push(
      termsOf(s.type === 'lvl1' ? group : `${title} ${s.type === 'lvl3' ? (s.lvl2 ?? '') : ''} ${group}`),
    );
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
    flags: sections.map((s) => /^--?([\w-]+)/.exec(s.lvl3 ?? s.lvl2 ?? '')?.[1].toLowerCase() ?? ''),
    apiTitles: apiTitlesOf(data.pages),
    hubs: hubsOf(data.pages),
    posts: Uint8Array.from(data.pages, ([path]) => (POST_PATH.test(path.replace(/^https?:\/\/[^/]+/, '')) ? 1 : 0)),
    side: Uint8Array.from(data.pages, ([path]) => {
      const local = path.replace(/^https?:\/\/[^/]+/, '');
      return SIDE_PATHS.findIndex(([pattern]) => pattern.test(local)) + 1;
    }),
    scores: new Float32Array(count),
    best: new Float32Array(count),
    matched: new Uint8Array(count),
    pairs: pairPostings(Array.isArray(data.messages) ? data.messages : [], count),
    pairHits: new Uint8Array(count),
    ...askPostings(data, sections),
  };
}

/** Each page's questions, word by word, for matching a query against a whole question. */
function askPostings(data: SerializedIndex, sections: Section[]): Pick<LoadedIndex, 'asks' | 'askWords'> {
  const pageSection = new Map<number, number>();
  sections.forEach((s, i) => {
    if (s.type === 'lvl1' && !pageSection.has(s.page)) pageSection.set(s.page, i);
  });
  const asks: LoadedIndex['asks'] = [];
  const askWords: LoadedIndex['askWords'] = new Map();
  data.pages.forEach((page, p) => {
    const section = pageSection.get(p);
    if (section === undefined) return;
    const phrases = page[5] ? page[5].split('|') : [];
    // A docs page's title is a question it answers too ("Can I render videos in the browser?").
    if (/^(https?:\/\/[^/]+)?\/docs(\/|$)/.test(page[0])) phrases.push(page[2]);
    for (const phrase of phrases) {
      const words = [...new Set(termsOf(phrase).filter((w) => !STOP_WORDS.has(w) && !SOFT_WORDS.has(w)))];
      if (words.length === 0) continue;
      for (const word of words) {
        const list = askWords.get(word);
        if (list) list.push(asks.length);
        else askWords.set(word, [asks.length]);
      }
      asks.push({section, words});
    }
  });
  return {asks, askWords};
}

/** Consecutive word pairs of a text, stemmed as the index stores words. */
function pairsOf(text: string): string[] {
  const words = tokenize(text).map((w) => (w.length > 1 || /\d/.test(w) ? stem(w) : w));
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) out.push(`${words[i - 1]} ${words[i]}`);
  return out;
}

function pairPostings(messages: SerializedIndex['messages'], count: number): LoadedIndex['pairs'] {
  const docs = new Map<string, Set<number>>();
  for (const [section, text] of messages) {
    if (section < 0 || section >= count) continue;
    for (const pair of pairsOf(text)) {
      let set = docs.get(pair);
      if (!set) docs.set(pair, (set = new Set()));
      set.add(section);
    }
  }
  const out: LoadedIndex['pairs'] = new Map();
  for (const [pair, set] of docs) {
    out.set(pair, {docs: Uint32Array.from(set), idf: Math.log(1 + (count - set.size + 0.5) / (set.size + 0.5))});
  }
  return out;
}

/** Per page: 1 if several pages sit under its path ("/docs/lambda" above "/docs/lambda/setup"). */
function hubsOf(pages: SerializedIndex['pages']): Uint8Array {
  const paths = pages.map(([url]) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\/$/, ''));
  const children = new Map<string, number>();
  for (const path of paths) {
    const parent = path.slice(0, path.lastIndexOf('/'));
    children.set(parent, (children.get(parent) ?? 0) + 1);
  }
  return Uint8Array.from(paths, (path) => ((children.get(path) ?? 0) >= HUB_MIN ? 1 : 0));
}

/** Page titles that are an API name: "<Gif>", "deploySite()", "useCurrentFrame()", "@remotion/gif". */
function apiTitlesOf(pages: SerializedIndex['pages']): Map<string, number[]> {
  const out = new Map<string, number[]>();
  pages.forEach(([, , title], page) => {
    const name = /^<?([A-Za-z][\w.]*)(?:\(\))?\s*\/?>?$/.exec(title.trim())?.[1].toLowerCase();
    if (name && /[<>()]|[a-z][A-Z]/.test(title)) out.set(name, [...(out.get(name) ?? []), page]);
  });
  return out;
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
  for (const synonym of synonymsOf(stemmed)) {
    const id = index.termIds.get(synonym);
    if (id !== undefined && id !== exact) expansions.push({term: id, weight: SYNONYM_WEIGHT});
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
function score(
  index: LoadedIndex,
  words: string[],
  rawQuery = '',
  extra: ReadonlySet<string> = new Set(),
): {ids: number[]; fuzzy: string[]} {
  const {scores, best, matched, postingDocs, postingWeights, idf} = index;
  const touched: number[] = [];
  const fuzzy: string[] = [];
  const optional = (w: string) => STOP_WORDS.has(w) || SOFT_WORDS.has(w) || extra.has(w);
  const required = words.filter((w) => !optional(w));
  const mustMatch = required.length > 0 ? required.length : words.length;
  let present = 0;

  words.forEach((word, w) => {
    const isRequired = required.length === 0 || !optional(word);
    const {expansions, fuzzy: near} = expand(index, word, w === words.length - 1);
    fuzzy.push(...near);
    // Two words the docs write as one ("cloud run" → cloudrun, "next js" → nextjs) match it too.
    // So do the synonyms of such a pair ("google cloud" → cloudrun).
    for (const pair of [`${words[w - 1] ?? ''}${word}`, `${word}${words[w + 1] ?? ''}`]) {
      if (pair.length === word.length) continue;
      const stemmed = stem(pair);
      const candidates: [string, number][] = [
        [stemmed, 1],
        ...synonymsOf(stemmed).map((t): [string, number] => [t, SYNONYM_WEIGHT]),
      ];
      for (const [term, weight] of candidates) {
        const id = index.termIds.get(term);
        if (id !== undefined && !expansions.some((e) => e.term === id)) expansions.push({term: id, weight});
      }
    }
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
  // A pasted message: sections quoting two or more of its word pairs join the matches.
  const pairScores = new Map<number, number>();
  if (words.length >= 3) {
    const {pairHits} = index;
    const hit: number[] = [];
    for (const pair of new Set(pairsOf(words.join(' ')))) {
      const posting = index.pairs.get(pair);
      if (!posting) continue;
      for (const doc of posting.docs) {
        if (pairHits[doc] === 0) hit.push(doc);
        pairHits[doc]++;
        pairScores.set(doc, (pairScores.get(doc) ?? 0) + posting.idf);
      }
    }
    for (const doc of hit) {
      if (pairHits[doc] < MIN_PAIRS) pairScores.delete(doc);
      pairHits[doc] = 0;
    }
  }
  if ((ids.length < MIN_FULL_MATCHES || mustMatch >= SOFT_AND_WORDS) && present > 0) {
    // Few or no sections have every word, or the query is a sentence (a reader's question has
    // words no page uses: "locally", "instead"): then sections missing one word (or, if none has
    // every word, any) follow, ranked by how many they have.
    const least =
      ids.length === 0
        ? 1
        : Math.max(1, mustMatch >= SOFT_AND_WORDS ? Math.ceil(mustMatch * HALF_MATCH) : mustMatch - 1);
    const partial = touched.filter((doc) => matched[doc] < mustMatch && matched[doc] >= least);
    for (const doc of partial) scores[doc] *= (matched[doc] / mustMatch) ** 2 * (ids.length === 0 ? 1 : PARTIAL_WEIGHT);
    ids = ids.concat(partial);
  }
  for (const doc of touched) matched[doc] = 0;
  const kept = new Set(ids);
  for (const doc of touched) if (!kept.has(doc)) scores[doc] = 0;
  for (const [doc, value] of pairScores) {
    if (!kept.has(doc)) {
      kept.add(doc);
      ids.push(doc);
    }
    scores[doc] += PAIR_WEIGHT * value;
  }
  for (const doc of ids) scores[doc] *= index.typeRank[doc];

  // A question the page answers, said (nearly) as the reader said it: the page is lifted by how
  // much of the query (by idf) that one question covers, and how much of the question the query covers.
  const askMatches = matchAsks(index, required.length > 0 ? required : words);
  for (const [doc, fit] of askMatches) {
    if (!kept.has(doc)) {
      kept.add(doc);
      ids.push(doc);
    }
    scores[doc] += ASK_WEIGHT * fit;
  }

  // API pages ahead of flag sections: a page titled with a name the query says is lifted...
  const named = new Set<number>();
  for (const name of [...required, required.join('')]) index.apiTitles.get(name)?.forEach((p) => named.add(p));
  // ...and a flag section is pushed down unless the query asks for flags or names this one.
  const asksForFlag = rawQuery.includes('--');
  const joined = words.join('-');
  const wantsPost = ASKS_FOR_POST.test(rawQuery);
  const postNamed = new Map<number, boolean>();
  const namesPost = (page: number) => {
    let named = postNamed.get(page);
    if (named === undefined) {
      const title = new Set(termsOf(index.pages[page][2]));
      // Three words of its title, or all of a longer query's: "render faster" is a task, not a post.
      const shared = required.filter((w) => title.has(stem(w))).length;
      named = shared >= 3 || (shared === required.length && shared >= 2 && required.length >= 3);
      postNamed.set(page, named);
    }
    return named;
  };
  for (const doc of ids) {
    const section = index.sections[doc];
    if (!wantsPost && index.posts[section.page] && !namesPost(section.page)) scores[doc] *= POST_DEMOTION;
    const side = index.side[section.page];
    if (side > 0 && !SIDE_PATHS[side - 1][1].test(rawQuery)) scores[doc] *= SIDE_DEMOTION;
    if (section.type === 'lvl1' && named.has(section.page)) scores[doc] *= API_TITLE_BOOST;
    if (section.type === 'lvl1' && index.hubs[section.page]) scores[doc] *= HUB_BOOST;
    const flag = index.flags[doc];
    if (flag && !asksForFlag && !joined.includes(flag)) scores[doc] *= FLAG_DEMOTION;
  }
  return {ids, fuzzy};
}

/**
 * Hits grouped per page, as DocSearch shows them: pages in the order of their best section, each
 * with its best section first and at most MAX_SECTIONS_PER_PAGE sections; a page's further sections
 * follow all of that, in score order.
 */
function groupByPage(index: LoadedIndex, ranked: number[]): number[] {
  const perPage = new Map<number, number[]>();
  for (const id of ranked) {
    const page = index.sections[id].page;
    const list = perPage.get(page);
    if (list) list.push(id);
    else perPage.set(page, [id]);
  }
  const head: number[] = [];
  const tail: number[] = [];
  for (const list of perPage.values()) {
    head.push(...list.slice(0, MAX_SECTIONS_PER_PAGE));
    tail.push(...list.slice(MAX_SECTIONS_PER_PAGE));
  }
  return head.concat(tail.sort((a, b) => index.scores[b] - index.scores[a] || a - b));
}

/**
 * Page section → how well its best question fits the query: (share of the query's idf it holds)²
 * × (share of its own words the query says), for questions holding at least half the query.
 */
function matchAsks(index: LoadedIndex, queryWords: string[]): Map<number, number> {
  const stems = [...new Set(queryWords.filter((w) => w.length > 1 || /\d/.test(w)).map((w) => stem(w)))];
  const weightOf = (term: string) => {
    const id = index.termIds.get(term);
    return id === undefined ? 1 : index.idf[id];
  };
  const total = stems.reduce((sum, w) => sum + weightOf(w), 0);
  const found = new Map<number, {weight: number; count: number}>();
  for (const word of stems) {
    const candidates = [word, ...synonymsOf(word)];
    const seen = new Set<number>();
    for (const term of candidates) {
      for (const ask of index.askWords.get(term) ?? []) {
        if (seen.has(ask)) continue;
        seen.add(ask);
        const entry = found.get(ask) ?? {weight: 0, count: 0};
        entry.weight += weightOf(word) * (term === word ? 1 : SYNONYM_WEIGHT);
        entry.count++;
        found.set(ask, entry);
      }
    }
  }
  const best = new Map<number, number>();
  for (const [ask, {weight, count}] of found) {
    const coverage = weight / total;
    if (coverage < ASK_MIN_COVERAGE) continue;
    const fit = coverage * coverage * (count / index.asks[ask].words.length) * total;
    const section = index.asks[ask].section;
    if (fit > (best.get(section) ?? 0)) best.set(section, fit);
  }
  return best;
}

function urlOf(index: LoadedIndex, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${index.origin}${path}`;
}

/**
 * The group a hit is listed under. DocSearch lists hits by group, groups in the order of their
 * first hit: a group per sidebar category would pull a category's weaker hits above a better hit
 * of another category. All docs pages share one group, so they keep their rank; the category
 * still counts for ranking (the section's page field).
 */
function shownGroup(path: string, category: string): string {
  return /^(https?:\/\/[^/]+)?\/docs(\/|$)/.test(path) ? DOCS_GROUP : category;
}
const DOCS_GROUP = 'Documentation';

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
    hierarchy: {lvl0: shownGroup(path, lvl0), lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
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
  const words = tokenize(queryText(query));
  // Words of pasted paths: only those the site uses, and only beside the message's own words.
  const fromPaths =
    words.length > 0 ? pathWords(query).filter((w) => !words.includes(w) && index.termIds.has(stem(w))) : [];

  const {ids, fuzzy} =
    words.length > 0 ? score(index, [...words, ...fromPaths], query, new Set(fromPaths)) : {ids: [], fuzzy: []};
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
  const ranked = groupByPage(
    index,
    ids.filter(allowed).sort((a, b) => index.scores[b] - index.scores[a] || a - b),
  );
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
