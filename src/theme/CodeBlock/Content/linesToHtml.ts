import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/** A prism-react-renderer token (its normalizeTokens output), without importing Prism. */
export type Token = {types: string[]; content: string; empty?: boolean};

export type CodeLinesInput = {
  code: string;
  language: string;
  theme: PrismTheme;
  /** Magic-comment classes by line index (createCodeBlockMetadata). */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
};

type StyleDict = Record<string, CSSProperties | undefined>;

// As React escapes text and attribute values.
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const escapeAttribute = escapeHtml;

/** Token type → style, as prism-react-renderer's themeToDict computes it. */
export function themeDictionary(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  dict.root = theme.plain as CSSProperties;
  dict.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

/** A style object as React would serialise it into the style attribute. */
export function styleAttribute(style: CSSProperties | undefined): string {
  if (!style) return '';
  const declarations = Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value).trim()}`);
  return declarations.length ? ` style="${escapeAttribute(declarations.join(';'))}"` : '';
}

function tokenStyle(token: Token, dict: StyleDict): CSSProperties | undefined {
  const {types, empty} = token;
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0]];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

/**
 * The lines of a code block as HTML, the markup Docusaurus's CodeBlock/Line renders: one
 * `.token-line` per line, one span per token, line numbers when asked for, a <br> per line.
 * Written as a string so that the browser can keep the server's markup instead of re-deriving it.
 */
export function linesToHtml(lines: Token[][], input: CodeLinesInput): string {
  const dict = themeDictionary(input.theme, input.language);
  const lineStyle = styleAttribute(dict.plain);
  return lines
    .map((rawLine, i) => {
      // A line that is only '\n' renders empty: the <br> already breaks it (Docusaurus #11565).
      const line = rawLine.length === 1 && rawLine[0].content === '\n' ? [{...rawLine[0], content: ''}] : rawLine;
      const classes = ['token-line', ...(input.lineClassNames[i] ?? [])];
      if (input.showLineNumbers) classes.push(lineStyles.codeLine);
      const tokens = line
        .map(
          (token) =>
            `<span class="${escapeAttribute(['token', ...token.types].join(' '))}"${styleAttribute(tokenStyle(token, dict))}>${escapeHtml(token.content)}</span>`,
        )
        .join('');
      const content = input.showLineNumbers
        ? `<span class="${lineStyles.codeLineNumber}"></span><span class="${lineStyles.codeLineContent}">${tokens}</span>`
        : tokens;
      return `<div class="${escapeAttribute(classes.join(' '))}"${lineStyle}>${content}<br></div>`;
    })
    .join('');
}

/** The lines uncoloured: what a block shows until the highlighter has loaded. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [{types: ['plain'], content: content || '\n', empty: !content || undefined}]);
}
