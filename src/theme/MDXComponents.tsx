import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Components every docs page can use without importing them. Components used on only a few
 * pages (ParseMediaDemo) are imported by those pages, so the DocItem chunk every docs page
 * loads does not carry them.
 */
export default {
  ...MDXComponents,
  Demo,
  // Wide tables scroll in a box that keyboard users can reach.
  table: ScrollableTable,
};
