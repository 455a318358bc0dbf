import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import localSearchPlugin, {algoliaHost, searchConfigFromEnv} from '../../src/plugins/local-search';
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
