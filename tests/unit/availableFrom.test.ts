import {apiStatusLabel, validateApiStatus, validateBadgeVersion} from '../../src/components/AvailableFrom/versions';
import {mdxToMarkdown} from '../../src/plugins/llms/markdown';

describe('validateBadgeVersion', () => {
  it('accepts 4.0.1 up to the documented release', () => {
    expect(validateBadgeVersion('4.0.1')).toBe('4.0.1');
    expect(validateBadgeVersion('4.0.123')).toBe('4.0.123');
    expect(validateBadgeVersion('4.0.278')).toBe('4.0.278');
  });

  it.each([['4.0.279'], ['4.0.0'], ['v4.0.12'], ['4.1.0'], ['3.3.1'], ['4.0.01'], ['4.0'], [''], [undefined], [4012]])(
    'rejects %s with a clear message',
    (v) => {
      expect(() => validateBadgeVersion(v)).toThrow(/Version badge/);
    },
  );
});

describe('validateApiStatus', () => {
  it('accepts the two statuses and an optional since', () => {
    expect(validateApiStatus('experimental')).toEqual({status: 'experimental'});
    expect(validateApiStatus('deprecated', '4.0.189')).toEqual({status: 'deprecated', since: '4.0.189'});
    expect(apiStatusLabel('deprecated', '4.0.189')).toBe('Deprecated since v4.0.189');
    expect(apiStatusLabel('experimental')).toBe('Experimental');
  });

  it('rejects unknown statuses and bad versions', () => {
    expect(() => validateApiStatus('beta')).toThrow(/<ApiStatus>: status="beta"/);
    expect(() => validateApiStatus('deprecated', '4.0.999')).toThrow(/newer than/);
  });
});

describe('badges in the Markdown for AI tools (llms)', () => {
  const md = mdxToMarkdown(
    [
      "import AvailableFrom, {ApiStatus} from '@site/src/components/AvailableFrom';",
      '',
      '<AvailableFrom v="4.0.190" />',
      '',
      '### `colorSpace`',
      '',
      '`string` · optional · <AvailableFrom v="4.0.28" />',
      '',
      '`boolean` · optional · <ApiStatus status="deprecated" since="4.0.189" />',
      '',
      '<ApiStatus status="experimental" />',
    ].join('\n'),
    {
      title: 'parseMedia()',
      description: 'Parse a media file.',
      url: 'https://www.remotion.dev/docs/media-parser/parse-media',
      siteUrl: 'https://www.remotion.dev',
      sourcePath: 'docs/media-parser/parse-media.mdx',
      routeOfSource: () => undefined,
    },
  );

  it('turns badges into emphasized text and leaves no JSX', () => {
    expect(md).toContain('*Available from v4.0.190*');
    expect(md).toContain('`string` · optional · *Available from v4.0.28*');
    expect(md).toContain('`boolean` · optional · *Deprecated since v4.0.189*');
    expect(md).toContain('*Experimental*');
    expect(md).not.toMatch(/<(AvailableFrom|ApiStatus)\b/);
  });
});
