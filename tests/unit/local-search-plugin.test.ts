import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import localSearchPlugin, {algoliaHost, searchConfigFromEnv} from '../../src/plugins/local-search';
import {collectRecords, RecordCache} from '../../src/plugins/local-search/collectRecords';
import {extractRecords, searchableHtml} from '../../src/plugins/local-search/extractRecords';

const HOSTED = {ALGOLIA_APP_ID: 'APP123', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs'};

function contextFor(env: Record<string, string | undefined>) {
  const {credentials} = searchConfigFromEnv(env);
  return {
    baseUrl: '/',
    siteConfig: {url: 'https://www.remotion.dev', themeConfig: {algolia: credentials}},
  } as unknown as LoadContext;
}

async function pluginFor(env: Record<string, string | undefined>) {
  const plugin = localSearchPlugin(contextFor(env), searchConfigFromEnv(env).options);
  const globalData: unknown[] = [];
  await plugin.contentLoaded?.({
    content: undefined,
    actions: {setGlobalData: (data: unknown) => globalData.push(data)} as never,
  });
  return {plugin, globalData};
}

describe('local-search plugin: the hosted-Algolia switch', () => {
  it('is hosted only when all three variables are set', () => {
    expect(searchConfigFromEnv(HOSTED).options.mode).toBe('algolia');
    expect(searchConfigFromEnv(HOSTED).credentials).toEqual({appId: 'APP123', apiKey: 'search-key', indexName: 'docs'});
    for (const missing of Object.keys(HOSTED)) {
      expect(searchConfigFromEnv({...HOSTED, [missing]: ''}).options.mode).toBe('embedded');
    }
    expect(searchConfigFromEnv({}).credentials.appId).toBe('EMBEDDED');
  });

  it('preconnects to the search host in hosted mode, and to nothing in embedded mode', async () => {
    const hosted = await pluginFor(HOSTED);
    expect(hosted.plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [
        {tagName: 'link', attributes: {rel: 'preconnect', href: algoliaHost('APP123'), crossorigin: 'anonymous'}},
      ],
    });
    expect(hosted.globalData).toEqual([{mode: 'algolia', indexUrl: '/search-index.json'}]);

    const embedded = await pluginFor({});
    expect(embedded.plugin.injectHtmlTags?.({content: undefined})).toEqual({});
    expect(embedded.globalData).toEqual([{mode: 'embedded', indexUrl: '/search-index.json'}]);
  });

  it('provides the SearchBar and SearchPage theme components', async () => {
    const {plugin} = await pluginFor({});
    const themePath = plugin.getThemePath!();
    expect(plugin.getTypeScriptThemePath!()).toBe(themePath);
    for (const component of ['SearchBar', 'SearchPage']) {
      expect(fs.existsSync(path.join(themePath, component, 'index.tsx')), component).toBe(true);
    }
  });

  it('rejects an unknown mode', () => {
    expect(() => localSearchPlugin(contextFor({}), {mode: 'elastic'})).toThrow(/mode must be/);
  });
});

describe('searchableHtml', () => {
  const page = [
    '<html><head><title>T</title><meta name="description" content="d"></head><body>',
    '<nav><a href="/x">navbar</a></nav><header><h1>Hero title</h1></header>',
    '<aside><a href="/docs/a">sidebar</a></aside>',
    '<main><p>Body text</p><div class="theme-code-block"><pre><code><span>const a</span></code></pre></div></main>',
    '<footer>footer</footer></body></html>',
  ].join('');

  it('keeps the head, the h1 and <main>, without code blocks, navbar, sidebar or footer', () => {
    const html = searchableHtml(page);
    expect(html).toContain('<meta name="description" content="d">');
    expect(html).toContain('<h1>Hero title</h1>');
    expect(html).toContain('<p>Body text</p>');
    expect(html).not.toMatch(/navbar|sidebar|footer|const a|<pre/);
  });

  it('gives records equal to those of the whole page', () => {
    const input = {path: '/x', siteUrl: 'https://example.com'};
    expect(extractRecords({...input, html: page})).toEqual(
      extractRecords({...input, html: page.replace('<aside>', '<aside><h2 id="n">Not content</h2>')}),
    );
    expect(extractRecords({...input, html: page}).map((r) => r.hierarchy.lvl1)).toContain('Hero title');
  });

  it('falls back to the whole page when it has no <main>', () => {
    const html = '<html><head></head><body><p>x</p></body></html>';
    expect(searchableHtml(html)).toBe(html);
  });
});

describe('local-search plugin: records of unchanged pages come from the last build', () => {
  const page = (body: string, runtimeHash: string) =>
    `<html><head><link rel="stylesheet" href="/assets/css/main.${runtimeHash}.css"><script src="/assets/js/runtime~main.${runtimeHash}.js"></script></head>` +
    `<body><main><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${body}</div></main></body></html>`;

  function buildWith(dir: string, html: string, cacheFile: string) {
    fs.mkdirSync(path.join(dir, 'docs/page'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs/page/index.html'), html);
    const cache = new RecordCache(cacheFile, 'https://www.remotion.dev');
    const records = collectRecords(dir, 'https://www.remotion.dev', new Map([['/docs/page', ['a question']]]), cache);
    cache.save();
    return {records, hits: cache.hits, misses: cache.misses};
  }

  it('parses a page again only when its content changed, not when only the build hashes did', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-cache-'));
    const cacheFile = path.join(dir, 'cache/records.json');
    const first = buildWith(dir, page('<p>Some text.</p>', 'aaaa1111'), cacheFile);
    expect([first.hits, first.misses]).toEqual([0, 1]);
    const second = buildWith(dir, page('<p>Some text.</p>', 'bbbb2222'), cacheFile);
    expect([second.hits, second.misses]).toEqual([1, 0]);
    // The questions are added to each build's copy: the cached records don't collect them twice.
    expect(second.records).toEqual(first.records);
    expect(second.records[0].asks).toEqual(['a question']);
    const changed = buildWith(dir, page('<p>Other text.</p>', 'bbbb2222'), cacheFile);
    expect([changed.hits, changed.misses]).toEqual([0, 1]);
    expect(changed.records.map((r) => r.content).join(' ')).toContain('Other text.');
  });

  it('parses every page when the cache file cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-cache-'));
    const cacheFile = path.join(dir, 'records.json');
    fs.writeFileSync(cacheFile, '{not json');
    expect(buildWith(dir, page('<p>Some text.</p>', 'aaaa1111'), cacheFile).misses).toBe(1);
  });
});
