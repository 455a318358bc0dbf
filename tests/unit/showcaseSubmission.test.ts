import {
  buildIssueUrl,
  buildMailtoUrl,
  hasErrors,
  ISSUES_NEW_URL,
  issueBody,
  normalizeSubmission,
  validateSubmission,
  type ShowcaseSubmission,
} from '../../src/data/showcaseSubmission';

const valid: ShowcaseSubmission = {
  title: 'Weather bot - Daily forecast',
  url: 'https://www.youtube.com/watch?v=abc123',
  authorName: 'Jane Doe & Co',
  description: 'A forecast video rendered every morning from an API, with #hashtags & 100% automation.\nSecond line.',
};

describe('validateSubmission', () => {
  test('accepts a complete, valid submission', () => {
    expect(validateSubmission(valid)).toEqual({});
    expect(hasErrors(validateSubmission(valid))).toBe(false);
  });

  test('flags every empty field', () => {
    const errors = validateSubmission({title: '', url: '', authorName: '   ', description: ''});
    expect(Object.keys(errors).sort()).toEqual(['authorName', 'description', 'title', 'url']);
    expect(hasErrors(errors)).toBe(true);
  });

  test.each([
    ['not a url', /https:\/\//],
    ['www.youtube.com/watch?v=1', /https:\/\//],
    ['http://youtube.com/watch?v=1', /must start with https/],
    ['ftp://example.com/video.mp4', /must start with https/],
    ['javascript:alert(1)', /must start with https/],
    ['https://localhost', /full web address/],
  ])('refuses the URL %s', (url, message) => {
    const errors = validateSubmission({...valid, url});
    expect(errors.url).toMatch(message);
    expect(Object.keys(errors)).toEqual(['url']);
  });

  test('enforces the description length of 20 to 500 characters (after trimming)', () => {
    expect(validateSubmission({...valid, description: 'x'.repeat(19)}).description).toMatch(/too short: 19/);
    expect(validateSubmission({...valid, description: `  ${'x'.repeat(19)}   `}).description).toMatch(/too short/);
    expect(validateSubmission({...valid, description: 'x'.repeat(20)}).description).toBeUndefined();
    expect(validateSubmission({...valid, description: 'x'.repeat(500)}).description).toBeUndefined();
    expect(validateSubmission({...valid, description: 'x'.repeat(501)}).description).toMatch(/too long: 501/);
  });

  test('limits the title to 80 characters', () => {
    expect(validateSubmission({...valid, title: 't'.repeat(80)}).title).toBeUndefined();
    expect(validateSubmission({...valid, title: 't'.repeat(81)}).title).toMatch(/80 characters or fewer/);
  });
});

describe('normalizeSubmission', () => {
  test('trims fields and keeps one-line fields on one line', () => {
    expect(normalizeSubmission({...valid, title: '  My\n  video ', authorName: ' Jane\tDoe '})).toMatchObject({
      title: 'My video',
      authorName: 'Jane Doe',
    });
  });
});

describe('buildIssueUrl', () => {
  test('points at the Remotion repository and round-trips every field', () => {
    const href = buildIssueUrl(valid);
    expect(href.startsWith(`${ISSUES_NEW_URL}?`)).toBe(true);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://github.com/remotion-dev/remotion/issues/new');
    expect(url.searchParams.get('title')).toBe('Showcase submission: Weather bot - Daily forecast');
    const body = url.searchParams.get('body')!;
    expect(body).toBe(issueBody(valid));
    expect(body).toContain('**Title:** Weather bot - Daily forecast');
    expect(body).toContain('**Video URL:** https://www.youtube.com/watch?v=abc123');
    expect(body).toContain('**Author:** Jane Doe & Co');
    expect(body).toContain('#hashtags & 100% automation.\nSecond line.');
  });

  test('encodes characters that would otherwise break the query string', () => {
    const href = buildIssueUrl(valid);
    const query = href.slice(href.indexOf('?') + 1);
    // Only the two parameters survive: "&", "#", "%" and "?" inside values are escaped.
    expect(query.split('&').map((p) => p.split('=')[0])).toEqual(['title', 'body']);
    expect(href).not.toContain('#');
    expect(href).not.toContain(' ');
  });
});

describe('buildMailtoUrl', () => {
  test('addresses the Remotion team with subject and body', () => {
    const href = buildMailtoUrl(valid);
    expect(href.startsWith('mailto:hi@remotion.dev?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Showcase submission: Weather bot - Daily forecast');
    expect(params.get('body')).toContain('Video URL: https://www.youtube.com/watch?v=abc123');
    expect(params.get('body')).toContain('Author: Jane Doe & Co');
  });
});
