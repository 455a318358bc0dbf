import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Docusaurus' inline colour-mode script copies the stored `theme` value into
 * <html data-theme> unchecked, so a corrupt value ("null", markup, 10 kB of junk)
 * leaves the page in neither mode: no dark styles, and a toggle that starts from
 * nowhere. This runs before React hydrates and puts both back on a valid mode.
 */
const MODES = ['light', 'dark'];
const STORAGE_KEY = 'theme';

if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement;
  if (!MODES.includes(root.getAttribute('data-theme') ?? '')) {
    const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
    root.setAttribute('data-theme', prefersDark ? 'dark' : 'light');
    root.setAttribute('data-theme-choice', 'system');
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY);
      if (stored !== null && !MODES.includes(stored)) {
        window.localStorage.removeItem(STORAGE_KEY);
      }
    } catch {
      // Storage can be disabled; the attribute fix is enough for this page.
    }
  }
}
