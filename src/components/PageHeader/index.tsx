import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type PageHeaderProps = {
  /** A short line above the title: the npm package, where the product is sold, the version. */
  eyebrow?: React.ReactNode;
  /** The page's one h1. */
  title: React.ReactNode;
  /** The paragraph under the title that says what the page is about. */
  lead?: React.ReactNode;
  /** More introduction under the lead, such as a notice. */
  children?: React.ReactNode;
  /** Buttons under the text. */
  actions?: React.ReactNode;
  /** Beside the text on wide screens, below it on narrow ones (e.g. a call-to-action button). */
  aside?: React.ReactNode;
  /**
   * - `plain` (default): the top of the page's own container.
   * - `band`: a full-width tinted band with its own container, for directory pages.
   * - `hero`: the home page's centred band with a larger title.
   */
  variant?: 'plain' | 'band' | 'hero';
};

/** The top of a marketing or directory page: eyebrow, h1, lead, actions. */
export default function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  actions,
  aside,
  variant = 'plain',
}: PageHeaderProps): React.ReactNode {
  const text = (
    <div className={styles.text}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
  const body = aside ? (
    <div className={styles.withAside}>
      {text}
      <div>{aside}</div>
    </div>
  ) : (
    text
  );
  return (
    <header className={clsx(styles.header, styles[variant])}>
      {variant === 'plain' ? body : <div className="container">{body}</div>}
    </header>
  );
}
