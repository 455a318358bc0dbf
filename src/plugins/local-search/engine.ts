import MiniSearch, {type SearchOptions, type SearchResult as MiniResult} from 'minisearch';
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

/**
 * The embedded search engine: compact sections written at build time, a
 * MiniSearch index built from them in the browser, and a query function that
 * answers Algolia's multi-query request shape, so the DocSearch modal and the
 * search page work without a hosted service.
 */

/** Page-level data, stored once per page instead of once per section. */
type StoredPage = [url: string, lvl0: string, lvl1: string, language: string, tag: string];
/** [page index, anchor, type, lvl2, lvl3, summary, keywords] */
type StoredSection = [
  page: number,
  anchor: string,
  type: RecordType,
  lvl2: string,
  lvl3: string,
  summary: string,
  keywords: string,
];

/**
 * The embedded index ships sections, not full text: each page title and h2/h3
 * heading with the first words below it and the inline-code terms (API names,
 * flags) of its body. That keeps the whole site's index within its size budget;
 * MiniSearch builds the inverted index in the browser when the file arrives.
 */
export type SerializedIndex = {
  version: 2;
  pages: StoredPage[];
  sections: StoredSection[];
};

type IndexedDoc = {id: number; title: string; heading: string; page: string; summary: string; keywords: string};

/**
 * How many words of body text a section keeps for matching and for its snippet,
 * by level: these numbers are what holds the index to its size budget.
 */
export const SUMMARY_WORDS: Record<RecordType, number> = {lvl1: 24, lvl2: 14, lvl3: 10, content: 0};
const MAX_KEYWORDS = 8;

const OPTIONS = {
  fields: ['title', 'heading', 'keywords', 'page', 'summary'],
  storeFields: [],
  // Keep identifiers like useCurrentFrame and @remotion/player searchable as typed.
  tokenize: (text: string) => tokenize(text).flatMap((t) => (t.includes('/') ? [t, ...t.split('/')] : [t])),
  processTerm: (term: string) => (term.length > 1 || /\d/.test(term) ? stem(term) : null),
};

// Titles beat headings beat code terms beat body text; `page` lets a section inherit a little of its page's title.
const BOOST = {title: 8, heading: 5, keywords: 3, page: 1.5, summary: 1};

function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

export function buildIndex(records: SearchRecord[]): SerializedIndex {
  const pages: StoredPage[] = [];
  const pageIds = new Map<string, number>();
  const sections: StoredSection[] = [];
  let body: string[] = [];
  let code = new Set<string>();

  const flush = () => {
    const last = sections[sections.length - 1];
    if (last) {
      const text = [last[5], ...body].filter(Boolean).join(' ');
      last[5] = firstWords(text, SUMMARY_WORDS[last[2]]);
      last[6] = [...code].slice(0, MAX_KEYWORDS).join(' ');
    }
    body = [];
    code = new Set();
  };

  for (const r of records) {
    if (r.type === 'content') {
      if (r.content) body.push(r.content);
      r.code?.forEach((c) => code.add(c));
      continue;
    }
    flush();
    let pageIndex = pageIds.get(r.url_without_anchor);
    if (pageIndex === undefined) {
      pageIndex = pages.length;
      pageIds.set(r.url_without_anchor, pageIndex);
      pages.push([r.url_without_anchor, r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? '', r.language, r.docusaurus_tag]);
    }
    sections.push([
      pageIndex,
      r.anchor ?? '',
      r.type,
      r.hierarchy.lvl2 ?? '',
      r.hierarchy.lvl3 ?? '',
      r.content ?? '',
      '',
    ]);
    if (r.type === 'lvl1') {
      // The page's own address often names it best ("seed-funding", "render-as-gif").
      new URL(r.url_without_anchor).pathname
        .split('/')
        .pop()
        ?.split('-')
        .forEach((w) => w.length > 2 && code.add(w));
    }
  }
  flush();
  return {version: 2, pages, sections};
}

export type LoadedIndex = {mini: MiniSearch<IndexedDoc>; pages: StoredPage[]; sections: StoredSection[]};

