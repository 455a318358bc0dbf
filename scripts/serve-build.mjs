#!/usr/bin/env node
/**
 * Serves ./build the way `docusaurus serve` does (serve-handler with cleanUrls,
 * no trailing-slash redirects, no directory listing, 404.html with status 404) and
 * adds the response headers declared in build/_headers, so the browser tests run
 * under the same Content-Security-Policy a static host would send.
 *
 *   node scripts/serve-build.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--gzip]
 *
 * --gzip compresses text responses as a static host would (the benchmark uses it, so that
 * Lighthouse sees realistic transfer sizes); tests run without it.
 *
 * Node's http module only: no dependencies.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const args = process.argv.slice(2);
function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)), option('dir', 'build'));
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');
const gzip = args.includes('--gzip');
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;
const gzipped = new Map();

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Parses the Netlify / Cloudflare Pages `_headers` format: a path pattern at the
 * start of a line, then indented `Name: value` lines. `*` matches any run of characters.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(raw)) {
      const pattern = raw.trim();
      const source = pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      current = {pattern, regex: new RegExp(`^${source}$`), headers: []};
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (current && colon > 0) {
      current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function loadRules() {
  const file = path.join(root, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

// Read once per request would be wasteful; read once at start (the build does not change under a test run).
const rules = loadRules();

function applyHeaders(res, pathname) {
  for (const rule of rules) {
    if (rule.regex.test(pathname)) {
      for (const [name, value] of rule.headers) {
        // Several rules may set the same header; like Netlify, later values are appended.
        const previous = res.getHeader(name);
        res.setHeader(name, previous ? `${previous}, ${value}` : value);
      }
    }
  }
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a clean URL resolves to, the way serve-handler's cleanUrls resolves it. */
function resolveFile(pathname) {
  const absolute = path.join(root, pathname);
  if (!absolute.startsWith(root)) {
    return null;
  }
  if (path.extname(pathname) && isFile(absolute)) {
    return absolute;
  }
  const candidates = [
    path.join(absolute, 'index.html'),
    pathname.endsWith('/') ? `${absolute.replace(/[\\/]+$/, '')}.html` : `${absolute}.html`,
  ];
  return candidates.find(isFile) ?? (isFile(absolute) ? absolute : null);
}

function send(req, res, status, file) {
  res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  const body = fs.readFileSync(file);
  // Byte ranges, as serve-handler answers them: media (the Player, parseMedia()) reads files in parts.
  const range = status === 200 ? /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '') : null;
  let start = 0;
  let end = body.length - 1;
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), end) : end;
    } else {
      start = Math.max(0, body.length - Number(range[2]));
    }
    if (start > end || start >= body.length) {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${body.length}`);
      res.end();
      return;
    }
    status = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${body.length}`);
  }
  const type = String(res.getHeader('Content-Type'));
  if (
    gzip &&
    status === 200 &&
    !req.headers.range &&
    COMPRESSIBLE.test(type) &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  ) {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body));
    const compressed = gzipped.get(file);
    res.statusCode = status;
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', compressed.length);
    res.end(req.method === 'HEAD' ? undefined : compressed);
    return;
  }
  const part = body.subarray(start, end + 1);
  res.statusCode = status;
  res.setHeader('Content-Length', part.length);
  res.end(req.method === 'HEAD' ? undefined : part);
}

const server = http.createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.statusCode = 400;
    res.end('Bad Request');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.end();
    return;
  }
  applyHeaders(res, pathname);

  // cleanUrls: /x.html and /x/index redirect to /x (one hop, like serve-handler).
  if (/(\.html|\/index)$/.test(pathname)) {
    const target = pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
    res.writeHead(301, {Location: encodeURI(target.replace(/\/+/g, '/'))});
    res.end();
    return;
  }

  const file = resolveFile(pathname);
  if (file) {
    send(req, res, 200, file);
    return;
  }
  const notFound = path.join(root, '404.html');
  if (isFile(notFound)) {
    send(req, res, 404, notFound);
    return;
  }
  res.statusCode = 404;
  res.end('Not Found');
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/`);
});
