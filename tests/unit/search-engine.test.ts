import {
  buildIndex,
  editDistance,
  loadIndex,
  matchesFacets,
  pathWords,
  runQuery,
} from '../../src/plugins/local-search/engine';
import {readSections, slugOf} from '../../src/plugins/local-search/format';
import {escapeHtml, highlight, snippet} from '../../src/plugins/local-search/highlight';
import type {SearchRecord} from '../../src/plugins/local-search/types';

function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'url_without_anchor' | 'type'>): SearchRecord {
  const {url_without_anchor: base, anchor = null} = partial;
  return {
    objectID: `${base}#${partial.position ?? 0}`,
    url: anchor ? `${base}#${anchor}` : base,
    anchor,
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position: 0,
    ...partial,
    hierarchy: {
      lvl0: 'remotion',
      lvl1: null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...partial.hierarchy,
    },
  };
}

const SITE = 'https://www.remotion.dev';
const records: SearchRecord[] = [
  record({
    url_without_anchor: `${SITE}/docs/interpolate`,
    type: 'lvl1',
    hierarchy: {lvl1: 'interpolate()'} as never,
    content: 'Map a value from one range to another.',
  }),
  record({
    url_without_anchor: `${SITE}/docs/interpolate`,
    type: 'lvl2',
    anchor: 'extrapolation',
    hierarchy: {lvl1: 'interpolate()', lvl2: 'Extrapolation'} as never,
    position: 1,
  }),
  record({
    url_without_anchor: `${SITE}/docs/interpolate`,
    type: 'content',
    anchor: 'extrapolation',
    hierarchy: {lvl1: 'interpolate()', lvl2: 'Extrapolation'} as never,
    content: 'By default values keep going past the output range unless you clamp them.',
    code: ['extrapolateRight'],
    position: 2,
  }),
  record({
    url_without_anchor: `${SITE}/docs/spring`,
    type: 'lvl1',
    hierarchy: {lvl1: 'spring()'} as never,
    content: 'A physics-based animation primitive.',
  }),
  record({
    url_without_anchor: `${SITE}/docs/animating-properties`,
    type: 'lvl1',
    hierarchy: {lvl1: 'Animating properties'} as never,
    content: 'Use interpolate() and spring() to animate any CSS property.',
  }),
  record({
    url_without_anchor: `${SITE}/blog/4-0`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Blog', lvl1: 'Remotion 4.0'} as never,
    docusaurus_tag: 'default',
    content: 'Rust-powered rendering and a new Studio.',
  }),
];

const loaded = loadIndex(JSON.parse(JSON.stringify(buildIndex(records))));
const urls = (query: string, extra = {}) =>
  runQuery(loaded, {query, ...extra}).hits.map((h) => h.url.replace(SITE, ''));

