import React, {useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'selected';

export type CopyCommandProps = {
  command: string;
  /** Accessible name of the button; the visible text stays "Copy". */
  label?: string;
  className?: string;
};

/** Selects the command so that the user can copy it with the keyboard. */
function selectContents(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) {
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A shell command in a code box with a Copy button. When the clipboard API is
 * missing or refuses (permissions, insecure context), the text is selected instead.
 */
export default function CopyCommand({
  command,
  label = `Copy "${command}" to the clipboard`,
  className,
}: CopyCommandProps): React.ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showFor = useCallback((next: Status, ms: number) => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), ms);
  }, []);

  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard?.writeText) {
        throw new Error('Clipboard API unavailable');
      }
      await navigator.clipboard.writeText(command);
      showFor('copied', 2000);
    } catch {
      if (codeRef.current) {
        selectContents(codeRef.current);
      }
      // Leave the hint up longer: the user still has to press the shortcut.
      showFor('selected', 8000);
    }
  }, [command, showFor]);

  return (
    <div className={clsx(styles.box, className)}>
      <span className={styles.prompt} aria-hidden="true">
        $
      </span>
      <code ref={codeRef} className={styles.command}>
        {command}
      </code>
      <button
        type="button"
        className={clsx('button button--sm', status === 'copied' ? 'button--success' : 'button--primary')}
        onClick={copy}
        aria-label={status === 'idle' ? label : undefined}>
        {status === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied'
          ? 'Command copied to the clipboard.'
          : status === 'selected'
            ? 'Copying is blocked here: the command is selected, press Ctrl+C (⌘C on Mac) to copy it.'
            : ''}
      </span>
    </div>
  );
}
