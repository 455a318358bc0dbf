/**
 * Turns a docs page's MDX source into clean Markdown for AI tools and for copying: no front
 * matter, no imports/exports, no JSX comments or <head> blocks; Tabs become headed sections,
 * admonitions become GitHub alerts, <Demo> becomes a line pointing to the web page, <InstallTabs>
 * becomes one shell block with the command of each package manager, and every
 * link is absolute. Code blocks are kept as written, with their language and their title as a
 * comment line. Works line by line on the source (no MDX parser): fast, and framework-free.
 */

import {buildInstallCommands, PACKAGE_MANAGER_LABELS, PACKAGE_MANAGERS} from '../../components/InstallTabs/commands';
import {apiStatusLabel, validateApiStatus} from '../../components/AvailableFrom/versions';

export type MarkdownOptions = {
  /** The page title (front matter title). */
  title: string;
  /** The page description, shown under the title. */
  description?: string;
  /** Absolute URL of the page on the web, e.g. https://www.remotion.dev/docs/spring. */
  url: string;
  /** Origin of the site, e.g. https://www.remotion.dev (no trailing slash). */
  siteUrl: string;
  /** The source file relative to the site folder, e.g. docs/lambda/api.mdx: resolves relative links. */
  sourcePath?: string;
  /** The route of a docs source file (docs/x/y.mdx → /docs/x/y), for links to .md/.mdx files. */
  routeOfSource?: (sourcePath: string) => string | undefined;
};

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/** Line comment syntax per code block language, for the block's title. */
const COMMENT: Record<string, (s: string) => string> = {};
for (const lang of [
  'ts',
  'tsx',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'typescript',
  'javascript',
  'go',
  'php',
  'java',
  'kotlin',
  'swift',
  'rust',
  'c',
  'cpp',
  'csharp',
  'dart',
  'scss',
  'less',
]) {
  COMMENT[lang] = (s) => `// ${s}`;
}
for (const lang of [
  'bash',
  'sh',
  'shell',
  'zsh',
  'yaml',
  'yml',
  'python',
  'py',
  'ruby',
  'rb',
  'dockerfile',
  'docker',
  'toml',
  'ini',
  'properties',
  'r',
  'perl',
  'powershell',
  'env',
  'makefile',
]) {
  COMMENT[lang] = (s) => `# ${s}`;
}
COMMENT.css = (s) => `/* ${s} */`;
COMMENT.sql = (s) => `-- ${s}`;
for (const lang of ['html', 'xml', 'svg', 'vue', 'svelte', 'astro']) {
  COMMENT[lang] = (s) => `<!-- ${s} -->`;
}

/** GitHub alert kind of each Docusaurus admonition. */
const ALERT: Record<string, string> = {
  note: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'CAUTION',
};

/** Reads key="value", key='value' or key=value from a code block meta string or JSX attributes. */
export function attributeValue(attributes: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|\\{["'\`]([^"'\`]*)["'\`]\\}|([^\\s"'>]+))`).exec(
    attributes,
  );
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
}

export function stripFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

/**
 * Applies `fn` to the parts of a line that are not inline code, so `` `<Video>` `` or
 * `` `[a](b)` `` in backticks stay as written.
 */
export function mapOutsideInlineCode(line: string, fn: (text: string) => string): string {
  let out = '';
  let i = 0;
  let textStart = 0;
  while (i < line.length) {
    if (line[i] === '\\' && line[i + 1] === '`') {
      i += 2;
      continue;
    }
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let run = 0;
    while (line[i + run] === '`') run++;
    // The span ends at the next run of exactly the same length.
    let close = -1;
    for (let j = i + run; j < line.length;) {
      if (line[j] !== '`') {
        j++;
        continue;
      }
      let r = 0;
      while (line[j + r] === '`') r++;
      if (r === run) {
        close = j;
        break;
      }
      j += r;
    }
    if (close === -1) {
      // An unmatched run is literal text.
      i += run;
      continue;
    }
    out += fn(line.slice(textStart, i)) + line.slice(i, close + run);
    i = close + run;
    textStart = i;
  }
  return out + fn(line.slice(textStart));
}

/** Wraps tag-like text (`<Video>`, `<Pie />`) in backticks, for titles and descriptions that are plain text. */
export function codeTags(text: string): string {
  return mapOutsideInlineCode(text, (t) => t.replace(/<\/?[A-Za-z][\w.]*(?:\s[^<>]*)?\/?>/g, (tag) => `\`${tag}\``));
}

/** Makes a link target absolute. */
export function absoluteUrl(
  target: string,
  options: Pick<MarkdownOptions, 'url' | 'siteUrl' | 'sourcePath' | 'routeOfSource'>,
): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
    return target;
  }
  if (target.startsWith('#')) {
    return `${options.url.split('#')[0]}${target}`;
  }
  if (target.startsWith('/')) {
    return `${options.siteUrl}${target}`;
  }
  const [pathPart, hash = ''] = splitOnce(target, '#');
  if (/\.mdx?$/.test(pathPart) && options.sourcePath && options.routeOfSource) {
    const resolved = joinPosix(dirnamePosix(options.sourcePath), pathPart);
    const route = options.routeOfSource(resolved);
    if (route) {
      return `${options.siteUrl}${route}${hash ? `#${hash}` : ''}`;
    }
  }
  try {
    return new URL(target, options.url).toString();
  } catch {
    return target;
  }
}

