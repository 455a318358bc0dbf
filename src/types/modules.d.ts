// Side-effect style entry of @docsearch/react that ships no types.
declare module '@docsearch/react/style';

// Prism-backed highlighting of code blocks: the server build resolves this to
// src/theme/CodeBlock/Content/highlighter.server.ts, the client build to highlighter.client.ts
// (src/plugins/static-code-blocks).
declare module '@code-block-highlighter' {
  import type {CodeLinesInput} from '@site/src/theme/CodeBlock/Content/linesToHtml';
  export function highlightNow(input: CodeLinesInput): string | null;
  export function loadHighlighter(): Promise<void>;
}
