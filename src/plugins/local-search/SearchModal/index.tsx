/**
 * DocSearch's modal with everything it is configured with, answering from the
 * embedded index (or from hosted Algolia when the build has credentials).
 * The search bar imports this module on intent, so none of it (DocSearch's
 * modal and CSS, the client, the contextual-search hooks) is in the page bundle.
 * DocSearch is configured through its props only; the gaps it leaves are
 * filled in ../gaps.ts.
 */
import React, {useCallback, useEffect, useMemo, useRef} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchHit} from '@docsearch/react';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {GITHUB_NEW_ISSUE_URL} from '@site/src/data/site';
import {createLocalSearchClient, preloadSearchIndex} from '../client';
import {
  escapeRawFields,
  searchOutcome,
  trackOutcome,
  useHitComponent,
  useNavigator,
  useResultsFooter,
} from '../docsearch';
import {fillDocSearchGaps, watchDocSearchGaps} from '../gaps';
import type {SearchSettings} from '../settings';
import {MAX_SECTIONS_PER_PAGE} from '../types';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './styles.css';

type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: {facetFilters?: string[]; [key: string]: unknown};
};

const FOCUSABLE = 'a[href]:not([disabled]), button:not([disabled]), input:not([disabled])';

/**
 * Keeps Tab and Shift+Tab inside the open modal. DocSearch's own trap lists the focusable
 * elements once, when the modal mounts (before any hit exists), and its last one is the footer
 * credit, which the embedded mode hides: Tab from the last hit left the modal. This one reads the
 * visible focusable elements at each key press.
 */
function trapFocus(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0,
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey ? active === first || !container.contains(active) : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  container.addEventListener('keydown', onKeyDown, true);
  return () => container.removeEventListener('keydown', onKeyDown, true);
}

/** Starts fetching the embedded index (and its engine) before the first query needs it. */
export function preloadIndex(settings: SearchSettings): void {
  if (settings.mode === 'embedded') {
    preloadSearchIndex(settings.indexUrl).catch(() => {
      // The modal shows the error when a query actually needs the index.
    });
  }
}

export type SearchModalProps = {
  settings: SearchSettings;
  /** The element the modal is portalled into (its class tells the CSS which mode answers). */
  container: HTMLElement;
  initialQuery: string;
  onClose: () => void;
};

export default function SearchModal({settings, container, initialQuery, onClose}: SearchModalProps): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const navigator = useNavigator(algolia.externalUrlRegex);
  const Hit = useHitComponent(algolia.externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const refillGaps = useRef<() => void>(() => {});

  const searchParameters = useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    return {
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured,
    };
  }, [algolia.contextualSearch, algolia.searchParameters, contextualFacetFilters]);

  const localClient = useMemo(
    () => (settings.mode === 'embedded' ? createLocalSearchClient(settings.indexUrl) : null),
    [settings],
  );
  const transformSearchClient = useCallback(
    (client: object) =>
      // After DocSearch has rendered the answer (or the no-hits answer of a failure).
      trackOutcome(localClient ?? client, () => setTimeout(() => refillGaps.current(), 0)) as never,
    [localClient],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => escapeRawFields({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  // Each opening counts its own totals for "See all N results".
  useEffect(() => {
    searchOutcome.totals.clear();
  }, []);

  useEffect(() => {
    const state = {failed: () => searchOutcome.failed, pending: () => searchOutcome.pending > 0};
    refillGaps.current = () => fillDocSearchGaps(container, state);
    return watchDocSearchGaps(container, state);
  }, [container]);

  useEffect(() => trapFocus(container), [container]);

  const resultsFooterComponent = useResultsFooter(onClose);

  return createPortal(
    <DocSearchModal
      onClose={onClose}
      onAskAiToggle={() => {}}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={Hit}
      // A page's best two sections; the search page (See all) lists the rest.
      maxResultsPerGroup={MAX_SECTIONS_PER_PAGE}
      transformSearchClient={transformSearchClient}
      {...(algolia.searchPagePath ? {resultsFooterComponent} : {})}
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      placeholder={translations.modal?.searchBox?.placeholderText}
      translations={translations.modal}
      searchParameters={searchParameters}
      getMissingResultsUrl={({query}: {query: string}) =>
        `${GITHUB_NEW_ISSUE_URL}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
      }
    />,
    container,
  );
}
