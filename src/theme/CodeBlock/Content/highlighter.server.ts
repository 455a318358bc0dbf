import {highlightToHtml} from './highlight';
import type {CodeLinesInput} from './linesToHtml';

/** On the server Prism is loaded with the page renderer: every block is highlighted at once. */
export const highlightNow = (input: CodeLinesInput): string | null => highlightToHtml(input);
export const loadHighlighter = (): Promise<void> => Promise.resolve();