/** Builds the in-memory index from the shipped sections. */
export function loadIndex(data: SerializedIndex): LoadedIndex {
  if (data?.version !== 2 || !Array.isArray(data.pages) || !Array.isArray(data.sections)) {
    throw new Error('The search index has an unknown format');
  }
  const mini = new MiniSearch<IndexedDoc>(OPTIONS);
  mini.addAll(
    data.sections.map(([pageIndex, , type, lvl2, lvl3, summary, keywords], id) => {
      const title = data.pages[pageIndex][2];
      return {
        id,
        title: type === 'lvl1' ? title : '',
        heading: type === 'lvl2' ? lvl2 : type === 'lvl3' ? lvl3 : '',
        page: type === 'lvl1' ? '' : `${title} ${type === 'lvl3' ? lvl2 : ''}`,
        summary,
        keywords,
      };
    }),
  );
  return {mini, pages: data.pages, sections: data.sections};
}

function recordOf(loaded: LoadedIndex, id: number): SearchRecord {
  const [pageIndex, anchor, type, lvl2, lvl3, content] = loaded.sections[id];
  const [url, lvl0, lvl1, language, tag] = loaded.pages[pageIndex];
  return {
    objectID: `${id}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor: anchor || null,
    type,
    hierarchy: {lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null},
    content: content || null,
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

const TYPE_RANK: Record<RecordType, number> = {lvl1: 3, lvl2: 2, lvl3: 1.5, content: 1};

export function runQuery(loaded: LoadedIndex, request: SearchRequest): SearchResult {
  const started = Date.now();
  const params = {...parseParams(request.params), ...request} as SearchRequest;
  const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.min(Math.max(Number(params.hitsPerPage ?? 20) || 20, 1), 1000);
  const page = Math.max(Number(params.page ?? 0) || 0, 0);
  const pre = safeTag(params.highlightPreTag, '<mark>');
  const post = safeTag(params.highlightPostTag, '</mark>');
  const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText.slice(0, 3) : '…';
  const terms = tokenize(query);

  let matches: MiniResult[] = [];
  if (terms.length > 0) {
    const base = {
      boost: BOOST,
      // The word being typed matches as a prefix, and so does any longer word, so that
      // "offthread" finds OffthreadVideo.
      prefix: (term: string, i: number, all: string[]) => i === all.length - 1 || term.length > 3,
      weights: {fuzzy: 0.4, prefix: 0.6},
    };
    const fuzzy = {...base, fuzzy: (term: string) => (term.length > 3 ? 0.25 : false), maxFuzzy: 2};
    // Exact and prefix matching first; typo tolerance (the costly part) only when that finds nothing.
    const attempts: SearchOptions[] = [
      {...base, combineWith: 'AND' as const},
      {...fuzzy, combineWith: 'AND' as const},
      ...(terms.length > 1 ? [{...fuzzy, combineWith: 'OR' as const}] : []),
    ];
    for (const options of attempts) {
      matches = loaded.mini.search(query, options);
      if (matches.length > 0) break;
    }
  }

  // Rank on the compact arrays; full records are built only for the page being returned.
  const ranked = matches
    .map((m) => {
      const id = m.id as number;
      const section = loaded.sections[id];
      const page = loaded.pages[section[0]];
      return {id, type: section[2], language: page[3], docusaurus_tag: page[4], score: m.score * TYPE_RANK[section[2]]};
    })
    .filter((facets) => matchesFacets(facets, params.facetFilters))
    .sort((a, b) => b.score - a.score || a.id - b.id);

  const nbHits = ranked.length;
  const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const snippetWords = (() => {
    const spec = (params.attributesToSnippet ?? []).find((a) => a.startsWith('content'));
    const n = spec ? Number(spec.split(':')[1]) : 20;
    return Number.isFinite(n) && n > 0 ? n : 20;
  })();

  const hits: SearchHit[] = slice.map(({id}) => {
    const record = recordOf(loaded, id);
    const {position: _position, ...rest} = record;
    const hierarchyHighlight = {} as Record<keyof Hierarchy, HighlightValue>;
    const hierarchySnippet = {} as Record<keyof Hierarchy, HighlightValue>;
    for (const level of HIERARCHY_LEVELS) {
      const value = record.hierarchy[level];
      if (value !== null) {
        hierarchyHighlight[level] = highlight(value, terms, pre, post);
        hierarchySnippet[level] = snippet(value, terms, snippetWords, pre, post, ellipsis);
      }
    }
    return {
      ...rest,
      _highlightResult: {
        hierarchy: hierarchyHighlight,
        ...(record.content ? {content: highlight(record.content, terms, pre, post)} : {}),
      },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(record.content ? {content: snippet(record.content, terms, snippetWords, pre, post, ellipsis)} : {}),
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
