import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';
import ParseMediaDemo from '@site/src/components/ParseMediaDemo';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Components every docs page can use without importing them. */
export default {
  ...MDXComponents,
  Demo,
  ParseMediaDemo,
  // Wide tables scroll in a box that keyboard users can reach.
  table: ScrollableTable,
};
