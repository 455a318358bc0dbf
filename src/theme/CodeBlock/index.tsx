import React, {isValidElement} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {TypeHoverContext} from './typeHover';

/** The children as one string when they are only strings, so the block can be copied (as stock). */
function maybeStringifyChildren(children: React.ReactNode): React.ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock CodeBlock without its remount after hydration. Stock keys the block by
 * useIsBrowser() so that a Prism theme that differs between colour modes replaces the server's
 * colours; here code blocks use one theme in both modes (docusaurus.config.ts), so the remount
 * only tokenized every block a second time, on the main thread, right after hydration.
 * A type-checked sample also gets its types-on-hover address (`data-th`) in context.
 */
export default function CodeBlock({
  children: rawChildren,
  'data-th': typeHover,
  ...props
}: Props & {'data-th'?: string}): React.ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  const block = <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  return typeHover ? <TypeHoverContext.Provider value={typeHover}>{block}</TypeHoverContext.Provider> : block;
}