function splitOnce(s: string, sep: string): [string, string?] {
  const i = s.indexOf(sep);
  return i === -1 ? [s] : [s.slice(0, i), s.slice(i + 1)];
}

function dirnamePosix(p: string): string {
  const i = p.lastIndexOf('/');
  return i === -1 ? '' : p.slice(0, i);
}

function joinPosix(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const part of rel.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Rewrites the targets of links, images, reference definitions and href/src attributes in a line of prose. */
function rewriteLinks(text: string, options: MarkdownOptions): string {
  const abs = (t: string) => absoluteUrl(t, options);
  return text
    .replace(/\]\((<[^>]*>|[^)\s]+)((?:\s+"[^"]*")?\))/g, (_, target: string, rest: string) => {
      const bracketed = target.startsWith('<') && target.endsWith('>');
      const url = abs(bracketed ? target.slice(1, -1) : target);
      return `](${bracketed ? `<${url}>` : url}${rest}`;
    })
    .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/, (_, lead: string, target: string) => `${lead}${abs(target)}`)
    .replace(
      /\b(href|src)=(["'])([^"']*)\2/g,
      (_, attr: string, q: string, target: string) => `${attr}=${q}${abs(target)}${q}`,
    );
}

/** The text of an <AvailableFrom v> or <ApiStatus> badge, for example "*Available from v4.0.123*". */
function badgeText(name: string, attributes: string): string {
  if (name === 'AvailableFrom') {
    return `*Available from v${attributeValue(attributes, 'v') ?? ''}*`;
  }
  const {status, since} = validateApiStatus(attributeValue(attributes, 'status'), attributeValue(attributes, 'since'));
  return `*${apiStatusLabel(status, since)}*`;
}

/** Inline conversions of a line of prose, outside inline code. */
function convertInline(line: string, options: MarkdownOptions): string {
  return mapOutsideInlineCode(line, (text) =>
    rewriteLinks(
      text
        // Keyboard keys read the same as inline code.
        .replace(/<kbd>([^<]*)<\/kbd>/g, (_, key: string) => `\`${key}\``)
        .replace(/<br\s*\/?>/g, '  ')
        // Version and status badges become emphasized text.
        .replace(/<(AvailableFrom|ApiStatus)\b([^>]*?)\/>/g, (_, name: string, attributes: string) =>
          badgeText(name, attributes),
        ),
      options,
    ),
  );
}

type Quote = {prefix: string};

/**
 * Converts the MDX source of one docs page (front matter included) to Markdown, headed by the
 * page title, its description and its web address.
 */
export function mdxToMarkdown(source: string, options: MarkdownOptions): string {
  const lines = stripFrontMatter(source.replace(/\r\n?/g, '\n')).split('\n');
  const out: string[] = [];
  const quotes: Quote[] = [];
  let headingLevel = 1;
  let fence: {indent: string; marker: string} | null = null;
  let skipUntil: RegExp | null = null;
  let prevBlank = true;

  const quotePrefix = () => quotes.map((q) => q.prefix).join('');
  const emit = (line: string, verbatim = false) => {
    const blank = line.trim() === '';
    if (!verbatim && blank) {
      if (prevBlank) return;
      out.push(quotePrefix().trimEnd());
      prevBlank = true;
      return;
    }
    out.push(blank ? quotePrefix().trimEnd() : quotePrefix() + line);
    prevBlank = false;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];

    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence.marker) && trimmed.replace(/[`~]/g, '') === '' && trimmed[0] === fence.marker[0]) {
        emit(`${fence.indent}${trimmed}`, true);
        fence = null;
      } else {
        emit(line, true);
      }
      continue;
    }

    if (skipUntil) {
      if (skipUntil.test(line)) skipUntil = null;
      continue;
    }

    const open = FENCE_OPEN.exec(line);
    if (open) {
      const [, indent, marker, lang, meta] = open;
      const title = attributeValue(meta, 'title');
      const comment = title ? COMMENT[lang.toLowerCase()] : undefined;
      if (title && !comment) {
        emit(`${indent}\`${title}\`:`);
        emit('');
      }
      emit(`${indent}${marker}${lang}`, true);
      if (title && comment) emit(`${indent}${comment(title)}`, true);
      fence = {indent, marker};
      continue;
    }

    // ESM: an import/export block runs to the next blank line.
    if (/^(import|export)\s/.test(line) && prevBlank) {
      while (i + 1 < lines.length && lines[i + 1].trim() !== '') i++;
      continue;
    }

    // <head> blocks only set the browser tab title and meta tags.
    if (/^\s*<head>/.test(line)) {
      if (!/<\/head>/.test(line)) skipUntil = /<\/head>/;
      continue;
    }

    // JSX and HTML comments, also over several lines.
    let text = line;
    for (const [start, end] of [
      ['{/*', '*/}'],
      ['<!--', '-->'],
    ] as const) {
      for (let s = text.indexOf(start); s !== -1; s = text.indexOf(start)) {
        const e = text.indexOf(end, s + start.length);
        if (e === -1) {
          // Runs onto later lines: drop up to its end.
          let j = i + 1;
          while (j < lines.length && !lines[j].includes(end)) j++;
          const after = j < lines.length ? lines[j].slice(lines[j].indexOf(end) + end.length) : '';
          text = text.slice(0, s) + after;
          i = j;
          continue;
        }
        text = text.slice(0, s) + text.slice(e + end.length);
      }
    }
    if (text !== line && text.trim() === '') {
      continue;
    }

    // JSX tags spread over several lines (<Demo\n  id="x"\n/>): join them first.
    if (/^\s*<[A-Z][\w.]*(\s[^>]*)?$/.test(text) && !text.includes('>')) {
      let j = i + 1;
      let joined = text;
      while (j < lines.length && !lines[j].includes('>')) joined += ` ${lines[j++].trim()}`;
      if (j < lines.length) {
        joined += ` ${lines[j].trim()}`;
        i = j;
        text = joined;
      }
    }

    const indent = /^\s*/.exec(text)![0];
    const tag = /^\s*<(\/?)([A-Za-z][\w.]*)((?:\s[^>]*?)?)\s*(\/?)>\s*$/.exec(text);
    if (tag && /^[A-Z]/.test(tag[2])) {
      const [, closing, name, attributes] = tag;
      if (name === 'TabItem' && !closing) {
        const label = attributeValue(attributes, 'label') ?? attributeValue(attributes, 'value') ?? 'Tab';
        emit('');
        emit(indent === '' ? `${'#'.repeat(Math.min(headingLevel + 1, 6))} ${label}` : `${indent}**${label}**`);
        emit('');
      } else if (name === 'InstallTabs' && !closing) {
        // One shell block with the command of every package manager, each under a comment.
        const commands = buildInstallCommands({
          packages: attributeValue(attributes, 'packages'),
          devPackages: attributeValue(attributes, 'devPackages'),
          dev: /(?:^|\s)dev(?:\s|\/|$)/.test(attributes) || undefined,
          create: attributeValue(attributes, 'create'),
          args: attributeValue(attributes, 'args'),
        });
        emit('');
        emit(`${indent}\`\`\`bash`, true);
        for (const pm of PACKAGE_MANAGERS) {
          emit(`${indent}# ${PACKAGE_MANAGER_LABELS[pm]}`, true);
          for (const command of commands[pm].split('\n')) emit(`${indent}${command}`, true);
        }
        emit(`${indent}\`\`\``, true);
        emit('');
      } else if ((name === 'AvailableFrom' || name === 'ApiStatus') && !closing) {
        emit('');
        emit(`${indent}${badgeText(name, attributes)}`);
        emit('');
      } else if (name === 'Demo' && !closing) {
        emit('');
        emit(`${indent}*Live demo: an interactive example is on the web page, ${options.url}*`);
        emit('');
      }
      // Every other component tag on a line of its own (Tabs, wrappers) is dropped; its children stay.
      continue;
    }

    // Admonitions become GitHub alerts.
    const admonition = /^(\s*):::(\w+)(?:\[(.*)\])?\s*(.*)$/.exec(text);
    if (admonition) {
      const [, , kind, bracketTitle, inlineTitle] = admonition;
      const alert = ALERT[kind.toLowerCase()] ?? 'NOTE';
      const title = bracketTitle ?? (inlineTitle || undefined);
      emit('');
      quotes.push({prefix: '> '});
      out.push(`${quotePrefix()}[!${alert}]`);
      prevBlank = false;
      if (title) {
        emit(`**${convertInline(title, options)}**`);
        emit('');
      }
      continue;
    }
    if (/^\s*:::\s*$/.test(text) && quotes.length > 0) {
      quotes.pop();
      // Remove a trailing empty quote line.
      if (out.length > 0 && out[out.length - 1].trim() === '>') out.pop();
      emit('');
      continue;
    }

    const heading = /^(#{1,6})\s+(.*?)(?:\s*\{#[\w-]+\})?\s*$/.exec(text);
    if (heading && indent === '') {
      headingLevel = heading[1].length;
      emit(`${heading[1]} ${convertInline(heading[2], options)}`);
      continue;
    }

    emit(convertInline(text, options));
  }

  while (out.length > 0 && out[out.length - 1].trim() === '') out.pop();
  while (out.length > 0 && out[0].trim() === '') out.shift();

  const head = [`# ${codeTags(options.title)}`, ''];
  if (options.description) head.push(`> ${codeTags(options.description)}`, '');
  head.push(`Source: ${options.url}`, '');
  return `${[...head, ...out].join('\n')}\n`;
}
