import React, {useEffect, useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {highlightNow, loadHighlighter} from '@code-block-highlighter';
import {linesToHtml, plainLines, type CodeLinesInput} from './linesToHtml';
import {onTypeHoverEvent, useTypeHover} from '../typeHover';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/*
 * Docusaurus's CodeBlock/Content with its lines rendered as HTML: on the server by Prism, as
 * stock; in the browser, a block that hydrates keeps the server's lines untouched (React leaves
 * the children of an element with dangerouslySetInnerHTML alone while hydrating), so Prism is not
 * loaded, run or rendered again on page load. A block rendered later in the browser (client-side
 * navigation) shows its plain lines until the Prism chunk has loaded, then its highlighted ones.
 * Since React never manages the lines, the types-on-hover script may wrap identifiers in them.
 */

/** One object for every hydrated block: the same object on each render, so React never rewrites their lines. */
const KEEP_SERVER_LINES = {__html: ''};

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));
Pre.displayName = 'Pre';

/** Whether this render hydrates the server's HTML (the first render in the browser before useIsBrowser turns true). */
function useHydratedCode(code: string): boolean {
  const isBrowser = useIsBrowser();
  const [hydratedCode] = useState(() => (!isBrowser && typeof window !== 'undefined' ? code : null));
  return hydratedCode === code;
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const keepServerLines = useHydratedCode(code);
  const typeHover = useTypeHover();
  const onTypeHover = typeHover ? onTypeHoverEvent : undefined;
  const [, setHighlighterLoaded] = useState(false);
  const input: CodeLinesInput = {
    code,
    language,
    theme,
    lineClassNames,
    showLineNumbers: lineNumbersStart !== undefined,
  };
  const html = keepServerLines ? null : (highlightNow(input) ?? linesToHtml(plainLines(code), input));
  // Memoised by content: a re-render with the same lines must not rewrite them (see KEEP_SERVER_LINES).
  const lines = useMemo(() => (html === null ? KEEP_SERVER_LINES : {__html: html}), [html]);

  useEffect(() => {
    if (!keepServerLines && highlightNow(input) === null) {
      // If the chunk cannot load, the block keeps its plain lines: readable, only uncoloured.
      loadHighlighter().then(
        () => setHighlighterLoaded(true),
        () => undefined,
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keepServerLines]);

  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(className, 'prism-code', `language-${language}`)}
      style={theme.plain as CSSProperties}
      data-th={typeHover ?? undefined}
      onMouseOver={onTypeHover}
      onFocus={onTypeHover}
      onClick={onTypeHover}
      onKeyDown={onTypeHover}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        dangerouslySetInnerHTML={lines}
        suppressHydrationWarning
      />
    </Pre>
  );
}
