/**
 * Where a docs page's Markdown is served: its route with ".md" appended, without a trailing
 * slash (/docs/spring → /docs/spring.md, /docs/media-parser/ → /docs/media-parser.md, and the
 * docs home /docs/ → /docs.md). Shared by the llms plugin, which writes the files, and the
 * "Copy page" button, which fetches them.
 */
export function markdownPathOf(route: string): string {
  const path = route.split(/[?#]/)[0].replace(/\/+$/, '');
  return `${path}.md`;
}
