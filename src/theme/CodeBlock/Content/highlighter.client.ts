import type {CodeLinesInput} from './linesToHtml';

/*
 * In the browser Prism is a chunk of its own, loaded only when a code block is rendered that the
 * server's HTML does not already hold (a page reached by client-side navigation, a block mounted
 * later). Hydration never needs it: main.js stays without Prism's grammar and tokenizer.
 */
let highlight: ((input: CodeLinesInput) => string) | null = null;
let loading: Promise<void> | null = null;

export const highlightNow = (input: CodeLinesInput): string | null => (highlight ? highlight(input) : null);

export function loadHighlighter(): Promise<void> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlight').then(
    (module) => {
      highlight = module.highlightToHtml;
    },
    (error: unknown) => {
      // The next block that needs Prism tries again (a failed chunk is not cached).
      loading = null;
      throw error;
    },
  );
  return loading;
}
