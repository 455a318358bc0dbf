import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type PageSectionProps = {
  /** The h2's id: the #anchor, and the section's accessible name through aria-labelledby. */
  id: string;
  /** The h2. */
  title: React.ReactNode;
  /** One paragraph under the heading that introduces the section. */
  intro?: React.ReactNode;
  children?: React.ReactNode;
  /** The wider right-hand column on large screens, such as a code sample. */
  aside?: React.ReactNode;
  /** Use the container's full width instead of a reading width: demos, calculators, card grids. */
  wide?: boolean;
  /** `callout`: a centred, tinted panel for the closing call to action. */
  variant?: 'default' | 'callout';
  /** data-testid for the browser tests. */
  testId?: string;
};

/** One section of a page: an h2 with an id, an optional intro, the content. */
export default function PageSection({
  id,
  title,
  intro,
  children,
  aside,
  wide = false,
  variant = 'default',
  testId,
}: PageSectionProps): React.ReactNode {
  const content = (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section
      className={clsx(
        styles.section,
        (wide || aside) && styles.wide,
        aside && styles.withAside,
        variant === 'callout' && styles.callout,
      )}
      aria-labelledby={id}
      data-testid={testId}>
      {aside ? (
        <>
          <div>{content}</div>
          <div className={styles.aside}>{aside}</div>
        </>
      ) : (
        content
      )}
    </section>
  );
}
