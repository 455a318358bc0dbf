/**
 * A docs page's <title>: its own title followed by the nearest sidebar category, unless the
 * title already names that category (case-sensitively: "@remotion/lambda" does not name "Lambda"). Pages in no sidebar keep their title as it is.
 */
export function docTitleWithSection(title: string, categories: string[]): string {
  const section = categories[categories.length - 1];
  if (!section || title.includes(section)) {
    return title;
  }
  return `${title} · ${section}`;
}
