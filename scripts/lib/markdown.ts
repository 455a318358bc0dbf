import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export type FrontMatter = Record<string, unknown>;

export type MarkdownFile = {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line in the file where the body starts. */
  bodyLine: number;
};

export type CodeBlock = {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the first code line in the source file. */
  line: number;
};

export const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** Every .md/.mdx file below the given content folders, sorted for stable output. */
export function listMarkdownFiles(folders: string[], root = PROJECT_ROOT): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) {
      return;
    }
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        out.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  folders.forEach((folder) => walk(path.join(root, folder)));
  return out.sort();
}

export function parseMarkdown(file: string, source: string): MarkdownFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) {
    return {file, frontMatter: {}, body: source, bodyLine: 1};
  }
  let frontMatter: FrontMatter;
  try {
    const parsed = yaml.load(match[1]);
    frontMatter = parsed && typeof parsed === 'object' ? (parsed as FrontMatter) : {};
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const bodyLine = match[0].split('\n').length;
  return {file, frontMatter, body: source.slice(match[0].length), bodyLine};
}

export function readMarkdown(file: string, root = PROJECT_ROOT): MarkdownFile {
  return parseMarkdown(file, fs.readFileSync(path.join(root, file), 'utf8'));
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/** Fenced code blocks with their language, meta string and source line. */
export function extractCodeBlocks(body: string, bodyLine = 1): CodeBlock[] {
  const lines = body.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) {
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (line.trim().startsWith(fence[0].repeat(fence.length)) && line.trim().replace(/[`~]/g, '') === '') {
        break;
      }
      code.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({lang: lang.toLowerCase(), meta: meta.trim(), code: code.join('\n'), line: bodyLine + i + 1});
    i = j;
  }
  return blocks;
}

/** The body with fenced code replaced by blank lines, so prose checks keep line numbers. */
export function proseOnly(body: string): string {
  const lines = body.split('\n');
  let inFence: string | null = null;
  return lines
    .map((line) => {
      const open = FENCE.exec(line);
      if (inFence === null && open) {
        inFence = open[2];
        return '';
      }
      if (inFence !== null) {
        if (line.trim().startsWith(inFence) && line.trim().replace(/[`~]/g, '') === '') {
          inFence = null;
        }
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Reads key="value" or key='value' or bare key from a code block meta string. */
export function metaValue(meta: string, key: string): string | undefined {
  const re = new RegExp(`(?:^|\\s)${key}(?:=(?:"([^"]*)"|'([^']*)'|(\\S+)))?(?=\\s|$)`);
  const m = re.exec(meta);
  if (!m) {
    return undefined;
  }
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** Whether docs/<id>.md or docs/<id>.mdx exists. */
export function docExists(id: string, root = PROJECT_ROOT): boolean {
  return ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(root, 'docs', id + ext)));
}
