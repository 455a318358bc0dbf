/**
 * Fact sheets: maintainers' files (audit/fact-sheets/*.yml) that list, for one success story or
 * release post, every fact the page states, the public source it comes from, and the exact strings
 * (figures, names, quotes) that carry it on the page. The page may state nothing else: every figure
 * and every proper name in its prose has to be covered by some fact, and every quotation has to be
 * a verbatim quote fact.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {PROJECT_ROOT, proseOnly, readMarkdown} from './markdown';

export type FactSource = {id: string; url: string; what?: string};

export type Fact = {
  id: string;
  fact: string;
  source: string;
  /** Exact strings on the page that carry this fact: figures, names, short phrases. */
  appearsAs?: string[];
  /** `quote` for the interviewee's own words; `quote` then holds them exactly as the source gives them. */
  kind?: 'quote';
  quote?: string;
};

export type DroppedFact = {fact: string; why: string};

export type FactSheet = {
  file: string;
  sources: FactSource[];
  facts: Fact[];
  dropped?: DroppedFact[];
};

export type Finding = {file: string; line: number; text: string; message: string};

/**
 * Remotion and web-platform vocabulary that may be capitalised mid-sentence without being a claim
 * about a company, product, person or place. Everything else that is capitalised needs a fact.
 */
export const ALLOWED_TERMS = new Set([
  // Remotion's own names
  'Remotion',
  'Lambda',
  'Player',
  'Studio',
  'Preview',
  'CLI',
  'API',
  'APIs',
  'Node.js',
  'Config',
  'Composition',
  'Sequence',
  'Video',
  'Audio',
  'Freeze',
  'Thumbnail',
  'Trail',
  'CameraMotionBlur',
  'AbsoluteFill',
  'Img',
  'Quick',
  'Switcher',
  'ESLint',
  'H.264',
  'H.265',
  'VP8',
  'VP9',
  // The platform Remotion runs on
  'React',
  'TypeScript',
  'JavaScript',
  'AWS',
  'S3',
  'FFmpeg',
  'Chrome',
  'Chromium',
  'HTML',
  'CSS',
  'JSX',
  'JSON',
  'SVG',
  'PNG',
  'JPEG',
  'MP4',
  'WebM',
  'MKV',
  'HEVC',
  'ProRes',
  'GIF',
  'CRF',
  'URL',
  'ID',
  'URLs',
  'GitHub',
  'Markdown',
  'MDX',
  'Zod',
  'macOS',
  'Windows',
  'Linux',
  'npm',
  'I',
  // Calendar words: the figures next to them are checked, the words are not claims
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);

const NUMBER_WORDS = [
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'hundred',
  'hundreds',
  'thousand',
  'thousands',
  'million',
  'millions',
  'dozen',
  'dozens',
  'quarter',
  'half',
  'twice',
  'eleventh',
];

/** Units that may follow a number directly and still make it a figure ("256KB", "59.97fps", "10x"). */
const UNITS = /^(?:%|kb|mb|gb|tb|ms|s|fps|px|k|x|h|min|th|st|nd|rd)$/i;

/** One line of prose reduced to what a reader reads: no inline code, URLs, tags or emphasis marks. */
export function readableText(line: string): string {
  return (
    line
      // MDX comments such as {/* truncate */}
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
      // inline code is API vocabulary, checked by other tests
      .replace(/`[^`]*`/g, ' ')
      // images: alt text is read by screen readers, the path is not
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      // links: keep the text, drop the target
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // HTML/JSX tags, keeping their text content
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      // bare URLs and e-mail addresses
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, ' ')
      // emphasis markers
      .replace(/\*\*|__/g, '')
      .replace(/(^|[\s(])[*_]+(?=\S)/g, '$1')
      .replace(/(\S)[*_]+(?=[\s).,;:!?]|$)/g, '$1')
  );
}

/** Structural prefixes that start a sentence: headings, list markers, blockquotes, table cells. */
function stripLinePrefix(line: string): string {
  return line.replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+\.\s+)*/, '');
}

/** Figures in a piece of prose: numbers (with units, money, percentages) and number words. */
export function findFigures(text: string): string[] {
  const out: string[] = [];
  // "v4.0" is a figure too; the letter in front would otherwise hide it.
  const t = text.replace(/\bv(\d)/g, ' $1');
  const NUM = /(?<![A-Za-z0-9_.\-/#])([$€£]?\d+(?:[.,:]\d+)*)(\s?%|[A-Za-z]+)?/g;
  for (const m of t.matchAll(NUM)) {
    const suffix = (m[2] ?? '').trim();
    if (suffix && !UNITS.test(suffix)) {
      // 3D, MP4-like tokens, VP9 ... are names of things, not figures
      continue;
    }
    out.push(m[1] + (suffix === '%' ? '%' : ''));
  }
  const WORDS = new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'gi');
  for (const m of t.matchAll(WORDS)) {
    out.push(m[1]);
  }
  return out;
}

type Token = {word: string; sentenceStart: boolean};

/** Small words that may sit inside a name: "Cité des Congrès". */
const CONNECTORS = new Set(['des', 'de', 'du', 'von', 'van']);

/** Words of a line, each marked whether it opens a sentence (or a heading, list item, table cell). */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  const WORD = /(?<![\wÀ-ÖØ-öø-ÿ])[A-Za-zÀ-ÖØ-öø-ÿ][\w'’À-ÖØ-öø-ÿ#+]*(?:[.-][A-Za-z0-9À-ÖØ-öø-ÿ]+)*/g;
  let last = 0;
  let start = true;
  for (const m of text.matchAll(WORD)) {
    const between = text.slice(last, m.index);
    if (/[.!?:|]\s*["“'‘(]*\s*$/.test(between) || /[.!?:|]["”)]*\s+["“'‘(]*$/.test(between)) {
      start = true;
    }
    out.push({word: m[0], sentenceStart: start});
    start = false;
    last = (m.index ?? 0) + m[0].length;
  }
  return out;
}

const isCapitalised = (w: string) => /^[A-ZÀ-ÖØ-Þ]/.test(w);
/** A name even at the start of a sentence: internal capitals (MakeStories) or all caps (YARX). */
const isUnmistakableName = (w: string) => /^.[^A-Z]*[A-Z]/.test(w) || /^[A-Z]{2,}$/.test(w);

/**
 * Proper names in a line: runs of capitalised words, minus the allowed vocabulary. A capital that
 * only marks the start of a sentence does not make a name, unless the word is unmistakably one.
 */
export function findNames(text: string, allowed: Set<string> = ALLOWED_TERMS): string[][] {
  const runs: string[][] = [];
  let run: Token[] = [];
  const flush = () => {
    const words = run
      .filter((t, i) => !(i === 0 && t.sentenceStart && !isUnmistakableName(t.word)))
      .map((t) => t.word.replace(/['’]s$/, ''))
      // "S3-compatible" is about S3, "Louis-Lucas" about Louis and Lucas
      .flatMap((w) => (w.includes('-') ? w.split('-').filter(isCapitalised) : [w]))
      .filter((w) => !allowed.has(w) && !CONNECTORS.has(w));
    if (words.length > 0) {
      runs.push(words);
    }
    run = [];
  };
  const toks = tokens(text);
  toks.forEach((t, i) => {
    if (isCapitalised(t.word)) {
      if (t.sentenceStart) {
        flush();
      }
      run.push(t);
      return;
    }
    const next = toks[i + 1];
    if (CONNECTORS.has(t.word) && run.length > 0 && next && isCapitalised(next.word) && !next.sentenceStart) {
      // "Cité des Congrès": the connector stays inside the name
      run.push(t);
      return;
    }
    flush();
  });
  flush();
  return runs;
}

/** Quoted passages in a line of prose: "...", “...”. */
export function findQuotes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"([^"]+)"|“([^”]+)”/g)) {
    out.push((m[1] ?? m[2]).trim());
  }
  return out;
}

/** Typographic and whitespace differences that do not change the words. */
export function normaliseQuote(s: string): string {
  return s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function coversFigure(appearsAs: string[], figure: string): boolean {
  const re = new RegExp(`(?<![\\w.])${escapeRe(figure)}(?![\\w]|\\.\\d)`, 'i');
  return appearsAs.some((a) => re.test(a));
}

function coversName(appearsAs: string[], word: string): boolean {
  const re = new RegExp(`(?<![\\w])${escapeRe(word)}(?![\\w])`);
  return appearsAs.some((a) => re.test(a));
}

export function loadFactSheet(page: string, root = PROJECT_ROOT): FactSheet | null {
  const file = factSheetPath(page, root);
  if (!fs.existsSync(file)) {
    return null;
  }
  return yaml.load(fs.readFileSync(file, 'utf8')) as FactSheet;
}

export function factSheetPath(page: string, root = PROJECT_ROOT): string {
  return path.join(root, 'audit/fact-sheets', path.basename(page).replace(/\.mdx?$/, '.yml'));
}

/** The sheet on its own: sources are https URLs, ids are unique, every fact names a known source. */
export function checkSheet(sheet: FactSheet, page: string): string[] {
  const problems: string[] = [];
  if (sheet.file !== page) {
    problems.push(`fact sheet names file ${sheet.file}, expected ${page}`);
  }
  const sources = new Map<string, FactSource>();
  for (const s of sheet.sources ?? []) {
    if (sources.has(s.id)) {
      problems.push(`source id ${s.id} is listed twice`);
    }
    sources.set(s.id, s);
    if (typeof s.url !== 'string' || !/^https:\/\/[^\s/]+\.[^\s/]+\/?\S*$/.test(s.url)) {
      problems.push(`source ${s.id} has no https URL (${s.url})`);
    }
  }
  const ids = new Set<string>();
  for (const f of sheet.facts ?? []) {
    if (ids.has(f.id)) {
      problems.push(`fact id ${f.id} is listed twice`);
    }
    ids.add(f.id);
    if (typeof f.fact !== 'string' || f.fact.trim() === '') {
      problems.push(`fact ${f.id} has no text`);
    }
    if (!sources.has(f.source)) {
      problems.push(`fact ${f.id} cites source "${f.source}", which is not in sources`);
    }
    if (f.appearsAs !== undefined && (!Array.isArray(f.appearsAs) || f.appearsAs.some((a) => typeof a !== 'string'))) {
      problems.push(`fact ${f.id}: appearsAs must be a list of strings`);
    }
    if (f.kind === 'quote' && (typeof f.quote !== 'string' || f.quote.trim() === '')) {
      problems.push(`fact ${f.id} is a quote without quote text`);
    }
    if (f.kind !== undefined && f.kind !== 'quote') {
      problems.push(`fact ${f.id} has unknown kind ${f.kind}`);
    }
  }
  for (const d of sheet.dropped ?? []) {
    if (!d.fact || !d.why) {
      problems.push(`a dropped fact needs both fact and why (${JSON.stringify(d)})`);
    }
  }
  return problems;
}

type ProseLine = {line: number; raw: string; text: string};

/** Title, description and body prose of a page, line by line, with file line numbers. */
export function proseLines(source: string): ProseLine[] {
  const out: ProseLine[] = [];
  const fmMatch = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (fmMatch) {
    fmMatch[1].split('\n').forEach((l, i) => {
      const m = /^(title|description):\s*(.*)$/.exec(l);
      if (m) {
        const value = m[2].replace(/^(['"])(.*)\1$/, '$2').replace(/''/g, "'");
        out.push({line: i + 2, raw: value, text: readableText(value)});
      }
    });
  }
  const md = bodyOf(source);
  proseOnly(md.body)
    .split('\n')
    .forEach((l, i) => {
      if (/^\s*import\s/.test(l) || /^\s*\|?\s*:?-{3,}/.test(l)) {
        return;
      }
      out.push({line: md.bodyLine + i, raw: l, text: readableText(l)});
    });
  return out;
}

function bodyOf(source: string): {body: string; bodyLine: number} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) {
    return {body: source, bodyLine: 1};
  }
  return {body: source.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/** Everything on the page that no fact of the sheet covers. */
export function checkPage(page: string, source: string, sheet: FactSheet, allowed = ALLOWED_TERMS): Finding[] {
  const findings: Finding[] = [];
  const appearsAs = (sheet.facts ?? []).flatMap((f) => f.appearsAs ?? []);
  const quotes = (sheet.facts ?? []).filter((f) => f.kind === 'quote' && f.quote).map((f) => normaliseQuote(f.quote!));
  const year = /^(\d{4})-\d{2}-\d{2}-/.exec(path.basename(page))?.[1];

  for (const {line, raw, text} of proseLines(source)) {
    const quoted = findQuotes(text);
    for (const q of quoted) {
      const n = normaliseQuote(q)
        .replace(/^(?:\.\.\.|…)|(?:\.\.\.|…)$/g, '')
        .trim();
      if (!quotes.some((full) => full.includes(n))) {
        findings.push({
          file: page,
          line,
          text: q,
          message: `quotation "${q}" is not verbatim in any fact of kind quote`,
        });
      }
    }
    const isBlockquote = /^\s*>/.test(raw);
    if (isBlockquote && text.replace(/^\s*>\s*/, '').trim() !== '') {
      if (quoted.length === 0) {
        findings.push({
          file: page,
          line,
          text: text.trim(),
          message: 'a blockquote must quote the interviewee in quotation marks',
        });
      } else if (!/[—–]\s*\S/.test(text.slice(text.lastIndexOf(quoted[quoted.length - 1])))) {
        findings.push({file: page, line, text: text.trim(), message: 'a blockquote needs an attribution ("— Name")'});
      }
    }
    // Quoted words are checked verbatim above; what is left must be covered by facts.
    const body = stripLinePrefix(text.replace(/"[^"]+"|“[^”]+”/g, ' … '));
    for (const figure of findFigures(body)) {
      if (figure === year) {
        continue;
      }
      if (!coversFigure(appearsAs, figure)) {
        findings.push({file: page, line, text: figure, message: `figure "${figure}" is in no fact's appearsAs`});
      }
    }
    for (const words of findNames(body.replace(/\|/g, ' | '), allowed)) {
      const missing = words.filter((w) => !coversName(appearsAs, w));
      if (missing.length > 0) {
        findings.push({
          file: page,
          line,
          text: words.join(' '),
          message: `name "${missing.join(' ')}" (in "${words.join(' ')}") is in no fact's appearsAs`,
        });
      }
    }
  }

  // Each string the sheet claims is on the page must really be there, or the sheet is stale.
  const pageText = proseLines(source)
    .map((l) => l.raw)
    .join('\n');
  for (const f of sheet.facts ?? []) {
    for (const a of f.appearsAs ?? []) {
      if (!pageText.includes(a)) {
        findings.push({file: page, line: 0, text: a, message: `fact ${f.id}: "${a}" does not appear on the page`});
      }
    }
    if (f.kind === 'quote' && f.quote && !pageText.replace(/[’‘]/g, "'").includes(normaliseQuote(f.quote))) {
      findings.push({file: page, line: 0, text: f.quote, message: `quote fact ${f.id} is not quoted on the page`});
    }
  }
  return findings;
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line} ${f.message}`;
}

/** Convenience for the content test. */
export function checkFile(page: string, root = PROJECT_ROOT): {sheet: FactSheet | null; problems: string[]} {
  const sheet = loadFactSheet(page, root);
  if (!sheet) {
    return {sheet, problems: [`${page}: no fact sheet at ${path.relative(root, factSheetPath(page, root))}`]};
  }
  const source = fs.readFileSync(path.join(root, page), 'utf8');
  readMarkdown(page, root); // front matter must parse
  return {
    sheet,
    problems: [
      ...checkSheet(sheet, page).map((p) => `${page}: ${p}`),
      ...checkPage(page, source, sheet).map(formatFinding),
    ],
  };
}
