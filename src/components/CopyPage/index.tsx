import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Site-relative address of the page's Markdown, e.g. /docs/spring.md. */
  markdownPath: string;
  className?: string;
};

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long the "Copied" confirmation stays visible. */
export const COPIED_DURATION_MS = 2500;

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) {
    throw new Error(`${path}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Writes the text to the clipboard. Where ClipboardItem takes a promise, the write starts
 * within the click (Safari drops the permission once the click handler has awaited a fetch);
 * otherwise the text is fetched first and written with writeText().
 */
async function copyToClipboard(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) {
    throw new Error('Clipboard API not available');
  }
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
      return;
    } catch {
      // A failed fetch is final (this rethrows it); a refused ClipboardItem gets a second try with writeText().
      await text;
    }
  }
  await clipboard.writeText(await text);
}

/**
 * "Copy page" and "View as Markdown" for a docs page. The Markdown is fetched on the first
 * click only (nothing loads with the page), then kept for later clicks.
 */
export default function CopyPage({markdownPath, className}: Props): React.ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const cache = useRef<{path: string; text: Promise<string>} | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const errorId = useId();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    let text = cache.current?.path === markdownPath ? cache.current.text : null;
    if (!text) {
      const fetched = fetchMarkdown(markdownPath);
      cache.current = {path: markdownPath, text: fetched};
      // A failed fetch is not kept: the next click tries again.
      fetched.catch(() => {
        if (cache.current?.text === fetched) cache.current = null;
      });
      text = fetched;
    }
    setStatus('copying');
    try {
      await copyToClipboard(text);
      setStatus('copied');
      timer.current = setTimeout(() => {
        setStatus('idle');
        timer.current = null;
      }, COPIED_DURATION_MS);
    } catch {
      setStatus('failed');
    }
  }, [markdownPath]);

  const label = {idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed'}[status];
  return (
    <div className={clsx(styles.root, className)} data-testid="copy-page">
      <button
        type="button"
        className={clsx(styles.button, status === 'copied' && styles.copied, status === 'failed' && styles.failed)}
        onClick={copy}
        aria-busy={status === 'copying'}
        aria-describedby={status === 'failed' ? errorId : undefined}
        data-status={status}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {status === 'copied' ? (
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          ) : (
            <path
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"
              fill="currentColor"
            />
          )}
        </svg>
        {label}
      </button>
      <a className={styles.link} href={markdownPath} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? 'Copied the page as Markdown to the clipboard' : ''}
      </span>
      {status === 'failed' ? (
        <span id={errorId} className={styles.error} role="alert">
          Could not copy the page. Open it with “View as Markdown” and copy from there.
        </span>
      ) : null}
    </div>
  );
}
