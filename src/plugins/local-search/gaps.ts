/**
 * The one place that touches DocSearch's DOM. @docsearch/react 4.7 offers no
 * prop, translation or callback for any of these, so they are filled in on the
 * modal's own markup while it is open, scoped to the modal's container:
 *
 * - the query box accepts 512 characters (`maxLength` is hard-coded); the
 *   product caps queries at 64;
 * - an empty start screen renders nothing (the dropdown is not rendered when
 *   there are no recent searches), where the product says "No recent searches";
 * - the no-results screen never lists "Try searching for" suggestions (4.7
 *   builds its suggestion list as an object, so its length check always fails);
 * - a failed request never shows the network error screen (autocomplete resets
 *   the "error" status to "idle" in the same tick);
 * - a query that is not answered yet (the index still loading) shows the
 *   no-results screen; it says "Searching…" instead.
 *
 * Covered by tests/e2e/search.spec.ts ("caps the query", "remembers recent
 * searches", "no-results screen", "network error screen"). Delete a gap here
 * when an upgrade of DocSearch closes it.
 */
import {MAX_QUERY_LENGTH} from './types';

/** Queries offered on the no-results screen. */
export const SUGGESTED_QUERIES = ['interpolate', 'render a video', 'Player'];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Sets the value of a React-controlled input the way typing would. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function suggestions(input: HTMLInputElement): HTMLElement {
  const section = element('div', 'search-suggestions DocSearch-NoResults-Prefill-List');
  const list = element('ul', '');
  for (const query of SUGGESTED_QUERIES) {
    const button = element('button', 'DocSearch-Prefill', query);
    button.type = 'button';
    button.addEventListener('click', () => typeInto(input, query));
    const item = element('li', '');
    item.append(button);
    list.append(item);
  }
  section.append(element('p', 'DocSearch-Label', 'Try searching for'), list);
  return section;
}

function errorScreen(): HTMLElement {
  const block = element('div', 'search-error DocSearch-ErrorScreen');
  block.append(
    element('p', 'DocSearch-Title', 'Unable to fetch results'),
    element('p', 'DocSearch-Help', 'You might want to check your network connection.'),
  );
  return block;
}

export type SearchState = {failed: () => boolean; pending: () => boolean};

/** Brings the open modal in `container` up to the product's behaviour, given the state of the last query. */
export function fillDocSearchGaps(container: HTMLElement, {failed, pending}: SearchState): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  if (input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;

  const header = container.querySelector('.DocSearch-Modal > .DocSearch-SearchBar');
  const note = container.querySelector('.DocSearch-Modal > .search-no-recent');
  const startScreenIsEmpty = input.value === '' && !container.querySelector('.DocSearch-Dropdown');
  if (startScreenIsEmpty && !note && header) {
    header.after(element('p', 'search-no-recent DocSearch-Help', 'No recent searches'));
  } else if (!startScreenIsEmpty && note) {
    note.remove();
  }

  const noResults = container.querySelector('.DocSearch-NoResults');
  if (!noResults) return;
  // DocSearch shows its no-results screen while a query is unanswered (the index still loading):
  // say that it is searching instead, until the answer arrives.
  const loading = noResults.querySelector('.search-pending');
  if (pending()) {
    if (!loading) {
      noResults.classList.add('search-loading');
      noResults.append(element('p', 'search-pending DocSearch-Title', 'Searching…'));
    }
    return;
  }
  loading?.remove();
  noResults.classList.remove('search-loading');
  const shownError = noResults.querySelector('.search-error');
  if (failed()) {
    if (!shownError) {
      noResults.classList.add('search-failed');
      noResults.append(errorScreen());
    }
    return;
  }
  shownError?.remove();
  noResults.classList.remove('search-failed');
  if (!noResults.querySelector('.search-suggestions')) {
    noResults.insertBefore(suggestions(input), noResults.querySelector('.DocSearch-Help'));
  }
}

/** Keeps the gaps filled while the modal is open; returns the cleanup. */
export function watchDocSearchGaps(container: HTMLElement, state: SearchState): () => void {
  const fill = () => fillDocSearchGaps(container, state);
  fill();
  const observer = new MutationObserver(fill);
  observer.observe(container, {childList: true, subtree: true});
  container.addEventListener('input', fill, true);
  return () => {
    observer.disconnect();
    container.removeEventListener('input', fill, true);
  };
}
