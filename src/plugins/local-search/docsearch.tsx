/**
 * What the search bar hands to DocSearch through its own extension points
 * (transformSearchClient, transformItems, hitComponent, navigator,
 * resultsFooterComponent). Kept apart from the component so each piece is
 * small and named for what it fixes.
 */
import React, {useMemo, useState} from 'react';
import type {DocSearchHit, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import {escapeHtml} from './highlight';
import {normalizeQuery} from './types';

/**
 * What the modal's requests answered. DocSearch 4.7 adds every response's
 * `nbHits` to a running total kept for the whole time the modal is open
 * ("se", "seq", "sequence" add up), so the footer reads the total per query
 * from here instead of from DocSearch's context.
 */
export const searchOutcome = {
  totals: new Map<string, number>(),
  /** Whether the last request failed (see gaps.ts: DocSearch drops its own error state). */
  failed: false,
  /** Requests not answered yet: the first one waits for the index to load. */
  pending: 0,
};

/** An answer with no hits for each request, in the multi-query response shape. */
function emptyResponse(requests: Request[]) {
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: String(request.query ?? ''),
      params: '',
    })),
  };
}

type SearchableClient = {search: (...args: never[]) => Promise<unknown>};
type Response = {results?: {nbHits?: number; query?: string}[]};
type Request = {query?: string};

/**
 * Wraps a search client (embedded or Algolia) to record totals per query, requests in flight and
 * failures. A failure is recorded and answered with no hits instead of rethrown: autocomplete
 * rethrows a rejected search from its input handler, which left one uncaught error per request
 * on every keystroke; the error screen reads `searchOutcome.failed` (gaps.ts).
 */
export function trackOutcome<T extends object>(client: T, onSettled: () => void): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'search' || typeof value !== 'function') {
        return value;
      }
      return async (...args: Parameters<SearchableClient['search']>) => {
        const input = args[0] as unknown as {requests?: Request[]} | Request[];
        const requests = Array.isArray(input) ? input : (input?.requests ?? []);
        searchOutcome.pending++;
        try {
          const response = (await (value as SearchableClient['search']).apply(target, args)) as Response;
          searchOutcome.failed = false;
          const query = normalizeQuery(String(requests[0]?.query ?? ''));
          const total = (response.results ?? []).reduce((sum, result) => sum + (result.nbHits ?? 0), 0);
          searchOutcome.totals.set(query, total);
          return response;
        } catch {
          searchOutcome.failed = true;
          return emptyResponse(requests);
        } finally {
          searchOutcome.pending--;
          onSettled();
        }
      };
    },
  });
}

const HIERARCHY = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * DocSearch renders a hit's raw `hierarchy` and `content` as HTML whenever the
 * hit has no `_snippetResult`, which is the case for every recent search and
 * favorite (it strips the highlight results before storing them): Algolia's
 * crawler stores those fields HTML-escaped. Our records hold plain text, so a
 * title like `<Sequence>` became an empty element. Escaping the raw fields here
 * gives stored hits the shape DocSearch expects; the highlighted fields it
 * shows for live results are escaped by the engine already.
 */
export function escapeRawFields<T extends Pick<DocSearchHit, 'hierarchy' | 'content'>>(hit: T): T {
  const hierarchy = {...hit.hierarchy};
  for (const level of HIERARCHY) {
    const value = hierarchy[level];
    if (typeof value === 'string') {
      (hierarchy as Record<string, string>)[level] = escapeHtml(value);
    }
  }
  return {...hit, hierarchy, content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content};
}

/** Keyboard selection of a hit: hits on other hosts leave the single-page app with a full page load. */
export function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

/** A hit as a link: through the client router, or a plain link for another host. */
export function useHitComponent(externalUrlRegex: string | undefined) {
  return useMemo(
    () =>
      function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) {
        if (isRegexpStringMatch(externalUrlRegex, hit.url)) {
          return <a href={hit.url}>{children}</a>;
        }
        return <Link to={hit.url}>{children}</Link>;
      },
    [externalUrlRegex],
  );
}

/** "See all N results", N being what the search page finds for the same query. */
export function useResultsFooter(onClose: () => void) {
  return useMemo(
    () =>
      function ResultsFooter({state}: {state: {query: string}}) {
        const createSearchLink = useSearchLinkCreator();
        const query = normalizeQuery(state.query);
        const total = searchOutcome.totals.get(query);
        if (total === undefined) {
          return null;
        }
        return (
          <Link to={createSearchLink(query)} onClick={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{count: String(total)}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [onClose],
  );
}
