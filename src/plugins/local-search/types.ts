/** Shapes shared by the record extractor, the embedded engine and the search UI. */

export type Hierarchy = {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

/** A DocSearch-shaped record, as Algolia's crawler would produce it. */
export type SearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Lower is earlier on the page; used to break ties. */
  position: number;
  /** Inline-code terms of a content block (API names, flags); lets a compact index find them. */
  code?: string[];
  /**
   * On a page's own record: the questions the page answers, in readers' words (its front matter
   * `keywords`, rendered as `<meta name="keywords">`): "render faster", "is remotion open source".
   */
  asks?: string[];
  /** Messages a block quotes (a text block, an inline-code or quoted phrase of three words or more). */
  messages?: string[];
};

/** One query of an Algolia multi-query request (`POST /1/indexes/*\/queries`). */
export type SearchRequest = {
  indexName?: string;
  query?: string;
  params?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [other: string]: unknown;
};

/** Algolia facet filters: the outer list is AND, an inner list is OR. */
export type FacetFilters = string | (string | string[])[];

export type HighlightValue = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type SearchHit = Omit<SearchRecord, 'position' | 'code' | 'asks' | 'messages'> & {
  _highlightResult: {hierarchy: Record<keyof Hierarchy, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<keyof Hierarchy, HighlightValue>; content?: HighlightValue};
};

export type SearchResult = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
};

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** How many sections of one page the search modal lists; the search page lists them all. */
export const MAX_SECTIONS_PER_PAGE = 2;

/** The longest query the search box accepts, per the product spec. */
export const MAX_QUERY_LENGTH = 64;

/** The query as the engine, the modal's "See all" link and the search page read it. */
export function normalizeQuery(query: string): string {
  return query.trim().slice(0, MAX_QUERY_LENGTH);
}
