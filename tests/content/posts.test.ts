import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';
import {findPlaceholders} from '../../scripts/lib/placeholders';

/** The blog-like sections: every post is a real article with what social previews and feeds need. */
const SECTIONS = ['blog', 'learn', 'success-stories'];
const posts = listMarkdownFiles(SECTIONS);

function authorsOf(section: string): Record<string, unknown> {
  return yaml.load(fs.readFileSync(path.join(PROJECT_ROOT, section, 'authors.yml'), 'utf8')) as Record<string, unknown>;
}

const EXPECTED_BLOG_SLUGS = [
  'introducing-remotion',
  '1-1',
  '1-2',
  '1-3',
  '1-4',
  '1-5',
  'company-licenses',
  '2-0',
  '2-1',
  '2-2',
  '2-3',
  '2-4',
  '2-5',
  '2-6',
  '3-0',
  '3-1',
  '3-2',
  'seed-funding',
  '3-3',
  '4-0',
  'deployable-studio',
  'faster-lambda',
];

describe('posts', () => {
  it('the blog holds exactly the planned 22 posts, in date order', () => {
    const slugs = listMarkdownFiles(['blog']).map((f) => String(readMarkdown(f).frontMatter.slug));
    expect(slugs).toEqual(EXPECTED_BLOG_SLUGS);
  });

  it('learn and success stories hold their planned posts', () => {
    const slugs = (folder: string) =>
      listMarkdownFiles([folder])
        .map((f) => String(readMarkdown(f).frontMatter.slug))
        .sort();
    expect(slugs('learn')).toEqual(['apple-wow']);
    expect(slugs('success-stories')).toEqual(['makestories', 'shortvid', 'typeframes', 'yarx']);
  });

  it.each(posts)('%s', (file) => {
    const section = file.split('/')[0];
    const md = readMarkdown(file);
    const fm = md.frontMatter;
    expect(/^\d{4}-\d{2}-\d{2}-/.test(path.basename(file)), 'file name starts with the publication date').toBe(true);
    for (const key of ['slug', 'title', 'description', 'image']) {
      expect(typeof fm[key] === 'string' && (fm[key] as string).length > 0, `front matter needs ${key}`).toBe(true);
    }
    const authors = fm.authors as string[];
    expect(Array.isArray(authors) && authors.length > 0, 'front matter needs authors').toBe(true);
    const known = authorsOf(section);
    authors.forEach((a) => expect(Object.keys(known), `author ${a} is not in ${section}/authors.yml`).toContain(a));
    expect(
      fs.existsSync(path.join(PROJECT_ROOT, 'static', String(fm.image))),
      `social image ${fm.image} is missing`,
    ).toBe(true);
    expect(md.body, 'needs a truncate marker for list pages').toMatch(/\{\/\* truncate \*\/\}|<!-- truncate -->/);
    const words = proseOnly(md.body)
      .split(/\s+/)
      .filter((w) => /\w/.test(w)).length;
    expect(words, 'a post is a real article of at least 300 words of prose').toBeGreaterThanOrEqual(300);
    const badHeadings = proseOnly(md.body)
      .split('\n')
      .filter((l) => /^(#|#{4,})\s/.test(l));
    expect(badHeadings, 'use h2 and h3 only').toEqual([]);
    expect(findPlaceholders(md.body)).toEqual([]);
  });
});
