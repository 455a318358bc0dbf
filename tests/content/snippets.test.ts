import {formatProblems, typecheckSnippets} from '../../scripts/lib/typecheckSnippets';

describe('ts/tsx code blocks in docs, blog, learn and success stories', () => {
  it('all compile against the pinned Remotion packages', () => {
    const {checked, problems} = typecheckSnippets();
    expect(checked).toBeGreaterThan(0);
    expect(problems, `\n${formatProblems(problems)}\n`).toEqual([]);
  }, 180_000);
});
