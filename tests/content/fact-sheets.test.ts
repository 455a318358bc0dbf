import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {PROJECT_ROOT, readMarkdown} from '../../scripts/lib/markdown';
import {checkFile} from '../../scripts/lib/factSheets';

/**
 * Success stories and release posts state only what a public source states. Each page has a fact
 * sheet in audit/fact-sheets/ (a maintainers' file, not published) that lists the facts, their
 * sources and the exact strings that carry them; this test holds page and sheet together.
 */
const STORIES = [
  'success-stories/2021-09-16-makestories.mdx',
  'success-stories/2022-09-16-yarx.mdx',
  'success-stories/2023-11-01-shortvid.mdx',
  'success-stories/2023-11-09-typeframes.mdx',
];
const POSTS = ['blog/2021-02-26-1-4.mdx', 'blog/2021-07-09-2-2.mdx', 'blog/2022-11-17-3-3.mdx'];

describe('fact sheets for success stories and release posts', () => {
  it.each([...STORIES, ...POSTS])('%s: every figure, name and quote has a sourced fact', (file) => {
    const {sheet, problems} = checkFile(file);
    expect(sheet, `${file} needs a fact sheet in audit/fact-sheets/`).not.toBeNull();
    expect(sheet!.facts.length, `${file}: the fact sheet lists no facts`).toBeGreaterThan(0);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it.each([...STORIES, ...POSTS])('%s is bylined to the Remotion team', (file) => {
    const section = file.split('/')[0];
    const authors = yaml.load(fs.readFileSync(path.join(PROJECT_ROOT, section, 'authors.yml'), 'utf8')) as Record<
      string,
      {name: string; url: string; image_url: string}
    >;
    expect(readMarkdown(file).frontMatter.authors).toEqual(['remotion-team']);
    const team = authors['remotion-team'];
    expect(team?.name).toBe('Remotion team');
    expect(team?.url).toBe('https://www.remotion.dev');
    expect(team?.image_url).toMatch(/^\/img\/authors\//);
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'static', team.image_url)), `${team.image_url} is missing`).toBe(true);
  });

  it('success stories name who was interviewed in the at-a-glance table', () => {
    for (const file of STORIES) {
      expect(readMarkdown(file).body, file).toMatch(/\|\s*\*\*Interview(?:ed)? with\*\*\s*\|/);
    }
  });

  it('no author entry is left unused in success-stories/authors.yml', () => {
    const authors = Object.keys(
      yaml.load(fs.readFileSync(path.join(PROJECT_ROOT, 'success-stories/authors.yml'), 'utf8')) as object,
    );
    const used = new Set(
      fs
        .readdirSync(path.join(PROJECT_ROOT, 'success-stories'))
        .filter((f) => f.endsWith('.mdx'))
        .flatMap((f) => readMarkdown(`success-stories/${f}`).frontMatter.authors as string[]),
    );
    expect(authors.filter((a) => !used.has(a))).toEqual([]);
  });
});
