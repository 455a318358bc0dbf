import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The headers file static hosts read; static/_headers is copied to the build as-is, then completed here. */
export const HEADERS_FILE = '_headers';

/** Script types the browser executes; anything else (JSON-LD, templates) is a data block that CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Every .html file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** The text of every inline, executable <script> in a page, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) {
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) {
      scripts.push(body);
    }
  }
  return scripts;
}

/** A CSP source expression for a script's text: 'sha256-<base64>'. */
export function cspHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Adds the hashes to the script-src directive of every Content-Security-Policy line. */
export function addScriptHashes(headersFile: string, hashes: string[]): string {
  let found = false;
  const result = headersFile.replace(
    /^(\s+Content-Security-Policy:.*?\bscript-src\s+)([^;\n]*)/gim,
    (_, head, sources) => {
      found = true;
      return `${head}${String(sources).trim()} ${hashes.join(' ')}`;
    },
  );
  if (!found) {
    throw new Error('security-headers: no Content-Security-Policy with a script-src directive in _headers');
  }
  return result;
}

/**
 * After the build, hashes every inline script of every page (theme and colour-mode
 * init, the gtag snippet, Docusaurus' base-URL banner) and writes the hashes into
 * build/_headers, so the policy never needs 'unsafe-inline' for scripts.
 */
export default function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const target = path.join(outDir, HEADERS_FILE);
      if (!fs.existsSync(target)) {
        throw new Error(`security-headers: ${HEADERS_FILE} is missing from the build (expected from static/)`);
      }
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
          hashes.add(cspHash(script));
        }
      }
      const sorted = [...hashes].sort();
      fs.writeFileSync(target, addScriptHashes(fs.readFileSync(target, 'utf8'), sorted));
      console.log(`[security-headers] ${sorted.length} inline script hashes written to ${HEADERS_FILE}`);
    },
  };
}
