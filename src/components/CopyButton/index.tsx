import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** The exact text put on the clipboard. */
  text: string;
  /** Accessible name of the button, e.g. "Copy command". */
  label?: string;
  className?: string;
};

type Status = 'idle' | 'copied' | 'failed';

/** How long the "Copied" confirmation stays visible. */
export const COPIED_DURATION_MS = 2000;

/**
 * Copies `text` with the asynchronous Clipboard API. When the API is missing or
 * refuses (no permission, insecure context), it shows the text in a selected
 * read-only field so the reader can press Ctrl+C (⌘C on a Mac) instead.
 */
export default function CopyButton({text, label = 'Copy', className}: Props): React.ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fallbackRef = useRef<HTMLInputElement>(null);
  const fallbackHintId = useId();

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
      }
    },
    [],
  );

  // Select the fallback text as soon as it appears.
  useEffect(() => {
    if (status === 'failed' && fallbackRef.current) {
      fallbackRef.current.focus();
      fallbackRef.current.select();
    }
  }, [status]);

  const copy = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
        throw new Error('Clipboard API not available');
      }
      await navigator.clipboard.writeText(text);
      setStatus('copied');
      timer.current = setTimeout(() => {
        setStatus('idle');
        timer.current = null;
      }, COPIED_DURATION_MS);
    } catch {
      setStatus('failed');
    }
  }, [text]);

  return (
    <span className={clsx(styles.root, className)}>
      <button
        type="button"
        className={clsx(
          'button button--sm',
          status === 'copied' ? 'button--success' : 'button--primary',
          styles.button,
        )}
        onClick={copy}
        aria-label={status === 'copied' ? 'Copied' : label}
        data-status={status}>
        {status === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? 'Copied to the clipboard' : ''}
      </span>
      {status === 'failed' ? (
        <span className={styles.fallback}>
          <input
            ref={fallbackRef}
            className={styles.fallbackInput}
            type="text"
            readOnly
            value={text}
            aria-label="Text to copy"
            aria-describedby={fallbackHintId}
            onFocus={(e) => e.currentTarget.select()}
            size={Math.min(Math.max(text.length, 10), 60)}
          />
          <span id={fallbackHintId} className={styles.fallbackHint} role="alert">
            Press Ctrl+C to copy (⌘C on a Mac).
          </span>
        </span>
      ) : null}
    </span>
  );
}
