/**
 * The three blog-plugin sections of the site. Pages that every section has (archive, authors)
 * carry the section's name in their title, so the three are told apart in tabs and search.
 */
const SECTIONS: [prefix: string, name: string][] = [
  ['/blog', 'Blog'],
  ['/learn', 'Learn'],
  ['/success-stories', 'Success stories'],
];

export function contentSectionName(pathname: string): string | null {
  const hit = SECTIONS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return hit ? hit[1] : null;
}
