/**
 * The /search page, replacing theme-search-algolia's: it queries the embedded
 * index or Algolia through the same client interface, reads the query from
 * `q` (capped at 64 characters, like every search box on the site), and
 * renders every hit as escaped text with only <mark> highlights.
 */
import React, {useEffect, useMemo, useState} from 'react';
import {liteClient} from 'algoliasearch/lite';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {GITHUB_NEW_ISSUE_URL} from '@site/src/data/site';
import {createLocalSearchClient} from '../../client';
import {useSearchSettings} from '../../settings';
import {MAX_QUERY_LENGTH, normalizeQuery, type SearchHit, type SearchRequest, type SearchResult} from '../../types';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;

type SearchClient = {search: (input: {requests: SearchRequest[]}) => Promise<{results: unknown[]}>};

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; hits: SearchHit[]; nbHits: number; nbPages: number; page: number};

function useSearchClient(): {client: SearchClient; indexName: string} {
  const settings = useSearchSettings();
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey, indexName} = siteConfig.themeConfig.algolia as {
    appId: string;
    apiKey: string;
    indexName: string;
  };
  const client = useMemo<SearchClient>(
    () =>
      settings.mode === 'embedded'
        ? createLocalSearchClient(settings.indexUrl)
        : (liteClient(appId, apiKey) as unknown as SearchClient),
    [settings, appId, apiKey],
  );
  return {client, indexName};
}

function hitTitle(hit: SearchHit): string {
  const {hierarchy} = hit._highlightResult;
  return (hierarchy.lvl3 ?? hierarchy.lvl2 ?? hierarchy.lvl1 ?? hierarchy.lvl0)?.value ?? '';
}

function hitBreadcrumbs(hit: SearchHit): string[] {
  const {hierarchy} = hit._highlightResult;
  const levels = [hierarchy.lvl0, hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3].filter(Boolean).map((h) => h!.value);
  return levels.slice(0, -1);
}

/** Values come from the search engine already HTML-escaped, with <mark> as the only markup. */
function Marked({html, as: Tag = 'span', className}: {html: string; as?: 'span' | 'p'; className?: string}) {
  return <Tag className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function SearchPageContent(): React.ReactNode {
  const [rawQuery, setQuery] = useSearchQueryString();
  // A longer `q` (a hand-written or old link) is cut to the cap, in the box and in the address.
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  useEffect(() => {
    if (rawQuery.length > MAX_QUERY_LENGTH) setQuery(query);
  }, [rawQuery, query, setQuery]);
  const {client, indexName} = useSearchClient();
  // The hook returns a new array on every render; compare by value so the search effect runs once per query.
  const facetKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  const processUrl = useSearchResultUrlProcessor();
  const [state, setState] = useState<State>({status: 'idle'});
  const [page, setPage] = useState(0);
  const trimmed = normalizeQuery(query);

  useEffect(() => setPage(0), [trimmed]);

  useEffect(() => {
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    if (page === 0) setState({status: 'loading', query: trimmed});
    const timer = setTimeout(() => {
      client
        .search({
          requests: [
            {
              indexName,
              query: trimmed,
              facetFilters: JSON.parse(facetKey) as SearchRequest['facetFilters'],
              hitsPerPage: HITS_PER_PAGE,
              page,
              attributesToSnippet: ['content:30'],
            },
          ],
        })
        .then(({results}) => {
          if (cancelled) return;
          const result = results[0] as SearchResult;
          setState((prev) => ({
            status: 'done',
            query: trimmed,
            hits: page > 0 && prev.status === 'done' ? [...prev.hits, ...result.hits] : result.hits,
            nbHits: result.nbHits,
            nbPages: result.nbPages,
            page,
          }));
        })
        .catch(() => !cancelled && setState({status: 'error', query: trimmed}));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, indexName, facetKey, trimmed, page]);

  const title = trimmed ? `Search results for "${trimmed}"` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not content of their own. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder="Search docs"
            aria-label="Search"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            // The search page exists to type a query: focus goes to its only input.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'done' && state.nbHits > 0 && (
            <p>{state.nbHits === 1 ? 'One document found' : `${state.nbHits} documents found`}</p>
          )}
        </div>
        {state.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {state.status === 'done' && state.nbHits === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              No results for &ldquo;<strong>{state.query}</strong>&rdquo;
            </p>
            <p>
              Try searching for <Link to="/search?q=interpolate">interpolate</Link>,{' '}
              <Link to="/search?q=render">render</Link> or <Link to="/search?q=player">player</Link>.
            </p>
            <p>
              Believe this query should return results?{' '}
              <Link
                href={`${GITHUB_NEW_ISSUE_URL}?title=${encodeURIComponent(`Search: no results for "${state.query}"`)}`}>
                Let us know.
              </Link>
            </p>
          </div>
        )}
        {state.status === 'done' && state.hits.length > 0 && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <li key={hit.objectID} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={processUrl(hit.url)}>
                    <Marked html={hitTitle(hit)} />
                  </Link>
                </Heading>
                <nav aria-label="breadcrumbs" className={styles.breadcrumbs}>
                  {hitBreadcrumbs(hit).map((crumb, i) => (
                    <Marked key={i} html={crumb} className={styles.crumb} />
                  ))}
                </nav>
                {hit._snippetResult.content && (
                  <Marked as="p" className={styles.summary} html={hit._snippetResult.content.value} />
                )}
              </li>
            ))}
          </ol>
        )}
        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage(state.page + 1)}>
            Show more results
          </button>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): React.ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* The docs version context that contextual search reads lives inside Layout. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
