import fs from 'node:fs';
import path from 'node:path';

/**
 * src/theme/CodeBlock drops the stock remount after hydration, which exists only to swap a Prism
 * theme that differs between colour modes. That holds while both modes use the same theme.
 */
test('code blocks use one Prism theme in both colour modes', () => {
  const config = fs.readFileSync(path.join(__dirname, '../../docusaurus.config.ts'), 'utf8');
  const prism = config.match(/prism:\s*{([^}]*)}/)?.[1] ?? '';
  const theme = prism.match(/\btheme:\s*(\w+)/)?.[1];
  const darkTheme = prism.match(/\bdarkTheme:\s*(\w+)/)?.[1];
  expect(theme, 'prism.theme in docusaurus.config.ts').toBeDefined();
  expect(darkTheme, 'prism.darkTheme: with another theme, restore the remount in src/theme/CodeBlock').toBe(theme);
});
