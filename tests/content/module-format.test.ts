import {listMarkdownFiles, readMarkdown} from '../../scripts/lib/markdown';
import {findCjsTopLevelAwait} from '../../scripts/lib/moduleFormat';

const files = listMarkdownFiles(['docs', 'blog', 'learn', 'success-stories']);

describe('script samples run in the module format the page implies', () => {
  it('no script uses top-level await where the page runs it as CommonJS', () => {
    const problems = files.flatMap((file) => {
      const md = readMarkdown(file);
      return findCjsTopLevelAwait(md.body, md.bodyLine).map((p) => `${file}:${p.line} ${p.message}`);
    });
    expect(problems).toEqual([]);
  });
});
