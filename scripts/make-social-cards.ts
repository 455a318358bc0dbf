/**
 * Draws the 1200×630 social preview cards: the site's default card
 * (static/img/social/site.jpg) and one per blog, learn and success-story post
 * (static/img/social/<section>/<slug>.jpg), from the post's front matter.
 * Run after adding or retitling a post: npm run social-cards
 */
import fs from 'node:fs';
import path from 'node:path';
import {listMarkdownFiles, readMarkdown, PROJECT_ROOT} from './lib/markdown';
import {launchChromium} from './lib/chromium';

const SECTIONS: Record<string, string> = {blog: 'Blog', learn: 'Learn', 'success-stories': 'Success story'};
const logo = fs.readFileSync(path.join(PROJECT_ROOT, 'static/img/logo-white.svg'), 'utf8');

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
}

function card(section: string, title: string, date: string): string {
  return `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
    background:linear-gradient(135deg,#0b84f3 0%,#0a3d91 100%);color:#fff;font-family:'Liberation Sans',Helvetica,Arial,sans-serif">
    <div style="display:flex;align-items:center;gap:20px;font-size:34px;font-weight:700">
      <div style="width:64px;height:64px">${logo}</div>Remotion · ${escape(section)}
    </div>
    <div style="font-size:${title.length > 50 ? 64 : 80}px;font-weight:700;line-height:1.1">${escape(title)}</div>
    <div style="font-size:28px;opacity:.85">${escape(date)}</div>
  </div></body></html>`;
}

async function main() {
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  // The site-wide card, used by every page without one of its own.
  await page.setContent(card('Docs', 'Make videos programmatically with React', 'remotion.dev'));
  await page.screenshot({path: path.join(PROJECT_ROOT, 'static/img/social/site.jpg'), type: 'jpeg', quality: 85});
  let count = 1;
  for (const [folder, label] of Object.entries(SECTIONS)) {
    for (const file of listMarkdownFiles([folder])) {
      const {frontMatter} = readMarkdown(file);
      const slug = String(frontMatter.slug);
      const date = path.basename(file).slice(0, 10);
      const out = path.join(PROJECT_ROOT, 'static/img/social', folder, `${slug}.jpg`);
      fs.mkdirSync(path.dirname(out), {recursive: true});
      const pretty = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      await page.setContent(card(label, String(frontMatter.title), pretty));
      await page.screenshot({path: out, type: 'jpeg', quality: 85});
      count++;
    }
  }
  await browser.close();
  console.log(`${count} social cards written`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
