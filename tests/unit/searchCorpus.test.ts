import halves from '../fixtures/search-questions/halves.json';
import {QUESTION_KINDS, readCorpus} from '../../scripts/lib/searchEval';
import {docRoutes} from '../../scripts/lib/links';
import {listMarkdownFiles, readMarkdown} from '../../scripts/lib/markdown';

/**
 * The corpus of readers' real questions (tests/fixtures/search-questions/corpus.json) that
 * `npm run search:eval` and the search e2e test measure: well-formed, answered by pages that
 * exist, and split once: halves.json records each question's half, and no question moves.
 */
describe('search question corpus', () => {
  const corpus = readCorpus();

  it('holds at least 300 questions from public threads, of every kind', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    for (const kind of QUESTION_KINDS) expect(corpus.filter((q) => q.kind === kind).length, kind).toBeGreaterThan(0);
    expect(corpus.filter((q) => !/^https:\/\/(github\.com|[\w.-]+)\//.test(q.source))).toEqual([]);
  });

  it('answers every question with pages that exist', () => {
    const docs = docRoutes();
    const posts = new Set(
      ['blog', 'learn', 'success-stories'].flatMap((section) =>
        listMarkdownFiles([section]).map((file) => `/${section}/${String(readMarkdown(file).frontMatter.slug ?? '')}`),
      ),
    );
    const missing = corpus.flatMap((q) =>
      q.answers.filter((a) => !docs.has(a.replace(/\/$/, '') || '/docs') && !posts.has(a)).map((a) => `${q.id}: ${a}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps every question in the half it was first given', () => {
    const recorded = halves as Record<string, string>;
    expect(corpus.filter((q) => recorded[q.id] !== q.half).map((q) => q.id)).toEqual([]);
    expect(Object.keys(recorded).length).toBe(corpus.length);
    const test = corpus.filter((q) => q.half === 'test').length;
    expect(Math.abs(test - (corpus.length - test))).toBeLessThanOrEqual(corpus.length * 0.1);
  });
});
