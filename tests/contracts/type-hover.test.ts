/**
 * What src/plugins/type-hover takes from the theme: a code fence's attributes (its `data-th`, set
 * by the remark plugin) reach the CodeBlock component as props, through the MDX components for
 * <pre> and <code>; src/theme/CodeBlock reads it from there.
 */
import {importsOf, installedSource, needs} from './lib';

const PLUGIN = 'type-hover';
const MDX = '@docusaurus/theme-classic/lib/theme/MDXComponents';

describe(`${PLUGIN}: the MDX components`, () => {
  test('<pre> renders its <code> as it is, and a block <code> passes all its props to @theme/CodeBlock', () => {
    const pre = installedSource(PLUGIN, `${MDX}/Pre.js`, 'the <pre> of a code fence');
    needs(
      PLUGIN,
      `${MDX}/Pre.js to render its children (the fence's <code>) as they are`,
      /return <>\{props\.children\}<\/>/.test(pre),
    );
    const code = installedSource(PLUGIN, `${MDX}/Code.js`, 'the <code> of a code fence');
    needs(
      PLUGIN,
      `${MDX}/Code.js to render @theme/CodeBlock with all of its props (data-th among them)`,
      importsOf(code).includes('@theme/CodeBlock') && /<CodeBlock \{\.\.\.props\} \/>/.test(code),
    );
  });
});
