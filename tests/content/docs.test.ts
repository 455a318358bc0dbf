import path from 'node:path';
import {listMarkdownFiles, proseOnly, readMarkdown} from '../../scripts/lib/markdown';
import {allPlannedDocs, plannedHidden, plannedTitles} from '../../src/lib/docsPlan';
import {findPlaceholders} from '../../scripts/lib/placeholders';
import {findBrokenDocLinks} from '../../scripts/lib/links';

const docFiles = listMarkdownFiles(['docs']);
const planned = new Set(allPlannedDocs().map((d) => d.id));

function docId(file: string): string {
  return file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
}

describe('docs front matter and prose', () => {
  it('finds the docs folder populated', () => {
    expect(docFiles.length).toBeGreaterThan(0);
  });

  it.each(docFiles)('%s', (file) => {
    const md = readMarkdown(file);
    const id = docId(file);
    const {title, description} = md.frontMatter;
    expect(typeof title === 'string' && title.trim().length > 0, 'front matter needs a title').toBe(true);
    expect(
      typeof description === 'string' && description.trim().length >= 20,
      'front matter needs a one-sentence description',
    ).toBe(true);
    if (md.frontMatter.id !== undefined) {
      expect(md.frontMatter.id, 'front matter id must match the file name').toBe(path.basename(id));
    }
    if (plannedTitles[id]) {
      expect(title, 'title must be the planned one').toBe(plannedTitles[id]);
    }
    expect(
      planned.has(id) || plannedHidden.includes(id),
      `${id} is in no sidebar of the docs plan and not planned as hidden`,
    ).toBe(true);

    const prose = proseOnly(md.body);
    const headings = prose
      .split('\n')
      .map((line, i) => ({line: md.bodyLine + i, level: /^(#{1,6})\s/.exec(line)?.[1].length}));
    const wrongLevels = headings.filter((h) => h.level !== undefined && (h.level < 2 || h.level > 3));
    expect(
      wrongLevels.map((h) => `${file}:${h.line} h${h.level}`),
      'use h2 and h3 only',
    ).toEqual([]);

    expect(findPlaceholders(md.body).map((p) => `${file}:${md.bodyLine + p.line - 1} "${p.text}"`)).toEqual([]);
  });
});

describe('links in Markdown', () => {
  it('point at docs that exist', () => {
    const broken = findBrokenDocLinks(['docs', 'blog', 'learn', 'success-stories']);
    expect(broken.map((b) => `${b.file}:${b.line} -> ${b.target}`)).toEqual([]);
  });
});
