import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {allPlannedDocs, plannedHidden} from '../../src/lib/docsPlan';
import {markdownPathOf} from '../../src/lib/markdownRoute';
import {mapOutsideInlineCode} from '../../src/plugins/llms/markdown';
import {docRoutes} from '../../scripts/lib/links';
import {SITE_URL} from '../../src/data/site';

/**
 * The files for AI tools, read from the build: /llms.txt, /llms-full.txt and one Markdown file
 * per docs page (/docs/spring.md). Every docs page on disk has its file, and the plan's pages
 * (sidebars and hidden) are all among them; no file contains JSX or ESM lines outside code
 * blocks; and every link into the site leads to something the build produced.
 */
const ROOT = path.join(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
const built = fs.existsSync(path.join(BUILD, 'llms.txt'));

/** Route of every doc on disk (docs/x.mdx → /docs/x, honouring slug front matter), by id. */
const routeById = new Map(
  [...docRoutes(ROOT)].map(([route, file]) => [file.replace(/^docs\//, '').replace(/\.mdx?$/, ''), route]),
);

/**
 * Links the docs sources write as absolute www.remotion.dev URLs (the build does not check those)
 * to pages this build does not have. Content to fix at the source, not in the converter.
 */
const KNOWN_BROKEN_IN_SOURCE = new Map<string, string>([]);

/** Prose lines of a Markdown file: code blocks (also inside block quotes) left out. */
function proseLines(md: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const raw of md.split('\n')) {
    const line = raw.replace(/^(\s*>)+\s?/, '');
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
    } else if (fence !== null) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
    } else {
      out.push(line);
    }
  }
  return out;
}

/** Where a URL of the site is served from in the build, or null. */
function builtFileOf(url: string): string | null {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname.replace(/\/$/, '')}.html`];
  return candidates.map((c) => path.join(BUILD, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

test.describe('llms.txt and Markdown pages', () => {
  test.skip(!built, 'build first');

  test('every docs page has its Markdown file, the plan included', () => {
    expect(routeById.size).toBeGreaterThan(400);
    const planned = new Set([...allPlannedDocs().map((d) => d.id), ...plannedHidden]);
    const plannedOnDisk = [...planned].filter((id) => routeById.has(id));
    expect(plannedOnDisk.length).toBeGreaterThan(400);
    const missing = [...routeById]
      .filter(([, route]) => !fs.existsSync(path.join(BUILD, markdownPathOf(route))))
      .map(([id, route]) => `${id} → ${markdownPathOf(route)}`);
    expect(missing).toEqual([]);
    // Named examples from the issue: a page, a nested page, a folder index, the docs home.
    for (const file of ['docs/spring.md', 'docs/lambda/cli/sites/create.md', 'docs/videos.md', 'docs.md']) {
      expect(fs.existsSync(path.join(BUILD, file)), file).toBe(true);
    }
  });

  test('each Markdown file starts with the title and its address, and has no front matter, JSX or ESM', () => {
    const problems: string[] = [];
    for (const [id, route] of routeById) {
      const file = markdownPathOf(route);
      const md = read(file);
      if (!md.startsWith('# ')) problems.push(`${file}: does not start with the title`);
      if (!md.includes(`\nSource: ${SITE_URL}${route}\n`) && !md.includes(`\nSource: ${SITE_URL}${route}/\n`))
        problems.push(`${file}: no Source line for ${id}`);
      if (md.includes('\n---\ntitle:') || md.startsWith('---')) problems.push(`${file}: front matter left`);
      proseLines(md).forEach((line) => {
        if (/^(import|export)\s/.test(line)) problems.push(`${file}: ESM line "${line}"`);
        if (/^\s*:::/.test(line)) problems.push(`${file}: admonition fence "${line}"`);
        const text = stripInlineCode(line);
        if (/<\/?[A-Z][\w.]*[\s/>]/.test(text)) problems.push(`${file}: JSX "${line.slice(0, 100)}"`);
        if (/\{\/\*|<!--/.test(text)) problems.push(`${file}: comment "${line.slice(0, 100)}"`);
        if (/<\/?(head|title|Tabs|TabItem|kbd)\b/.test(text)) problems.push(`${file}: tag "${line.slice(0, 100)}"`);
      });
    }
    expect(problems).toEqual([]);
  });

  test('every link into the site resolves to a built page', () => {
    const files = [...[...routeById.values()].map(markdownPathOf), '/llms.txt', '/llms-full.txt'];
    const escaped = SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`${escaped}(/[^\\s)>\\]"'\`*]*)?`, 'g');
    const broken = new Map<string, string>();
    let checked = 0;
    for (const file of files) {
      for (const line of proseLines(read(file))) {
        for (const m of stripInlineCode(line).matchAll(link)) {
          const url = m[0].replace(/[.,;:]+$/, '');
          checked++;
          if (!builtFileOf(url.split('#')[0]) && !KNOWN_BROKEN_IN_SOURCE.has(url.split('#')[0])) broken.set(url, file);
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect([...broken].map(([url, file]) => `${url} (in ${file})`)).toEqual([]);
  });

  test('llms.txt lists every page once, grouped by sidebar and category, hidden pages in their own group', () => {
    const txt = read('llms.txt');
    expect(txt.startsWith('# Remotion\n\n> ')).toBe(true);
    const listed = [...txt.matchAll(/^- \[.+?\]\((\S+?)\)/gm)].map((m) => new URL(m[1]).pathname);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set([...routeById.values()].map(markdownPathOf)));
    const headings = [...txt.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toContain('Docs › Getting started');
    expect(headings.some((h) => h.startsWith('API › '))).toBe(true);
    expect(headings).toContain('Pages outside the sidebars');
    const hiddenSection = txt.split('## Pages outside the sidebars')[1].split('\n## ')[0];
    const inASidebar = new Set(allPlannedDocs().map((d) => d.id));
    const hidden = plannedHidden.filter((id) => routeById.has(id) && !inASidebar.has(id));
    expect(hidden.length).toBeGreaterThan(5);
    for (const id of hidden) {
      expect(hiddenSection, id).toContain(`${SITE_URL}${markdownPathOf(routeById.get(id)!)}`);
    }
  });

  test('llms-full.txt holds every page in the order of llms.txt', () => {
    const txt = read('llms.txt');
    const full = read('llms-full.txt');
    const order = [...txt.matchAll(/^- \[.+?\]\((\S+?)\.md\)/gm)].map((m) => m[1]);
    // Folder indexes (and the docs home) have a trailing slash on the web: /docs/videos/ → /docs/videos.md.
    const positions = order.map((url) =>
      Math.max(full.indexOf(`\nSource: ${url}\n`), full.indexOf(`\nSource: ${url}/\n`)),
    );
    expect(positions.filter((p) => p === -1)).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

/** The line with inline code spans removed. */
function stripInlineCode(line: string): string {
  let out = '';
  mapOutsideInlineCode(line, (t) => {
    out += `${t} `;
    return t;
  });
  return out;
}
