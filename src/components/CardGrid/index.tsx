import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type CardGridProps = {
  /** `ul` (default) for a list of cards, `div` for a set of articles. */
  as?: 'ul' | 'div';
  /** Narrowest a card gets before the grid drops a column, in px. */
  minWidth?: number;
  /** More classes on the grid, e.g. a page's own column rules. */
  className?: string;
  'aria-label'?: string;
  children: React.ReactNode;
};

/** A responsive grid of cards. */
export function CardGrid({
  as: Tag = 'ul',
  minWidth = 240,
  className,
  children,
  ...rest
}: CardGridProps): React.ReactNode {
  return (
    <Tag
      className={clsx(styles.grid, className)}
      style={{'--card-min-width': `${minWidth}px`} as React.CSSProperties}
      {...rest}>
      {children}
    </Tag>
  );
}

export type CardProps = {
  /** `li` (default) inside a `ul` grid, `article` inside a `div` grid. */
  as?: 'li' | 'article';
  /** Makes the whole card one link to this path (then `as` is ignored). */
  to?: string;
  /** The card's h3. */
  title: React.ReactNode;
  /** Anchor for links to this card. */
  id?: string;
  children?: React.ReactNode;
  /** Pinned to the bottom of the card, usually a link. */
  footer?: React.ReactNode;
};

/** One card: an h3, its content and an optional footer. */
export function Card({as: Tag = 'li', to, title, id, children, footer}: CardProps): React.ReactNode {
  const content = (
    <>
      <Heading as="h3" className={styles.title}>
        {title}
      </Heading>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
  if (to) {
    return (
      <Link to={to} id={id} className={clsx(styles.card, styles.linkCard)}>
        {content}
      </Link>
    );
  }
  return (
    <Tag id={id} className={styles.card}>
      {content}
    </Tag>
  );
}
