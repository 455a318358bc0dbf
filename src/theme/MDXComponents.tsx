import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Components every docs page can use without importing them. Components used on only a few
 * pages are imported by those pages (ParseMediaDemo by hand, <Demo> by the demo-imports remark
 * plugin), so the DocItem chunk every docs page loads does not carry them.
 */
export default {
  ...MDXComponents,
  // Wide tables scroll in a box that keyboard users can reach.
  table: ScrollableTable,
};
