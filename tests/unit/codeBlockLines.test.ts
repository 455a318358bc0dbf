import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type RenderProps} from 'prism-react-renderer';
import {codeTheme} from '../../src/lib/prismTheme';
import {linesToHtml, plainLines, type CodeLinesInput} from '../../src/theme/CodeBlock/Content/linesToHtml';

/**
 * The code lines the site renders as an HTML string (so that the browser keeps the server's
 * markup instead of loading Prism to render it again) must be the markup Docusaurus's
 * CodeBlock/Line renders from prism-react-renderer's tokens, React's serialisation included.
 */
function stockLines(
  code: string,
  language: string,
  lineClassNames: Record<number, string[]> = {},
): {html: string; tokens: RenderProps['tokens']} {
  let tokens: RenderProps['tokens'] = [];
  const html = renderToStaticMarkup(
    React.createElement(Highlight, {
      theme: codeTheme,
      code,
      language,
      children: (props: RenderProps) => {
        tokens = props.tokens;
        return React.createElement(
          React.Fragment,
          null,
          props.tokens.map((rawLine, i) => {
            const line = rawLine.length === 1 && rawLine[0].content === '\n' ? [{...rawLine[0], content: ''}] : rawLine;
            const lineProps = props.getLineProps({line, className: (lineClassNames[i] ?? []).join(' ') || undefined});
            return React.createElement(
              'div',
              {...lineProps, key: i},
              ...line.map((token, key) => React.createElement('span', {...props.getTokenProps({token}), key})),
              React.createElement('br'),
            );
          }),
        );
      },
    }),
  );
  return {html: html.replace(/<br\/>/g, '<br>'), tokens};
}

const input = (code: string, language: string, extra: Partial<CodeLinesInput> = {}): CodeLinesInput => ({
  code,
  language,
  theme: codeTheme,
  lineClassNames: {},
  showLineNumbers: false,
  ...extra,
});

const SAMPLES: [string, string][] = [
  [
    'tsx',
    "import {spring} from 'remotion';\n\n// a comment & <tag>\nconst x = spring({frame: 1, fps: 30, config: {damping: 200}});\n",
  ],
  ['ts', 'type A = {a: "quoted" | \'single\'};\n\n\nexport const b: A = {a: "quoted"};'],
  ['json', '{\n  "name": "video",\n  "private": true\n}'],
  ['text', 'plain <text> with & and "quotes"\n\nline 3'],
];

describe('code block lines as HTML', () => {
  for (const [language, code] of SAMPLES) {
    test(`${language}: the markup of Docusaurus's CodeBlock/Line`, () => {
      const stock = stockLines(code, language);
      expect(linesToHtml(stock.tokens, input(code, language))).toBe(stock.html);
    });
  }

  test('magic-comment classes go on their lines', () => {
    const code = 'const a = 1;\nconst b = 2;';
    const stock = stockLines(code, 'ts', {1: ['theme-code-block-highlighted-line']});
    const ours = linesToHtml(
      stock.tokens,
      input(code, 'ts', {lineClassNames: {1: ['theme-code-block-highlighted-line']}}),
    );
    expect(ours).toBe(stock.html);
    expect(ours.split('<div')[2]).toContain('theme-code-block-highlighted-line');
  });

  test('line numbers wrap each line in a number cell and a content cell', () => {
    const ours = linesToHtml(plainLines('a\nb'), input('a\nb', 'text', {showLineNumbers: true}));
    expect(ours.match(/<div class="token-line [^"]+"/g)).toHaveLength(2);
    expect(ours.match(/<span class="[^"]+"><\/span><span class="[^"]+"><span class="token plain">/g)).toHaveLength(2);
  });

  test('the plain lines shown before Prism loads hold the same text, lines and escaping', () => {
    const code = 'x < y && "z"\n\nend';
    const plain = linesToHtml(plainLines(code), input(code, 'text'));
    expect(plain).toBe(stockLines(code, 'text').html);
    expect(plain).toContain('x &lt; y &amp;&amp; &quot;z&quot;');
  });
});
