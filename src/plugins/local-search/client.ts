import type {LoadedIndex, SerializedIndex} from './engine';
import type {SearchRequest, SearchResult} from './types';

type Engine = typeof import('./engine');
type Ready = {engine: Engine; loaded: LoadedIndex};

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

let loading: Promise<Ready> | null = null;

/** DocSearch shows its network error screen for errors named RetryError. */
export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/** Fetches the index and the engine (kept out of the page bundle) in parallel, once. */
export function preloadSearchIndex(indexUrl: string): Promise<Ready> {
  if (!loading) {
    const data = fetch(indexUrl).then((response) => {
      if (!response.ok) {
        throw new SearchIndexError(`Search index request failed with HTTP ${response.status}`);
      }
      return response.json() as Promise<SerializedIndex>;
    });
    loading = Promise.all([data, import('./engine')])
      .then(([index, engine]) => ({engine, loaded: engine.loadIndex(index)}))
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof SearchIndexError
          ? error
          : new SearchIndexError(String((error as Error)?.message ?? error));
      });
  }
  return loading;
}

export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  return {
    appId: 'embedded',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const {engine, loaded} = await preloadSearchIndex(indexUrl);
      return {results: requests.map((request) => engine.runQuery(loaded, request))};
    },
    searchForFacetValues() {
      return Promise.reject(new Error('Facet value search is not supported by the embedded index'));
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    transporter: {},
  };
}
