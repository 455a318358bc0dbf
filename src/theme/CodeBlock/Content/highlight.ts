import {Prism, normalizeTokens} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import {linesToHtml, type CodeLinesInput, type Token} from './linesToHtml';

// The languages of themeConfig.prism.additionalLanguages, registered once, where Prism is loaded.
includeLanguages(Prism);

/** The block's lines highlighted by Prism, as HTML (tokenised as prism-react-renderer's <Highlight> does). */
export function highlightToHtml(input: CodeLinesInput): string {
  const language = input.language.toLowerCase();
  const grammar = Prism.languages[language];
  let lines: Token[][];
  if (grammar) {
    const env = {code: input.code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(input.code, grammar);
    Prism.hooks.run('after-tokenize', env);
    lines = normalizeTokens(env.tokens);
  } else {
    lines = normalizeTokens([input.code]);
  }
  return linesToHtml(lines, {...input, language});
}
