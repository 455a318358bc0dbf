import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Visual polish (issue 26, item 6), each checked at a phone and a desktop width in light and dark
 * mode: computed styles and geometry, plus a screenshot per case in reports/polish/ to look at.
 */

const WIDTHS = [390, 1280] as const;
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
const SHOTS = path.join(process.cwd(), 'reports', 'polish');

async function open(page: Page, url: string, width: number, mode: Mode) {
  await page.setViewportSize({width, height: width < 600 ? 844 : 900});
  await page.emulateMedia({colorScheme: mode});
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

async function shot(page: Page, name: string, target?: ReturnType<Page['locator']>) {
  fs.mkdirSync(SHOTS, {recursive: true});
  const file = path.join(SHOTS, `${name}.png`);
  await (target ? target.screenshot({path: file}) : page.screenshot({path: file}));
}

/** Colour parsing and WCAG contrast, in the page (computed colours are rgb()/rgba()). */
const COLOUR_HELPERS = `
  window.__rgb = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
  window.__lum = (c) => { const {r, g, b} = window.__rgb(c); const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  window.__contrast = (a, b) => { const x = window.__lum(a), y = window.__lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  window.__bg = (el) => { for (let e = el; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor; if (window.__rgb(c).a > 0.5) return c; } return 'rgb(255, 255, 255)'; };
  window.__resolve = (prop, value) => { const p = document.createElement('div'); p.style.setProperty(prop, value); document.body.appendChild(p); const out = getComputedStyle(p).getPropertyValue(prop); p.remove(); return out; };
`;
test.beforeEach(async ({page}) => {
  await page.addInitScript(COLOUR_HELPERS);
});

declare global {
  interface Window {
    __contrast: (a: string, b: string) => number;
    __bg: (el: Element) => string;
    __rgb: (c: string) => {r: number; g: number; b: number; a: number};
    __resolve: (prop: string, value: string) => string;
  }
}

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test.describe(`${width}px ${mode}`, () => {
      test('1. demo controls use the site form styles and line up in a grid', async ({page}) => {
        for (const url of ['/docs/animating-properties', '/']) {
          await open(page, url, width, mode);
          const form = page.locator('[data-live-demo] form').first();
          await form.scrollIntoViewIfNeeded();
          await shot(page, `1-controls${url === '/' ? '-home' : ''}-${width}-${mode}`, form);
          const report = await form.evaluate((el) => {
            const primary = window.__resolve('color', 'var(--ifm-color-primary)');
            const background = window.__resolve('background-color', 'var(--ifm-background-color)');
            const radius = window.__resolve('border-top-left-radius', 'var(--ifm-global-radius)');
            const problems: string[] = [];
            const fields = Array.from(el.querySelectorAll<HTMLElement>('input, select'));
            for (const field of fields) {
              const type = field instanceof HTMLInputElement ? field.type : 'select';
              const s = getComputedStyle(field);
              const box = field.getBoundingClientRect();
              if (type === 'range' || type === 'checkbox') {
                if (s.accentColor !== primary) problems.push(`${type}: accent ${s.accentColor}, not ${primary}`);
              } else {
                if (s.backgroundColor !== background) problems.push(`${type}: background ${s.backgroundColor}`);
                if (s.borderTopLeftRadius !== radius) problems.push(`${type}: radius ${s.borderTopLeftRadius}`);
                if (Math.round(box.height) !== 36) problems.push(`${type}: height ${box.height}`);
                if (s.borderTopStyle !== 'solid') problems.push(`${type}: border ${s.borderTopStyle}`);
              }
              if (type !== 'checkbox') {
                // Inputs fill their cell: no input narrower than its label.
                const label = field.closest('label')!;
                if (box.width < label.getBoundingClientRect().width - 1)
                  problems.push(`${type}: narrower than its cell`);
              }
            }
            // Labels are readable in both modes.
            for (const label of Array.from(el.querySelectorAll('label'))) {
              const c = window.__contrast(getComputedStyle(label).color, window.__bg(label));
              if (c < 4.5) problems.push(`label "${label.textContent}" contrast ${c.toFixed(2)}`);
            }
            // A grid: controls in the same row have their inputs' bottoms on one line.
            // ... and the labels above the inputs of a row start on one line.
            const cells = Array.from(el.querySelectorAll('label')).map((l) => {
              const input = l.querySelector('input, select')!;
              const caption = l.firstElementChild === input ? null : l.firstElementChild;
              return {
                labelTop: caption ? Math.round(caption.getBoundingClientRect().top) : null,
                bottom: Math.round(input.getBoundingClientRect().bottom),
                checkbox: (input as HTMLInputElement).type === 'checkbox',
              };
            });
            const rows = new Map<number, typeof cells>();
            for (const cell of cells.filter((c) => !c.checkbox)) {
              const key = [...rows.keys()].find((k) => Math.abs(k - cell.bottom) < 30) ?? cell.bottom;
              rows.set(key, [...(rows.get(key) ?? []), cell]);
            }
            for (const row of rows.values()) {
              const bottoms = row.map((c) => c.bottom);
              const tops = row.map((c) => c.labelTop!);
              if (Math.max(...bottoms) - Math.min(...bottoms) > 1) problems.push(`input bottoms ${bottoms.join(',')}`);
              if (Math.max(...tops) - Math.min(...tops) > 1) problems.push(`label tops ${tops.join(',')}`);
            }
            return {problems, display: getComputedStyle(el).display};
          });
          expect(report.display, `${url}: the controls are a grid`).toBe('grid');
          expect(report.problems, url).toEqual([]);
        }
      });

      test('2. a demo loading near the viewport does not take the focus', async ({page}) => {
        await open(page, '/docs/spring', width, mode);
        const before = await page.evaluate(() => document.activeElement?.tagName);
        const demo = page.locator('[data-live-demo]').first();
        await demo.scrollIntoViewIfNeeded();
        // The Player mounts and its controls appear.
        await expect(demo.locator('button[aria-label]').first()).toBeVisible({timeout: 15_000});
        await page.waitForTimeout(500);
        const focus = await page.evaluate(() => ({
          tag: document.activeElement?.tagName,
          inDemo: Boolean(document.activeElement?.closest('[data-live-demo]')),
        }));
        expect(focus.inDemo, `focus moved into the demo (${focus.tag})`).toBe(false);
        expect(focus.tag).toBe(before);
      });

      test('3. inline code in headings and the TOC wraps at word boundaries', async ({page}) => {
        await open(page, '/docs/player/api', width, mode);
        if (width >= 997) {
          await shot(page, `3-toc-${width}-${mode}`, page.locator('.table-of-contents').first());
        } else {
          await page.locator('h3#browsermediacontrolsbehavior').scrollIntoViewIfNeeded();
          await shot(page, `3-heading-${width}-${mode}`);
        }
        // Give the fit (a client module, after hydration) its frame.
        await page.waitForTimeout(300);
        const splits = await page.evaluate(() => {
          const out: string[] = [];
          const codes = Array.from(
            document.querySelectorAll('article :is(h1, h2, h3, h4) code, .table-of-contents code'),
          );
          for (const code of codes) {
            const text = code.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE || code.getClientRects().length === 0) continue;
            // Where a new line starts inside the identifier: between two letters or digits is mid-word.
            const range = document.createRange();
            let previousTop: number | null = null;
            const value = text.textContent!;
            for (let i = 0; i < value.length; i++) {
              range.setStart(text, i);
              range.setEnd(text, i + 1);
              const rect = range.getBoundingClientRect();
              if (rect.width === 0) continue;
              const top = Math.round(rect.top);
              if (
                previousTop !== null &&
                top > previousTop + 2 &&
                /[A-Za-z0-9]/.test(value[i - 1]) &&
                /[A-Za-z0-9]/.test(value[i])
              ) {
                out.push(`${value.slice(0, i)} / ${value.slice(i)}`);
              }
              previousTop = top;
            }
          }
          return out;
        });
        expect(splits).toEqual([]);
        // A chip cut with an ellipsis (longer than the TOC even when shrunk) names itself in a tooltip.
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('.table-of-contents code'))
            .filter((code) => getComputedStyle(code).textOverflow === 'ellipsis')
            .map((code) => ({text: code.textContent, title: code.title})),
        );
        for (const chip of cut) expect(chip.title).toBe(chip.text);
      });

      test('4. error messages in text code blocks wrap and the page does not overflow', async ({page}) => {
        for (const url of ['/docs/troubleshooting/delay-render-proxy', '/docs/timeout']) {
          await open(page, url, width, mode);
          const blocks = page.locator('article pre.language-text');
          expect(await blocks.count()).toBeGreaterThan(0);
          await blocks.first().scrollIntoViewIfNeeded();
          if (url.includes('proxy')) await shot(page, `4-error-block-${width}-${mode}`);
          const report = await page.evaluate(() => ({
            pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            blocks: Array.from(document.querySelectorAll('article pre.language-text')).map((pre) => ({
              overflow: pre.scrollWidth - pre.clientWidth,
              whiteSpace: getComputedStyle(pre.querySelector('code')!).whiteSpace,
            })),
          }));
          expect(report.pageOverflow, `${url}: page scrolls sideways`).toBeLessThanOrEqual(0);
          for (const block of report.blocks) {
            expect(block.overflow, `${url}: a text block runs off its right edge`).toBeLessThanOrEqual(0);
            expect(block.whiteSpace).toBe('pre-wrap');
          }
        }
      });

      test('5. the home page card grids have no holes', async ({page}) => {
        await open(page, '/', width, mode);
        for (const id of ['products', 'see-what-others-made']) {
          const grid = page.locator(`section[aria-labelledby="${id}"] > :is(ul, div)`).first();
          await grid.scrollIntoViewIfNeeded();
          if (id === 'products')
            await shot(page, `5-products-${width}-${mode}`, page.locator(`section[aria-labelledby="${id}"]`));
          const rows = await grid.evaluate((el) => {
            const left = el.getBoundingClientRect().left;
            const right = el.getBoundingClientRect().right;
            const byTop = new Map<number, DOMRect[]>();
            for (const child of Array.from(el.children)) {
              const r = child.getBoundingClientRect();
              byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), r]);
            }
            return [...byTop.values()].map((cells) => ({
              count: cells.length,
              // Empty space left of the first and right of the last card.
              before: Math.round(Math.min(...cells.map((c) => c.left)) - left),
              after: Math.round(right - Math.max(...cells.map((c) => c.right))),
            }));
          });
          const full = Math.max(...rows.map((r) => r.count));
          for (const [i, row] of rows.entries()) {
            if (row.count === full) {
              expect(row.after, `${id} row ${i} is full`).toBeLessThanOrEqual(1);
            } else {
              // A shorter row is centred: as much space on either side.
              expect(
                Math.abs(row.before - row.after),
                `${id} row ${i} (${row.count} of ${full}) is centred`,
              ).toBeLessThanOrEqual(2);
            }
          }
        }
      });

      test('6. the primary hero button is more prominent than the secondary one', async ({page}) => {
        await open(page, '/', width, mode);
        await shot(page, `6-hero-${width}-${mode}`, page.locator('header').first());
        const [primary, secondary] = await Promise.all(
          ['Get started', 'API reference'].map((name) =>
            page
              .getByRole('link', {name, exact: true})
              .first()
              .evaluate((el) => {
                const s = getComputedStyle(el);
                const page = window.__bg(el.parentElement!);
                const fill = window.__rgb(s.backgroundColor).a > 0.5 ? s.backgroundColor : page;
                return {
                  fillContrast: window.__contrast(fill, page),
                  textContrast: window.__contrast(s.color, fill),
                  border: s.borderTopColor,
                  borderContrast: window.__contrast(s.borderTopColor, page),
                };
              }),
          ),
        );
        expect(primary.fillContrast, 'the primary button stands out from the page').toBeGreaterThan(3);
        expect(secondary.fillContrast, 'the secondary button is subdued').toBeLessThan(primary.fillContrast / 2);
        expect(secondary.fillContrast).toBeLessThan(1.6);
        expect(secondary.textContrast, 'the secondary label is readable').toBeGreaterThanOrEqual(4.5);
        expect(primary.textContrast, 'the primary label is readable').toBeGreaterThanOrEqual(4.5);
        // Its shape still shows: a faint fill or an outline.
        expect(
          Math.max(secondary.fillContrast, secondary.borderContrast),
          'the secondary button has a shape',
        ).toBeGreaterThan(1.1);
      });

      test('7. template cards: a drawing per template, no play glyph, the title once', async ({page}) => {
        await open(page, '/templates', width, mode);
        await shot(page, `7-templates-${width}-${mode}`, page.getByRole('list', {name: 'Templates'}));
        const cards = page.getByTestId('template-card');
        const count = await cards.count();
        expect(count).toBeGreaterThan(10);
        const report = await cards.evaluateAll((els) =>
          els.map((card) => {
            const title = card.querySelector('h2')!.textContent!.trim();
            const preview = card.querySelector('[data-testid="template-preview"]')!;
            return {
              title,
              // Elements whose whole text is the title (the heading's link, a caption in the thumbnail…).
              inCard: Array.from(card.querySelectorAll('*')).filter(
                (el) => el.children.length === 0 && el.textContent!.trim() === title,
              ).length,
              inPreview: preview.textContent!.includes(title),
              playGlyph: /[▶►⏵]/.test(card.textContent!) || preview.querySelector('[aria-label*="play" i]') !== null,
              scene: preview.getAttribute('data-scene'),
              shapes: preview.querySelectorAll('rect, circle, path, polygon, ellipse').length,
            };
          }),
        );
        for (const card of report) {
          expect(card.inCard, `${card.title}: title appears once`).toBe(1);
          expect(card.inPreview, `${card.title}: no title inside the thumbnail`).toBe(false);
          expect(card.playGlyph, `${card.title}: no play glyph`).toBe(false);
          expect(card.scene, `${card.title}: a drawing of its own`).not.toBe('fallback');
          expect(card.shapes, `${card.title}: a designed drawing`).toBeGreaterThan(4);
        }
        // Each template has its own drawing.
        expect(new Set(report.map((c) => c.scene)).size).toBe(report.length);
        // No play triangle drawn in any thumbnail (a polygon of three points).
        const triangles = await page
          .locator('[data-testid="template-preview"] polygon')
          .evaluateAll((els) => els.filter((p) => p.getAttribute('points')!.trim().split(/\s+/).length === 3).length);
        expect(triangles).toBe(0);
      });

      test('8. the announcement bar is one line', async ({page}) => {
        await open(page, '/docs/', width, mode);
        const bar = page.locator('.theme-announcement-bar');
        await shot(page, `8-announcement-${width}-${mode}`, bar);
        const geometry = await bar.evaluate((el) => {
          const content = Array.from(el.children).find((c) => c.tagName !== 'BUTTON' && c.textContent!.trim())!;
          const range = document.createRange();
          range.selectNodeContents(content);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          const close = el.querySelector('button')!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return {
            lines: tops.size,
            height: box.height,
            lineHeight: parseFloat(getComputedStyle(content).lineHeight) || 20,
            fontSize: parseFloat(getComputedStyle(content).fontSize),
            closeCentre: close.top + close.height / 2 - (box.top + box.height / 2),
            contentOverflow: content.scrollWidth - content.clientWidth,
          };
        });
        expect(geometry.lines, 'one line of text').toBe(1);
        expect(geometry.height).toBeLessThanOrEqual(geometry.lineHeight + 12);
        expect(geometry.fontSize, 'still readable').toBeGreaterThanOrEqual(13);
        expect(Math.abs(geometry.closeCentre), 'the close button is centred on the bar').toBeLessThanOrEqual(1);
        expect(geometry.contentOverflow, 'nothing cut off').toBeLessThanOrEqual(0);
        await expect(bar.getByRole('link', {name: 'Create your first video'})).toBeVisible();
      });

      test('9. the Ask AI button does not cover the text while reading', async ({page}) => {
        await open(page, '/docs/spring', width, mode);
        const button = page.getByTestId('ask-ai-button');
        await expect(button).toBeVisible();
        // Scroll through the page: at each stop the button must not sit on the content's text.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const overlaps: string[] = [];
        for (let y = 400; y < Math.min(height, 6000); y += 700) {
          await page.mouse.wheel(0, 700);
          await page.waitForTimeout(150);
          const hit = await button.evaluate((el) => {
            const b = el.getBoundingClientRect();
            const article = document.querySelector('article')!;
            const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              if (!n.textContent!.trim()) continue;
              range.selectNodeContents(n);
              for (const r of Array.from(range.getClientRects())) {
                if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) {
                  return n.textContent!.trim().slice(0, 40);
                }
              }
            }
            return null;
          });
          const compact = await button.evaluate((el) => el.getBoundingClientRect().width <= 44);
          if (hit && !compact) overlaps.push(`at ${y}px: "${hit}"`);
        }
        await shot(page, `9-askai-${width}-${mode}`);
        expect(overlaps).toEqual([]);
        // Whatever its size, it keeps its name and can be reached and used with the keyboard.
        await expect(button).toHaveAccessibleName('Ask AI');
        await button.focus();
        await expect(button).toBeFocused();
        if (width < 997) {
          const box = (await button.boundingBox())!;
          expect(box.width, 'collapsed to an icon while reading').toBeLessThanOrEqual(44);
          expect(390 - (box.x + box.width), 'at the edge').toBeLessThanOrEqual(8);
        }
      });
    });
  }
}