describe('embedded search engine', () => {
  it('ranks the page whose title matches above pages that mention the word', () => {
    expect(urls('interpolate')[0]).toBe('/docs/interpolate');
  });

  it('matches prefixes while typing and tolerates a typo', () => {
    expect(urls('interpo')[0]).toBe('/docs/interpolate');
    expect(urls('interploate')[0]).toBe('/docs/interpolate');
    expect(urls('sprng')[0]).toBe('/docs/spring');
  });

  it('finds inline-code terms of a section and points at its anchor', () => {
    expect(urls('extrapolateRight')[0]).toBe('/docs/interpolate#extrapolation');
  });

  it('applies facet filters: outer AND, inner OR', () => {
    expect(urls('rendering', {facetFilters: ['language:en', ['docusaurus_tag:default']]})).toEqual(['/blog/4-0']);
    expect(urls('rendering', {facetFilters: ['language:fr']})).toEqual([]);
    expect(urls('rendering', {facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']]})).toEqual([]);
  });

  it('pages results and reports totals', () => {
    const first = runQuery(loaded, {query: 'interpolate', hitsPerPage: 1, page: 0});
    const second = runQuery(loaded, {query: 'interpolate', hitsPerPage: 1, page: 1});
    expect(first.nbHits).toBeGreaterThan(1);
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0].url).not.toBe(first.hits[0].url);
  });

  it('returns an empty result, not an error, for symbols, blanks and very long input', () => {
    for (const query of ['', '   ', '!!!???', '<<<>>>', 'x'.repeat(5000)]) {
      const result = runQuery(loaded, {query});
      expect(result.hits).toEqual([]);
      expect(result.nbHits).toBe(0);
    }
    expect(runQuery(loaded, {query: 'a'.repeat(200)}).query).toHaveLength(64);
  });

  it('never lets a query or a requested tag inject markup', () => {
    const result = runQuery(loaded, {
      query: '<img src=x onerror=alert(1)> interpolate',
      highlightPreTag: '<script>',
      highlightPostTag: '</script>',
    });
    const html = JSON.stringify(result.hits.map((h) => [h._highlightResult, h._snippetResult]));
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('<mark>');
  });

  it('answers the Algolia response shape DocSearch reads', () => {
    const [hit] = runQuery(loaded, {query: 'spring', attributesToSnippet: ['content:2']}).hits;
    expect(hit).toMatchObject({type: 'lvl1', hierarchy: {lvl0: 'Documentation', lvl1: 'spring()'}, language: 'en'});
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>spring</mark>()');
    expect(hit._snippetResult.content?.value).toMatch(/…$/);
  });

  it('rejects an index file of an unknown format', () => {
    expect(() => loadIndex({version: 1} as never)).toThrow(/unknown format/);
    expect(() => loadIndex({version: 2, pages: [], sections: []} as never)).toThrow(/unknown format/);
  });

  it('does not require stop words, and falls back to the sections with most words when none has all', () => {
    expect(urls('how to interpolate')[0]).toBe('/docs/interpolate');
    expect(urls('spring zzqqxx')[0]).toBe('/docs/spring');
    expect(urls('zzqqxx')).toEqual([]);
  });

  it('matches the word being typed as a prefix, also when its ending is half typed', () => {
    expect(urls('s')).toContain('/docs/spring');
    expect(urls('renderi')).toEqual(['/blog/4-0']);
    // Only the last word is a prefix when it is short: "ani" in the middle is a word of its own.
    expect(urls('ani spring')[0]).toBe('/docs/spring');
  });

  it('weighs a title above a heading above inline code above body text', () => {
    const weighted = loadIndex(
      buildIndex([
        record({
          url_without_anchor: `${SITE}/docs/body`,
          type: 'lvl1',
          hierarchy: {lvl1: 'Body'} as never,
          content: 'About clamp here.',
        }),
        record({url_without_anchor: `${SITE}/docs/code`, type: 'lvl1', hierarchy: {lvl1: 'Code'} as never}),
        record({
          url_without_anchor: `${SITE}/docs/code`,
          type: 'content',
          hierarchy: {lvl1: 'Code'} as never,
          content: 'Use it.',
          code: ['clamp'],
        }),
        record({url_without_anchor: `${SITE}/docs/heading`, type: 'lvl1', hierarchy: {lvl1: 'Heading'} as never}),
        record({
          url_without_anchor: `${SITE}/docs/heading`,
          type: 'lvl2',
          anchor: 'clamp',
          hierarchy: {lvl1: 'Heading', lvl2: 'Clamp'} as never,
        }),
        record({url_without_anchor: `${SITE}/docs/title`, type: 'lvl1', hierarchy: {lvl1: 'clamp()'} as never}),
      ]),
    );
    const pages = runQuery(weighted, {query: 'clamp'}).hits.map((h) => h.url.replace(SITE, ''));
    expect(pages).toEqual(['/docs/title', '/docs/heading#clamp', '/docs/code', '/docs/body']);
  });

  it('highlights the word a typo stood for', () => {
    const [hit] = runQuery(loaded, {query: 'sprng'}).hits;
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>spring</mark>()');
  });
});

describe('index file', () => {
  const page = (
    path: string,
    type: SearchRecord['type'],
    hierarchy: Partial<SearchRecord['hierarchy']>,
    anchor: string | null = null,
  ) => record({url_without_anchor: `${SITE}${path}`, type, anchor, hierarchy: hierarchy as never});

  it('leaves out what it can derive and reads every section back exactly', () => {
    const input = [
      page('/docs/', 'lvl1', {lvl1: 'Creating a new project'}),
      page('/docs/', 'lvl2', {lvl1: 'Creating a new project', lvl2: 'Installing Bun'}, 'installing-bun'),
      // A renamed anchor ({#custom-id}) and an h3 before any h2.
      page('/docs/x', 'lvl1', {lvl1: 'X'}),
      page('/docs/x', 'lvl3', {lvl1: 'X', lvl3: 'Orphan'}, 'orphan'),
      page('/docs/x', 'lvl2', {lvl1: 'X', lvl2: 'Renamed <Sequence>'}, 'custom-id'),
      page('/docs/x', 'lvl3', {lvl1: 'X', lvl2: 'Renamed <Sequence>', lvl3: 'Child'}, 'child'),
      page('/docs/x', 'lvl3', {lvl1: 'X', lvl2: 'Renamed <Sequence>', lvl3: 'Child'}, 'child-1'),
    ];
    const data = buildIndex(input);
    expect(data.origin).toBe(SITE);
    expect(data.pages.map((p) => p[0])).toEqual(['/docs/', '/docs/x']);
    const raw = JSON.stringify(data);
    expect(raw).not.toContain('installing-bun');
    expect(raw).toContain('custom-id');
    expect(raw).toContain('child-1');
    const read = readSections(JSON.parse(raw));
    expect(read.map((s) => [s.type, s.lvl2, s.lvl3, s.anchor])).toEqual(
      input.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.anchor]),
    );
    const loadedPages = loadIndex(JSON.parse(raw));
    const [child] = runQuery(loadedPages, {query: 'child'}).hits;
    expect(child.url).toBe(`${SITE}/docs/x#child`);
    expect(child.hierarchy.lvl2).toBe('Renamed <Sequence>');
  });

  it('slugs headings as Docusaurus does for plain text', () => {
    expect(slugOf('Rendering: a button, a Rust core and new formats')).toBe(
      'rendering-a-button-a-rust-core-and-new-formats',
    );
    expect(slugOf('Step 1: A night sky')).toBe('step-1-a-night-sky');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one typo and stops past the limit', () => {
    expect(editDistance('vidoe', 'video', 1)).toBe(1);
    expect(editDistance('sprng', 'spring', 1)).toBe(1);
    expect(editDistance('interploate', 'interpolate', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('highlighting', () => {
  it('escapes everything but the highlight tags', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(highlight('<b>spring</b> config', ['spring']).value).toBe('&lt;b&gt;<mark>spring</mark>&lt;/b&gt; config');
  });

  it('reports match level', () => {
    expect(highlight('spring config', ['spring', 'config']).matchLevel).toBe('full');
    expect(highlight('spring config', ['spring', 'zzz']).matchLevel).toBe('partial');
    expect(highlight('spring config', ['zzz']).matchLevel).toBe('none');
  });

  it('cuts snippets around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve target thirteen fourteen';
    const cut = snippet(text, ['target'], 6);
    expect(cut.value).toContain('<mark>target</mark>');
    expect(cut.value.startsWith('…')).toBe(true);
  });
});

describe('matchesFacets', () => {
  it('supports negation', () => {
    expect(matchesFacets(records[0], ['-language:fr'])).toBe(true);
    expect(matchesFacets(records[0], ['-language:en'])).toBe(false);
  });
});

describe('stem', () => {
  it('folds common English endings but keeps short words and identifiers', async () => {
    const {stem} = await import('../../src/plugins/local-search/highlight');
    expect(['creating', 'created', 'creates', 'create'].map(stem)).toEqual(['creat', 'creat', 'creat', 'creat']);
    expect(stem('spring')).toBe('spring');
    expect(stem('renders')).toBe('render');
    expect(stem('use')).toBe('use');
    expect(stem('h264')).toBe('h264');
  });
});

describe('word forms, synonyms and ranking (issue 26)', () => {
  const page = (path: string, title: string, content: string, lvl0 = 'remotion', code?: string[]) => [
    record({
      url_without_anchor: `${SITE}${path}`,
      type: 'lvl1',
      hierarchy: {lvl0, lvl1: title} as never,
      content,
    }),
    ...(code
      ? [
          record({
            url_without_anchor: `${SITE}${path}`,
            type: 'content',
            hierarchy: {lvl0, lvl1: title} as never,
            content: code.join(' '),
            code,
          }),
        ]
      : []),
  ];
  const flag = (path: string, title: string, heading: string, content: string) =>
    record({
      url_without_anchor: `${SITE}${path}`,
      type: 'lvl3',
      anchor: heading.slice(2),
      hierarchy: {lvl0: 'CLI', lvl1: title, lvl2: 'Flags', lvl3: heading} as never,
      content,
    });
  const site: SearchRecord[] = [
    ...page('/docs/captions', '@remotion/captions', 'Caption type and helpers to read and write SRT files.'),
    ...page('/docs/recorder/setup', 'Recorder setup', 'Clone the Recorder template and start recording.', 'Recorder'),
    ...page('/docs/gif/gif', '<Gif>', 'Displays a GIF in sync with the video.'),
    flag(
      '/docs/cli/render',
      'npx remotion render',
      '--number-of-gif-loops',
      'How often the GIF plays, gif output only.',
    ),
    flag('/docs/cli/still', 'npx remotion still', '--number-of-gif-loops', 'How often a gif plays; a gif loops.'),
    ...page(
      '/docs/cloudrun/deploysite',
      'deploySite()',
      'Bundles a project and uploads it as a site.',
      '@remotion/cloudrun',
      ['deploySite()', '@remotion/cloudrun'],
    ),
    ...page(
      '/docs/cloudrun/status',
      'Cloud Run status',
      'What works on Cloud Run: deploySite() uploads a site.',
      'Cloud Run',
    ),
    ...page('/docs/lambda', '@remotion/lambda', 'Render videos in parallel on Lambda.'),
    ...page('/docs/rendering', 'Rendering', 'How rendering works.'),
  ];
  const index = loadIndex(buildIndex(site));
  const pagesFor = (query: string) => [
    ...new Set(runQuery(index, {query}).hits.map((h) => new URL(h.url_without_anchor).pathname)),
  ];

  it('stems plurals and -ing/-ed/-ation forms alike, at index and query time', async () => {
    const {stem} = await import('../../src/plugins/local-search/highlight');
    expect(['render', 'renders', 'rendering', 'rendered'].map(stem)).toEqual(['render', 'render', 'render', 'render']);
    expect(['caption', 'captions', 'captioning'].map(stem)).toEqual(['caption', 'caption', 'caption']);
    expect(['gif', 'gifs'].map(stem)).toEqual(['gif', 'gif']);
    expect(['run', 'running'].map(stem)).toEqual(['run', 'run']);
    expect(['library', 'libraries'].map(stem)).toEqual(['library', 'library']);
    expect(['animate', 'animation', 'animations'].map(stem)).toEqual(['animat', 'animat', 'animat']);
    expect(['this', 'less', 'series', 'spring'].map(stem)).toEqual(['this', 'less', 'seri', 'spring']);
    expect(pagesFor('gifs')).toContain('/docs/gif/gif');
  });

  it('maps the toolkit vocabulary through the synonym list', async () => {
    const {synonymsOf, synonymMap} = await import('../../src/plugins/local-search/synonyms');
    expect(synonymsOf('subtitl')).toContain('caption');
    expect(synonymsOf('aws')).toContain('lambda');
    expect(synonymsOf('gcp')).toContain('cloudrun');
    // Groups sharing a word are merged for it, and words are stemmed as the index is.
    expect(
      synonymMap([
        ['sound', 'audio'],
        ['sounds', 'sfx'],
      ]).get('sound'),
    ).toEqual(['audio', 'sfx']);
    expect(pagesFor('subtitles')[0]).toBe('/docs/captions');
    expect(pagesFor('render on aws')).toContain('/docs/lambda');
  });

  it('finds the API page before flag sections that mention its name', () => {
    expect(pagesFor('play a gif')[0]).toBe('/docs/gif/gif');
    // A query that asks for a flag still gets it.
    expect(pagesFor('--number-of-gif-loops')[0]).toMatch(/^\/docs\/cli\//);
  });

  it('matches two query words the docs write as one ("cloud run" → cloudrun)', () => {
    expect(pagesFor('deploySite cloud run')[0]).toBe('/docs/cloudrun/deploysite');
  });

  it('does not require task verbs, and lists partial matches after few full ones', () => {
    expect(pagesFor('add subtitles')[0]).toBe('/docs/captions');
    expect(pagesFor('make a gif')).toContain('/docs/gif/gif');
  });

  it('lifts an overview page that other pages sit under', () => {
    const hub: SearchRecord[] = [
      ...page('/docs/tailwind', 'Using Tailwind in a Remotion project', 'Style compositions with Tailwind classes.'),
      ...['v4', 'v3', 'legacy', 'webpack', 'config'].flatMap((name) =>
        page(`/docs/tailwind/${name}`, `Tailwind ${name}`, `Enable Tailwind ${name}.`),
      ),
    ];
    const hubIndex = loadIndex(buildIndex(hub));
    expect(new URL(runQuery(hubIndex, {query: 'use tailwind'}).hits[0].url_without_anchor).pathname).toBe(
      '/docs/tailwind',
    );
  });

  it('reads "export" as render, "times out" as timeout, and does not require "custom"', async () => {
    const {synonymsOf} = await import('../../src/plugins/local-search/synonyms');
    expect(synonymsOf('export')).toContain('render');
    expect(synonymsOf('timeout')).toContain('timesout');
    expect(pagesFor('export videos in parallel')).toContain('/docs/lambda');
    expect(pagesFor('custom caption helpers')[0]).toBe('/docs/captions');
  });
});

describe('what readers bring to the search box', () => {
  const page = (path: string, title: string, extra: Partial<SearchRecord> = {}, lvl0 = 'Guides') =>
    record({url_without_anchor: `${SITE}${path}`, type: 'lvl1', hierarchy: {lvl0, lvl1: title} as never, ...extra});
  const section = (path: string, title: string, heading: string, content: string, position: number) => [
    record({
      url_without_anchor: `${SITE}${path}`,
      type: 'lvl2',
      anchor: slugOf(heading),
      hierarchy: {lvl0: 'Guides', lvl1: title, lvl2: heading} as never,
      position,
    }),
    record({
      url_without_anchor: `${SITE}${path}`,
      type: 'content',
      anchor: slugOf(heading),
      hierarchy: {lvl0: 'Guides', lvl1: title, lvl2: heading} as never,
      content,
      position: position + 1,
    }),
  ];
  const site = [
    page('/docs/performance', 'Making renders fast', {asks: ['render faster', 'speed up slow rendering']}),
    ...section(
      '/docs/performance',
      'Making renders fast',
      'Concurrency',
      'More threads render more frames at once.',
      1,
    ),
    page('/docs/audio/speed', 'Changing the speed of audio'),
    page('/blog/faster-lambda', 'Lambda renders are faster now', {}, 'Blog'),
    ...[1, 3, 5, 7].flatMap((n) =>
      section(
        '/blog/faster-lambda',
        'Lambda renders are faster now',
        `Faster part ${n}`,
        'Render faster with less.',
        n,
      ),
    ),
    page('/docs/chrome-headless-shell', 'Chrome Headless Shell'),
    record({
      url_without_anchor: `${SITE}/docs/chrome-headless-shell`,
      type: 'content',
      hierarchy: {lvl0: 'Guides', lvl1: 'Chrome Headless Shell'} as never,
      content: 'Without it, a render fails with No browser found for rendering frames! Please install one.',
      messages: ['No browser found for rendering frames! Please install one.'],
      position: 1,
    }),
    page('/docs/frames', 'Rendering frames', {content: 'How each frame is found and rendered in a browser.'}),
    page('/docs/gpu', 'Using the GPU', {content: 'A GPU can render faster in some cases.'}),
  ];
  const index = buildIndex(site);
  const loaded = loadIndex(index);
  const paths = (query: string) =>
    runQuery(loaded, {query, hitsPerPage: 20}).hits.map(
      (h) => new URL(h.url).pathname + (h.anchor ? `#${h.anchor}` : ''),
    );

  it("finds a page by the questions it answers, in the reader's words", () => {
    expect(paths('speed up slow rendering')[0]).toBe('/docs/performance');
    expect(paths('speed up slow rendering')).not.toContain('/docs/audio/speed');
  });

  it('ranks docs above blog posts unless the query names the post, and shows at most two sections a page', () => {
    const results = paths('render faster');
    expect(results[0]).toBe('/docs/performance');
    // A page's third section comes only after every other page's best two.
    const blog = results.map((p, i) => (p.startsWith('/blog/faster-lambda') ? i : -1)).filter((i) => i >= 0);
    expect(results.indexOf('/docs/gpu')).toBeLessThan(blog[2]);
    expect(paths('lambda renders faster blog')[0]).toMatch(/^\/blog\/faster-lambda/);
  });

  it('keeps a page’s hits together, its best section first', () => {
    const results = paths('render faster');
    const first = results.findIndex((p) => p.startsWith('/blog/faster-lambda'));
    expect(results[first + 1]).toMatch(/^\/blog\/faster-lambda/);
  });

  it('finds the page that quotes a pasted error message, paths and numbers left out', () => {
    expect(paths('Error: No browser found for rendering frames! at /home/me/app/node_modules/x.js:12:3')[0]).toBe(
      '/docs/chrome-headless-shell',
    );
  });

  it('reads an old index format as an error, not as no results', () => {
    expect(() => loadIndex({...index, version: 3} as never)).toThrow(/unknown format/);
  });

  it('takes the package and file a pasted path names, not the folders of the reader’s machine', () => {
    expect(pathWords('Error: spawn D:\\Dropbox\\Projects\\captions-v1\\whisper.cpp\\main ENOENT')).toEqual([
      'whisper',
      'main',
    ]);
    expect(pathWords('./node_modules/@remotion/compositor-darwin-arm64/compositor Module parse failed')).toEqual([
      '@remotion',
      'compositor',
      'darwin',
    ]);
    expect(pathWords('see https://example.com/a/b and /home/me/app/node_modules/x.js')).toEqual([]);
  });

  it('lets a word of a pasted path rank a page without requiring it', () => {
    const withPaths = loadIndex(
      buildIndex([
        page('/docs/install-whisper', 'Installing Whisper', {
          content: 'Download the Whisper model and build it; if spawn fails, the binary is missing.',
        }),
        page('/docs/spawn', 'Spawning processes', {content: 'How spawn starts a process.'}),
        page('/docs/other', 'Other', {content: 'Spawn a process the other way.'}),
      ]),
    );
    const ranked = (query: string) =>
      runQuery(withPaths, {query, hitsPerPage: 5}).hits.map((h) => new URL(h.url).pathname);
    // "whisper" is only in the path: of the pages that say "spawn", the one about Whisper comes first.
    expect(ranked('Error: spawn /Users/me/whisper.cpp/main')[0]).toBe('/docs/install-whisper');
    // A path word the site never uses changes nothing.
    expect(ranked('Error: spawn /Users/me/zzqx/main')).toEqual(ranked('Error: spawn'));
  });

  it("reads a docs page's title as one of the questions it answers", () => {
    const titled = loadIndex(
      buildIndex([
        page('/docs/render-in-browser', 'Can I render videos in the browser?'),
        page('/docs/studio', 'Studio', {asks: ['preview videos locally in the browser']}),
      ]),
    );
    const top = runQuery(titled, {query: 'render videos locally in the browser', hitsPerPage: 5}).hits[0];
    expect(new URL(top.url).pathname).toBe('/docs/render-in-browser');
  });
});

describe('hit groups', () => {
  it('lists every docs page under one group (DocSearch orders groups by their first hit), other pages under their own', () => {
    const site = [
      record({
        url_without_anchor: `${SITE}/docs/lambda`,
        type: 'lvl1',
        hierarchy: {lvl0: 'Lambda', lvl1: 'Lambda'} as never,
      }),
      record({
        url_without_anchor: `${SITE}/blog/lambda`,
        type: 'lvl1',
        hierarchy: {lvl0: 'Blog', lvl1: 'Lambda news'} as never,
      }),
    ];
    const loaded = loadIndex(buildIndex(site));
    const groups = runQuery(loaded, {query: 'lambda'}).hits.map(
      (h) => `${new URL(h.url).pathname} ${h.hierarchy.lvl0}`,
    );
    expect(groups).toEqual(['/docs/lambda Documentation', '/blog/lambda Blog']);
  });
});
