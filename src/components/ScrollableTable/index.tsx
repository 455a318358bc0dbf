import React, {useEffect, useRef, useState} from 'react';
import styles from './styles.module.css';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the page.
 * While it overflows, the box is a named, focusable region, so keyboard users can scroll
 * it with the arrow keys (WCAG 2.1.1); a table that fits adds no tab stop.
 */
export default function ScrollableTable(props: React.ComponentProps<'table'>): React.ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) {
      return undefined;
    }
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={styles.scroller}
      {...(overflows
        ? // A scrolling region must be reachable by keyboard; the region role gives the tab stop a name.
          {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'}
        : {})}>
      <table {...props} />
    </div>
  );
}
