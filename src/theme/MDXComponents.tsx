import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';

/** Components every docs page can use without importing them. */
export default {
  ...MDXComponents,
  Demo,
};
