import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';
import ParseMediaDemo from '@site/src/components/ParseMediaDemo';

/** Components every docs page can use without importing them. */
export default {
  ...MDXComponents,
  Demo,
  ParseMediaDemo,
};
