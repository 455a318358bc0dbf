import React, {useCallback, useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AskAiConfig} from '@site/src/data/site';
import styles from './styles.module.css';

type ChatWidget = {show: () => void};

declare global {
  interface Window {
    crawlchatEmbed?: ChatWidget;
  }
}

type Status = 'idle' | 'loading' | 'failed';

/** Below this width the button would cover the text column. */
const NARROW = '(max-width: 996px)';

/**
 * On narrow screens, true once the reader has scrolled away from the top of the page: the
 * button then shrinks to its icon at the edge, so it does not sit on the text being read.
 */
function useCompact(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const narrow = window.matchMedia(NARROW);
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(narrow.matches && window.scrollY > 48);
    };
    const schedule = () => {
      if (!frame) {
        frame = requestAnimationFrame(update);
      }
    };
    update();
    window.addEventListener('scroll', schedule, {passive: true});
    narrow.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      narrow.removeEventListener('change', schedule);
    };
  }, []);
  return compact;
}

/**
 * Floating "Ask AI" button. The assistant's script is third-party and heavy, so it
 * is fetched on first intent (hover, focus, touch) rather than on page load.
 */
export default function AskAiButton(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = siteConfig.customFields?.askAi as AskAiConfig | undefined;
  const [status, setStatus] = useState<Status>('idle');
  const compact = useCompact();

  const load = useCallback(async (): Promise<ChatWidget> => {
    if (!config) {
      throw new Error('Ask AI is not configured');
    }
    // The loader comes with the first intent too: no page needs it before then.
    const {loadScript, waitFor} = await import('@site/src/lib/loadScript');
    await loadScript({
      src: config.scriptSrc,
      id: 'crawlchat-script',
      dataset: {id: config.siteId, hideAskAi: 'true'},
    });
    return waitFor(() => window.crawlchatEmbed, 3000);
  }, [config]);

  const preload = useCallback(() => {
    load().catch(() => {
      // Reported when the user actually clicks.
    });
  }, [load]);

  const open = useCallback(async () => {
    setStatus('loading');
    try {
      const widget = await load();
      widget.show();
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }, [load]);

  if (!config?.siteId) {
    return null;
  }

  return (
    <div className={clsx(styles.root, compact && status !== 'failed' && styles.compact)} data-compact={compact}>
      {status === 'failed' && (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeText}>
            The AI assistant could not be loaded. A content blocker or your network may be stopping it.
          </p>
          <p className={styles.noticeText}>
            <Link to={config.fallbackPath}>See other ways to get help</Link>
          </p>
          <button type="button" className={styles.dismiss} onClick={() => setStatus('idle')}>
            Dismiss
          </button>
        </div>
      )}
      <button
        type="button"
        className={styles.button}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        aria-busy={status === 'loading'}
        data-testid="ask-ai-button">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2l2.1 5.9L20 10l-5.9 2.1L12 18l-2.1-5.9L4 10l5.9-2.1z" fill="currentColor" />
          <path d="M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" fill="currentColor" />
        </svg>
        {/* Visually hidden while compact; it stays the button's accessible name. */}
        <span className={styles.label}>{status === 'loading' ? 'Loading…' : 'Ask AI'}</span>
      </button>
    </div>
  );
}
