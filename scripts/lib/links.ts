import fs from 'node:fs';
import path from 'node:path';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from './markdown';

/** Route of every doc, honouring `slug` front matter, as the docs plugin computes it. */
export function docRoutes(root = PROJECT_ROOT): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of listMarkdownFiles(['docs'], root)) {
    const id = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
    const slug = readMarkdown(file, root).frontMatter.slug;
    let route: string;
    if (typeof slug === 'string') {
      route = slug.startsWith('/') ? `/docs${slug}` : `/docs/${path.posix.join(path.posix.dirname(id), slug)}`;
    } else {
      // Docusaurus turns `x/index`, `x/README` and `x/x` into the index of folder x.
      const parts = id.split('/');
      const last = parts[parts.length - 1];
      const isFolderIndex =
        last === 'index' || last === 'README' || (parts.length > 1 && last === parts[parts.length - 2]);
      route = `/docs/${(isFolderIndex ? parts.slice(0, -1) : parts).join('/')}`;
    }
    routes.set(route.replace(/\/+$/, '') || '/docs', file);
  }
  return routes;
}

export type BrokenLink = {file: string; line: number; target: string};

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/**
 * Markdown links that point at a doc that does not exist. The build only warns
 * about broken Markdown links, so this check is what turns them into a failure.
 */
export function findBrokenDocLinks(folders: string[], root = PROJECT_ROOT): BrokenLink[] {
  const routes = docRoutes(root);
  const broken: BrokenLink[] = [];
  for (const file of listMarkdownFiles(folders, root)) {
    const md = readMarkdown(file, root);
    proseOnly(md.body)
      .split('\n')
      .forEach((text, i) => {
        for (const match of text.matchAll(LINK)) {
          const target = match[1];
          const bare = target.split('#')[0].split('?')[0];
          if (!bare || /^[a-z]+:/i.test(bare)) {
            continue;
          }
          let ok = true;
          if (bare.startsWith('/docs')) {
            ok = routes.has(bare.replace(/\/+$/, '') || '/docs');
          } else if (/\.mdx?$/.test(bare)) {
            ok = fs.existsSync(path.join(root, path.dirname(file), bare));
          }
          if (!ok) {
            broken.push({file, line: md.bodyLine + i, target});
          }
        }
      });
  }
  return broken;
}
