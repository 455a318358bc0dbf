import type {LoadedIndex, SerializedIndex, SerializedText} from './engine';
import type {SearchRequest, SearchResult} from './types';

type Engine = typeof import('./engine');
type Ready = {engine: Engine; loaded: LoadedIndex; index: SerializedIndex};

/**
 * A search client with the surface DocSearch and algoliasearch-helper use
 * (`search`, `addAlgoliaAgent`), answering from the embedded index. The index
 * is fetched once, on first need; a failed fetch is retried on the next call.
 * After the first answer, the rest of the sections' text (search-text.json, next
 * to the index) is fetched and the index rebuilt with it, off the typing path;
 * if that fails, search goes on with the index alone.
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
let fullText: Promise<void> | null = null;

/** The text file's address: the index file's, with the other name. */
export function textUrlOf(indexUrl: string): string {
  return indexUrl.replace(/search-index\.json(?=$|\?)/, 'search-text.json');
}

/** Once: fetches the further text and swaps in an index built with it. */
function loadFullText(indexUrl: string, ready: Ready): void {
  if (fullText || textUrlOf(indexUrl) === indexUrl) return;
  fullText = fetch(textUrlOf(indexUrl))
    .then((response) => (response.ok ? (response.json() as Promise<SerializedText>) : null))
    .then((text) => {
      if (text) ready.loaded = ready.engine.loadIndex(ready.index, text);
    })
    .catch(() => {
      // The index alone still answers; the text is only a refinement.
    });
}

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
      .then(([index, engine]) => ({engine, loaded: engine.loadIndex(index), index}))
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
      const ready = await preloadSearchIndex(indexUrl);
      const results = requests.map((request) => ready.engine.runQuery(ready.loaded, request));
      // After this answer is out, not before it.
      setTimeout(() => loadFullText(indexUrl, ready), 0);
      return {results};
    },
    searchForFacetValues() {
      return Promise.reject(new Error('Facet value search is not supported by the embedded index'));
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    transporter: {},
  };
}
