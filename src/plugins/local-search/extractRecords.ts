import * as cheerio from 'cheerio';
import type {Element} from 'domhandler';
import type {Hierarchy, RecordType, SearchRecord} from './types';

/**
 * Turns one built HTML page into DocSearch records: one per h1/h2/h3 and one per
 * paragraph-like block, each carrying the headings above it. Runs at build time.
 */

export type PageInput = {
  /** Path of the page, e.g. /docs/interpolate */
  path: string;
  html: string;
  siteUrl: string;
};

const CONTENT_ROOTS = ['.theme-doc-markdown', 'article .markdown', 'main'];
const BLOCKS = 'h1, h2, h3, h4, p, li, td, th, dt, dd, pre.language-text';
/** A code block of plain text (```text): an error message or a log, indexed like a paragraph. */
const TEXT_BLOCK = /^<pre\b[^>]*\bclass="[^"]*\blanguage-text\b/;
const MAX_CONTENT = 600;
/** The start of a quoted message is what readers paste; the rest is left out of the index. */
const MAX_MESSAGE = 160;

/** Which part of the site a page belongs to; shown as the group of a hit. */
export function sectionOf(path: string, $: cheerio.CheerioAPI): string {
  if (path.startsWith('/docs')) {
    const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
      .map((_, el) => $(el).text().trim())
      .get()
      .filter(Boolean);
    // The first crumb after "Home" is the top category; a page without one is a top-level doc.
    return crumbs.length > 1 ? crumbs[0] : 'Documentation';
  }
  if (path.startsWith('/blog')) return 'Blog';
  if (path.startsWith('/learn')) return 'Learn';
  if (path.startsWith('/success-stories')) return 'Success stories';
  if (path.startsWith('/experts')) return 'Experts';
  if (path.startsWith('/templates')) return 'Templates';
  if (path.startsWith('/showcase')) return 'Showcase';
  return 'Remotion';
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function emptyHierarchy(lvl0: string, lvl1: string | null): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/**
 * The text of the page's own link in the docs sidebar (the theme marks it `menu__link--active` and
 * wraps its label in a span); '' on a page without one.
 */
export function activeSidebarLabel(html: string): string {
  const link = /class="menu__link menu__link--active"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '';
  return clean(cheerio.load(`<a>${link}</a>`)('a').text());
}

/**
 * The parts of a page records come from: the head (meta tags, title), the h1 and the <main> element.
 * Parsing only these skips the navbar, the sidebar's hundreds of links and the footer: most of
 * a docs page's markup and, before, most of the search-index step's time.
 */
export function searchableHtml(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart) return html;
  // A page title outside <main> (the home page's hero) is still the page's h1.
  const h1Start = html.indexOf('<h1');
  const h1End = html.indexOf('</h1>', h1Start);
  const title = h1Start > headEnd && h1Start < mainStart && h1End > h1Start ? html.slice(h1Start, h1End + 5) : '';
  // Code is never indexed (removed below): its token markup is dropped before parsing. Text blocks
  // stay: they quote error messages and logs, which readers paste into the search box.
  const main = html
    .slice(mainStart, mainEnd + '</main>'.length)
    .replace(/<pre\b[\s\S]*?<\/pre>/g, (pre) => (TEXT_BLOCK.test(pre.slice(0, 200)) ? pre : ''));
  return `${html.slice(0, headEnd)}</head><body>${title}${main}</body></html>`;
}

export function extractRecords({path, html, siteUrl}: PageInput): SearchRecord[] {
  const $ = cheerio.load(searchableHtml(html));
  if ($('meta[name="robots"][content*="noindex"], meta[property="robots"][content*="noindex"]').length > 0) {
    return [];
  }
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const root = CONTENT_ROOTS.map((sel) => $(sel).first()).find((el) => el.length > 0);
  if (!root) {
    return [];
  }
  root
    .find(
      '.hash-link, pre:not(.language-text), .theme-code-block:not(:has(pre.language-text)), nav, button, script, style, svg, [aria-hidden="true"]',
    )
    .remove();

  const lvl0 = sectionOf(path, $);
  const pageTitle = clean($('h1').first().text()) || clean($('title').text().split('|')[0]);
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const base = new URL(path, siteUrl).href;
  const hierarchy = emptyHierarchy(lvl0, pageTitle);
  const records: SearchRecord[] = [];
  // The page's sidebar label, when it names the page otherwise than its title ("<Video> vs
  // <OffthreadVideo>" for "Comparison of video tags"): readers know pages by it.
  const label = activeSidebarLabel(html);
  const asks = label && label.toLowerCase() !== pageTitle.toLowerCase() ? [label] : [];

  const push = (
    type: RecordType,
    content: string | null,
    anchor: string | null,
    code?: string[],
    messages?: string[],
  ) => {
    records.push({
      ...(code && code.length > 0 ? {code} : {}),
      ...(messages && messages.length > 0 ? {messages} : {}),
      ...(type === 'lvl1' && asks.length > 0 ? {asks} : {}),
      objectID: `${path}#${records.length}`,
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      position: records.length,
    });
  };

  push('lvl1', description || null, null);
  let currentAnchor: string | null = null;

  root.find(BLOCKS).each((_, node) => {
    const el = $(node as Element);
    const name = (node as Element).tagName.toLowerCase();
    if (name === 'h1') {
      return;
    }
    if (name === 'h2' || name === 'h3' || name === 'h4') {
      const text = clean(el.text());
      if (!text) return;
      const level = name === 'h2' ? 'lvl2' : name === 'h3' ? 'lvl3' : 'lvl4';
      hierarchy[level] = text;
      if (level === 'lvl2') {
        hierarchy.lvl3 = null;
        hierarchy.lvl4 = null;
      } else if (level === 'lvl3') {
        hierarchy.lvl4 = null;
      }
      currentAnchor = el.attr('id') ?? currentAnchor;
      if (level !== 'lvl4') {
        push(level, null, currentAnchor);
      }
      return;
    }
    // A list item that wraps paragraphs is covered by those paragraphs.
    if (name === 'li' && el.children('p').length > 0) return;
    const text = clean(el.text());
    if (text.length < 3) return;
    const shortened = text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT)}…` : text;
    if (name === 'pre') {
      push('content', shortened, currentAnchor, undefined, [text.slice(0, MAX_MESSAGE)]);
      return;
    }
    const spans = el
      .find('code')
      .map((_, c) => clean($(c).text()))
      .get();
    const code = spans.filter((t) => t.length > 1 && t.length < 60);
    const quoted = [...text.matchAll(/["“]([^"”]{12,300})["”]/g)].map((m) => m[1]);
    const messages = [...spans, ...quoted].filter((t) => t.split(' ').length >= 3).map((t) => t.slice(0, MAX_MESSAGE));
    push('content', shortened, currentAnchor, [...new Set(code)], [...new Set(messages)]);
  });
  return records;
}
