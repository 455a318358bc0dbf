import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * An identifier in inline code in a heading or in the table of contents is one word: CSS wraps
 * it to the next line whole (src/css/custom.css), but when it is wider than a whole line the
 * browser can only split it somewhere inside ("browserMediaControlsBehavio / r" in the 213 px
 * desktop TOC). Such a chip is shrunk to fit its line instead, down to 70 % of its size. An
 * identifier longer than that stays on one line at that size in the TOC, cut with an ellipsis (its
 * full name in the tooltip and in the link's text); in a heading it breaks, as a last resort.
 */
const SELECTOR = '.table-of-contents code, article :is(h1, h2, h3, h4, h5, h6) code';
const MIN_SCALE = 0.7;

/** The width of one line in the block the code sits in. */
function lineWidth(code: HTMLElement): number {
  let block: HTMLElement | null = code.parentElement;
  while (block && getComputedStyle(block).display === 'inline') {
    block = block.parentElement;
  }
  if (!block) return Infinity;
  const style = getComputedStyle(block);
  return block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

function spansLines(code: HTMLElement): boolean {
  const range = document.createRange();
  range.selectNodeContents(code);
  const tops = new Set(
    Array.from(range.getClientRects())
      .filter((rect) => rect.width > 0)
      .map((rect) => Math.round(rect.top)),
  );
  return tops.size > 1;
}

const TRUNCATED = ['display', 'max-width', 'overflow', 'text-overflow', 'vertical-align'];

export function fitCode(code: HTMLElement): void {
  // Reset only a chip fitted before: a style write between the reads of two chips would make
  // the browser lay out the page again for every chip.
  if (code.style.length > 0) {
    code.style.removeProperty('font-size');
    code.style.removeProperty('white-space');
    TRUNCATED.forEach((property) => code.style.removeProperty(property));
  }
  if (code.dataset.fitTitle) {
    code.removeAttribute('title');
    delete code.dataset.fitTitle;
  }
  const text = code.textContent?.trim() ?? '';
  // Only single identifiers; code with spaces wraps at them.
  if (!text || /\s/.test(text) || code.getClientRects().length === 0 || !spansLines(code)) return;
  const room = lineWidth(code);
  code.style.whiteSpace = 'nowrap';
  const natural = code.getBoundingClientRect().width;
  const scale = (room - 1) / natural;
  const size = parseFloat(getComputedStyle(code).fontSize);
  if (scale >= MIN_SCALE && scale < 1) {
    code.style.fontSize = `${(size * scale).toFixed(2)}px`;
  } else if (scale < MIN_SCALE && code.closest('.table-of-contents')) {
    code.style.fontSize = `${(size * MIN_SCALE).toFixed(2)}px`;
    Object.assign(code.style, {
      display: 'inline-block',
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'bottom',
    });
    if (!code.title) {
      code.title = text;
      code.dataset.fitTitle = 'true';
    }
  } else {
    code.style.removeProperty('white-space');
  }
}

function fitAll(): void {
  document.querySelectorAll<HTMLElement>(SELECTOR).forEach(fitCode);
}

export function onRouteDidUpdate(): void {
  window.requestAnimationFrame(fitAll);
}

if (ExecutionEnvironment.canUseDOM) {
  let timer = 0;
  window.addEventListener('resize', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(fitAll, 150);
  });
  // Web fonts can change the widths after the first fit.
  document.fonts?.ready.then(() => window.requestAnimationFrame(fitAll)).catch(() => {});
}
