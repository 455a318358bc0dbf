import type {PropSidebarItem, PropSidebarItemLink, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {DOC_LINK_MARKER, docIdsShownOnCards, slimVersionMetadata} from '../../src/plugins/slim-docs';

const link = (docId: string): PropSidebarItemLink => ({
  type: 'link',
  href: `/docs/${docId}`,
  label: docId,
  docId,
  unlisted: false,
});

const sidebars: Record<string, PropSidebarItem[]> = {
  mainSidebar: [
    link('intro'),
    {
      type: 'category',
      label: 'Cards',
      href: '/docs/category/cards',
      collapsed: true,
      collapsible: true,
      items: [link('a'), {type: 'category', label: 'Nested', collapsed: true, collapsible: true, items: [link('b')]}],
    },
    {type: 'category', label: 'Plain', href: '/docs/plain', collapsed: true, collapsible: true, items: [link('c')]},
  ],
};

const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: sidebars,
  docs: Object.fromEntries(
    ['intro', 'a', 'b', 'c'].map((id) => [
      id,
      {id, title: id.toUpperCase(), description: `About ${id}`, sidebar: 'mainSidebar'},
    ]),
  ),
} satisfies PropVersionMetadata;

describe('slim docs version metadata', () => {
  it('finds the docs a card list shows: direct children of card-listing categories only', () => {
    const ids = docIdsShownOnCards(sidebars, (href) => href === '/docs/category/cards');
    expect([...ids]).toEqual(['a']);
  });

  it('keeps the entries of those docs only (what useDocById serves DocCard), with their descriptions', () => {
    const slim = slimVersionMetadata(version, new Set(['a']));
    expect(slim.docs).toEqual({a: {id: 'a', title: 'A', description: 'About a'}});
  });

  it('drops unlisted:false from sidebar links but keeps unlisted:true and the tree', () => {
    const slim = slimVersionMetadata(
      {...version, docsSidebars: {s: [link('intro'), {...link('hidden'), unlisted: true}, sidebars.mainSidebar[1]]}},
      new Set(),
    );
    const [first, second, category] = slim.docsSidebars.s;
    expect(first).toEqual({type: 'link', href: '/docs/intro', label: 'intro', docId: DOC_LINK_MARKER});
    expect(second).toMatchObject({unlisted: true});
    expect(category).toMatchObject({type: 'category', label: 'Cards', href: '/docs/category/cards', collapsed: true});
    expect(JSON.stringify(category)).not.toContain('unlisted');
  });

  it('keeps the docId of links whose doc a card shows, marks other doc links, and leaves external links without one', () => {
    const external: PropSidebarItemLink = {type: 'link', href: 'https://example.com', label: 'Elsewhere'};
    const slim = slimVersionMetadata({...version, docsSidebars: {s: [link('a'), link('c'), external]}}, new Set(['a']));
    expect(slim.docsSidebars.s.map((item) => (item.type === 'link' ? item.docId : null))).toEqual([
      'a',
      DOC_LINK_MARKER,
      undefined,
    ]);
    // Breadcrumbs only test that a doc link has a docId: the marker must be truthy.
    expect(Boolean(DOC_LINK_MARKER)).toBe(true);
  });
});
