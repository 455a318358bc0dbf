import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {markdownPathOf} from '../../lib/markdownRoute';
import {mdxToMarkdown} from './markdown';
import {buildLlmsFull, buildLlmsTxt, groupDocs, type LlmsDoc, type LlmsHeader} from './llmsTxt';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/**
 * After the build, writes every docs page as Markdown next to its HTML (/docs/spring →
 * /docs/spring.md), plus /llms.txt (an index of the docs) and /llms-full.txt (all of them).
 * Reads the MDX sources the docs plugin loaded; the HTML is not parsed.
 */
export default function llmsPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms',
    async postBuild({outDir, plugins}) {
      const started = performance.now();
      const docsPlugin = plugins.find(
        (p) => p.name === 'docusaurus-plugin-content-docs' && (p.options as {id?: string}).id === 'default',
      );
      const content = docsPlugin?.content as LoadedContent | undefined;
      const version = content?.loadedVersions.find((v) => v.isLast) ?? content?.loadedVersions[0];
      if (!version || version.docs.length === 0) {
        throw new Error('llms: the docs plugin loaded no docs');
      }
      const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
      const baseUrl = context.siteConfig.baseUrl;
      const sourceOf = (source: string) => source.replace(/^@site\//, '');
      const routeBySource = new Map(version.docs.map((d) => [sourceOf(d.source), d.permalink]));

      const docs = new Map<string, LlmsDoc>();
      const markdown = new Map<string, string>();
      for (const doc of version.docs) {
        const sourcePath = sourceOf(doc.source);
        const url = `${siteUrl}${doc.permalink}`;
        const mdPath = markdownPathOf(doc.permalink);
        const md = mdxToMarkdown(fs.readFileSync(path.join(context.siteDir, sourcePath), 'utf8'), {
          title: doc.title,
          description: doc.description,
          url,
          siteUrl,
          sourcePath,
          routeOfSource: (p) => routeBySource.get(p),
        });
        const target = path.join(outDir, mdPath.slice(baseUrl.length - 1));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, md);
        markdown.set(doc.id, md);
        docs.set(doc.id, {
          id: doc.id,
          title: doc.title,
          description: doc.description,
          url,
          markdownUrl: `${siteUrl}${mdPath}`,
        });
      }

      const groups = groupDocs(docs);
      const {title, tagline} = context.siteConfig;
      const header: LlmsHeader = {
        title,
        summary: `${tagline}. In Remotion, a video is a React component that renders one frame at a time: you preview it in the Remotion Studio, embed it in a web app with the Player, and render it to MP4, WebM, GIF or still images on your machine, on a server, or on AWS Lambda and Google Cloud Run.`,
        details: [
          `This is the documentation at ${siteUrl}${baseUrl}docs/, listed in the order of its sidebars. Every page is also available as Markdown: append .md to its address (the links below point there). ${siteUrl}${baseUrl}${LLMS_FULL_FILE} has the full text of all pages in one file.`,
        ],
      };
      fs.writeFileSync(path.join(outDir, LLMS_FILE), buildLlmsTxt(header, groups));
      fs.writeFileSync(
        path.join(outDir, LLMS_FULL_FILE),
        buildLlmsFull(header, groups, (doc) => markdown.get(doc.id)!),
      );

      const kb = (file: string) => Math.round(fs.statSync(path.join(outDir, file)).size / 1024);
      console.log(
        `[llms] ${docs.size} pages as Markdown, ${LLMS_FILE} ${kb(LLMS_FILE)} KB, ${LLMS_FULL_FILE} ${kb(LLMS_FULL_FILE)} KB, ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
