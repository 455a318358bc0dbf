import {loadIndex, runQuery, type LoadedIndex, type SerializedIndex} from './engine';
import type {SearchRequest, SearchResult} from './types';

/**
 * A search client with the surface DocSearch and algoliasearch-helper use
 * (`search`, `addAlgoliaAgent`), answering from the embedded index. The index
 * is fetched once, on first need; a failed fetch is retried on the next call.
 */

export type LocalSearchClient = {
  appId: string;
  search: (requests: {requests: SearchRequest[]} | SearchRequest[]) => Promise<{results: SearchResult[]}>;
  searchForFacetValues: () => Promise<never>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  transporter: Record<string, never>;
};

let loading: Promise<LoadedIndex> | null = null;

/** DocSearch shows its network error screen for errors named RetryError. */
export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

export function preloadSearchIndex(indexUrl: string): Promise<LoadedIndex> {
  if (!loading) {
    loading = fetch(indexUrl)
      .then((response) => {
        if (!response.ok) {
          throw new SearchIndexError(`Search index request failed with HTTP ${response.status}`);
        }
        return response.json() as Promise<SerializedIndex>;
      })
      .then(loadIndex)
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof SearchIndexError ? error : new SearchIndexError(String((error as Error)?.message ?? error));
      });
  }
  return loading;
}

export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  return {
    appId: 'embedded',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const loaded = await preloadSearchIndex(indexUrl);
      return {results: requests.map((request) => runQuery(loaded, request))};
    },
    searchForFacetValues() {
      return Promise.reject(new Error('Facet value search is not supported by the embedded index'));
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    transporter: {},
  };
}
