/**
 * The navbar's search: a button with DocSearch's look, label and shortcut hint,
 * and the shortcuts that open search. Everything else (DocSearch's modal and its
 * CSS, the search client, the index) loads on intent: hover, focus or touch of
 * the button, or a shortcut (see ../../SearchModal).
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {translate} from '@docusaurus/Translate';
import {useSearchSettings} from '../../settings';
import {MAX_QUERY_LENGTH} from '../../types';
import '@docsearch/css/dist/button.css';
import './styles.css';

type SearchModalModule = typeof import('../../SearchModal');
let searchModal: Promise<SearchModalModule> | null = null;

/** The modal's module, imported once; a failed import is retried on the next intent. */
function importSearchModal(): Promise<SearchModalModule> {
  if (!searchModal) {
    searchModal = import('../../SearchModal').catch((error: unknown) => {
      searchModal = null;
      throw error;
    });
  }
  return searchModal;
}

/** Text selected on the page when search opens becomes the query (DocSearch's behaviour), within the cap. */
function selectedText(): string {
  return (window.getSelection()?.toString() ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

function SearchIcon(): React.ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "⌘ K" on Apple devices, "Ctrl K" elsewhere; unknown until mounted, as in DocSearch's own button. */
function useShortcutModifier(): {label: string; key: string} | null {
  const [modifier, setModifier] = useState<{label: string; key: string} | null>(null);
  useEffect(() => {
    setModifier(
      /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? {label: '⌘', key: 'Meta'} : {label: 'Ctrl', key: 'Control'},
    );
  }, []);
  return modifier;
}

type Open = {Modal: SearchModalModule['default']; initialQuery: string};

export default function SearchBar(): React.ReactNode {
  const settings = useSearchSettings();
  const modifier = useShortcutModifier();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Open | null>(null);

  const preload = useCallback(() => {
    importSearchModal()
      .then(({preloadIndex}) => preloadIndex(settings))
      .catch(() => {
        // Opening tries again and fails visibly.
      });
  }, [settings]);

  const openModal = useCallback(
    (query?: string) => {
      if (!searchContainer.current) {
        const div = document.createElement('div');
        // Embedded results are not Algolia's: the modal's CSS hides DocSearch's "Powered by Algolia" for them.
        div.className = `search-modal-root search-modal-root--${settings.mode}`;
        searchContainer.current = div;
        document.body.insertBefore(div, document.body.firstChild);
      }
      const initialQuery = query ?? selectedText();
      importSearchModal().then(({default: Modal, preloadIndex}) => {
        preloadIndex(settings);
        setOpen({Modal, initialQuery});
      });
    },
    [settings],
  );

  const closeModal = useCallback(() => {
    setOpen(null);
    searchButtonRef.current?.focus();
  }, []);

  // With the search button focused (as it is after Escape closes the modal), "/" opens
  // search like anywhere else, and any other character opens it with that character
  // typed (DocSearch 4 no longer does this). Space activates the button; shortcuts
  // such as Ctrl/Cmd+F stay the browser's.
  const handleButtonKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      const {key, metaKey, ctrlKey, altKey} = event;
      if (key.length !== 1 || key === ' ' || metaKey || ctrlKey || altKey) {
        return;
      }
      event.preventDefault();
      openModal(key === '/' ? '' : key);
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen: open !== null,
    onOpen: () => openModal(),
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // A page with a Layout of its own mounts a new search bar: the old one takes its container along.
  useEffect(() => () => searchContainer.current?.remove(), []);

  // DocSearch's own button names the modifier "Meta" until it knows the platform.
  const shortcut = `${modifier?.key ?? 'Meta'}+k`;

  return (
    <>
      <button
        ref={searchButtonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${label} (${shortcut})`}
        aria-keyshortcuts={shortcut}
        onClick={() => openModal()}
        onKeyDown={handleButtonKeyDown}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}>
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {modifier && (
            <>
              <kbd className={`DocSearch-Button-Key${modifier.key === 'Control' ? ' DocSearch-Button-Key--ctrl' : ''}`}>
                {modifier.label}
              </kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {open && searchContainer.current && (
        <open.Modal
          settings={settings}
          container={searchContainer.current}
          initialQuery={open.initialQuery}
          onClose={closeModal}
        />
      )}
    </>
  );
}
