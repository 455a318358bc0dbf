import {editDistance, suggestPaths} from '../../src/lib/suggestPaths';

const pages = [
  {path: '/docs/', title: 'getting-started'},
  {path: '/docs/api', title: 'api'},
  {path: '/docs/get-help', title: 'get-help'},
  {path: '/docs/interpolate', title: 'interpolate'},
];

describe('editDistance', () => {
  it('counts single-character edits', () => {
    expect(editDistance('spring', 'spring')).toBe(0);
    expect(editDistance('sprnig', 'spring')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('stops early past the limit', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('suggestPaths', () => {
  it('finds a page despite a typo', () => {
    expect(suggestPaths('/docs/interpolat', pages).map((p) => p.path)).toEqual(['/docs/interpolate']);
    expect(suggestPaths('/docs/get-hlep', pages).map((p) => p.path)).toEqual(['/docs/get-help']);
  });

  it('ignores .html suffixes and trailing slashes', () => {
    expect(suggestPaths('/docs/interpolate.html', pages)[0].path).toBe('/docs/interpolate');
    expect(suggestPaths('/docs/get-help/', pages)[0].path).toBe('/docs/get-help');
  });

  it('suggests nothing for unrelated or empty paths', () => {
    expect(suggestPaths('/docs/zebra-crossing', pages)).toEqual([]);
    expect(suggestPaths('/', pages)).toEqual([]);
  });
});
