import type {RecordType, SearchRecord} from './types';

/**
 * The embedded index file: each page title and h2/h3 section with the first
 * words below it and the inline-code terms (API names, flags) of its body, not
 * the full text. Whatever can be derived is left out: the site origin is stored
 * once, an anchor only when it is not the slug of its heading, an h3's parent
 * heading only when it is not the h2 before it. The engine builds its inverted
 * index from this in the browser (engine.ts).
 */

/**
 * [path, lvl0 (group), lvl1 (page title), language, docusaurus_tag, asks?]: `asks` holds the
 * questions the page answers in readers' words, separated by "|", when the page has any.
 */
export type StoredPage =
  | [path: string, lvl0: string, lvl1: string, language: string, tag: string]
  | [path: string, lvl0: string, lvl1: string, language: string, tag: string, asks: string];

/**
 * [page index, level (1 = page, 2 = h2, 3 = h3), heading, summary, keywords, anchor?, lvl2?]
 * `anchor` is present when it is not slugOf(heading) ('' = none); `lvl2` (for an h3) when
 * it is not the heading of the h2 before it on the page ('' = none).
 */
export type StoredSection =
  | [page: number, level: 1 | 2 | 3, heading: string, summary: string, keywords: string]
  | [page: number, level: 1 | 2 | 3, heading: string, summary: string, keywords: string, anchor: string]
  | [
      page: number,
      level: 1 | 2 | 3,
      heading: string,
      summary: string,
      keywords: string,
      anchor: string | 0,
      lvl2: string,
    ];

export type SerializedIndex = {
  version: 4;
  /** The site origin the page paths belong to, e.g. https://www.remotion.dev */
  origin: string;
  pages: StoredPage[];
  sections: StoredSection[];
  /**
   * [section index, message] for the messages sections quote (error texts, logs): a pasted message
   * is matched by its word pairs against these (engine.ts).
   */
  messages: [section: number, text: string][];
};

/** A section as the engine and the hits see it. */
export type Section = {
  page: number;
  type: Exclude<RecordType, 'content'>;
  lvl2: string | null;
  lvl3: string | null;
  anchor: string | null;
  summary: string;
  keywords: string;
};

/**
 * How many words of body text a section keeps for matching and for its snippet,
 * by level: these numbers, with MAX_KEYWORDS, are what holds the index to its size budget.
 */
export const SUMMARY_WORDS: Record<RecordType, number> = {lvl1: 24, lvl2: 14, lvl3: 10, content: 0};
export const MAX_KEYWORDS = 8;

const LEVEL = {lvl1: 1, lvl2: 2, lvl3: 3} as const;
const TYPE = {1: 'lvl1', 2: 'lvl2', 3: 'lvl3'} as const;

/** The anchor a heading most likely has (Docusaurus slugs headings the same way for plain text). */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

/** Reads the sections back with everything the file leaves out filled in. */
export function readSections(data: SerializedIndex): Section[] {
  let lastPage = -1;
  let lastLvl2: string | null = null;
  return data.sections.map(([page, level, heading, summary, keywords, anchor, lvl2]) => {
    if (page !== lastPage) {
      lastPage = page;
      lastLvl2 = null;
    }
    const own = level === 1 ? null : heading;
    const parent = level === 3 ? (typeof lvl2 === 'string' ? lvl2 || null : lastLvl2) : level === 2 ? heading : null;
    if (level === 2) lastLvl2 = heading;
    return {
      page,
      type: TYPE[level],
      lvl2: parent,
      lvl3: level === 3 ? own : null,
      anchor: typeof anchor === 'string' ? anchor || null : own === null ? null : slugOf(own),
      summary,
      keywords,
    };
  });
}

/** The DocSearch records of a built site → the embedded index file. */
export function buildIndex(records: SearchRecord[], origin = originOf(records)): SerializedIndex {
  const pages: StoredPage[] = [];
  const pageIds = new Map<string, number>();
  const sections: StoredSection[] = [];
  const wanted: Section[] = [];
  let body: string[] = [];
  let code = new Set<string>();
  const messages: [number, string][] = [];
  const messagesSeen = new Set<string>();

  const flush = () => {
    const last = sections[sections.length - 1];
    const section = wanted[wanted.length - 1];
    if (last && section) {
      const type = section.type;
      last[3] = firstWords([last[3], ...body].filter(Boolean).join(' '), SUMMARY_WORDS[type]);
      last[4] = [...code].slice(0, MAX_KEYWORDS).join(' ');
      section.summary = last[3];
      section.keywords = last[4];
    }
    body = [];
    code = new Set();
  };

  let lvl2OnPage: string | null = null;
  for (const r of records) {
    if (r.type === 'content') {
      if (r.content) body.push(r.content);
      r.code?.forEach((c) => code.add(c));
      for (const message of r.messages ?? []) {
        const key = `${sections.length - 1}\u0000${message}`;
        if (sections.length > 0 && !messagesSeen.has(key)) {
          messagesSeen.add(key);
          messages.push([sections.length - 1, message]);
        }
      }
      continue;
    }
    flush();
    let pageIndex = pageIds.get(r.url_without_anchor);
    if (pageIndex === undefined) {
      pageIndex = pages.length;
      pageIds.set(r.url_without_anchor, pageIndex);
      const stored: StoredPage = [
        pathOf(r.url_without_anchor, origin),
        r.hierarchy.lvl0 ?? '',
        r.hierarchy.lvl1 ?? '',
        r.language,
        r.docusaurus_tag,
      ];
      if (r.asks && r.asks.length > 0) stored.push(r.asks.join('|'));
      pages.push(stored);
      lvl2OnPage = null;
    }
    const level = LEVEL[r.type];
    const heading = level === 2 ? (r.hierarchy.lvl2 ?? '') : level === 3 ? (r.hierarchy.lvl3 ?? '') : '';
    const section: StoredSection = [pageIndex, level, heading, r.content ?? '', ''];
    const derivedAnchor = level === 1 ? null : slugOf(heading);
    const lvl2Differs = level === 3 && (r.hierarchy.lvl2 ?? null) !== lvl2OnPage;
    if (r.anchor !== derivedAnchor || lvl2Differs) section.push(r.anchor ?? '');
    if (lvl2Differs) section.push(r.hierarchy.lvl2 ?? '');
    if (level === 2) lvl2OnPage = heading;
    sections.push(section);
    wanted.push({
      page: pageIndex,
      type: r.type as Section['type'],
      lvl2: level === 1 ? null : (r.hierarchy.lvl2 ?? null),
      lvl3: level === 3 ? (r.hierarchy.lvl3 ?? null) : null,
      anchor: r.anchor,
      summary: '',
      keywords: '',
    });
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
  const data: SerializedIndex = {version: 4, origin, pages, sections, messages};
  // What is left out must come back exactly: a wrong anchor would send readers to the wrong place.
  const read = readSections(data);
  read.forEach((section, i) => {
    const expected = wanted[i];
    if (JSON.stringify(section) !== JSON.stringify(expected)) {
      throw new Error(
        `search index: section ${i} does not read back (${JSON.stringify(section)} ≠ ${JSON.stringify(expected)})`,
      );
    }
  });
  return data;
}

function originOf(records: SearchRecord[]): string {
  return records.length > 0 ? new URL(records[0].url_without_anchor).origin : '';
}

function pathOf(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}
