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

// Every doc's id and path, written by src/plugins/slim-docs for the 404 page's suggestions.
declare module '@generated/docusaurus-plugin-content-docs/default/doc-paths.json' {
  const docs: {id: string; path: string}[];
  export default docs;
}

// How many route-data files the build wrote (src/plugins/route-shards).
declare module '@generated/route-shards/settings.json' {
  const settings: import('@site/src/plugins/route-shards/routeData').RouteDataSettings;
  export default settings;
}
