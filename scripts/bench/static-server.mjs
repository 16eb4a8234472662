// A small static host for the built app, behaving like Firebase Hosting in the ways the benchmarks notice:
// SPA fallback to index.html, gzip when the browser asks for it, hashed /assets/* cached for a year and
// everything else revalidated. Listens on an ephemeral port, so it never collides with a running stack.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves `root`; resolves to { url, close, setRoot } once listening (setRoot simulates a deploy). By
 * default on an ephemeral port of 127.0.0.1; `npm start -- --built` asks for the app's own port.
 */
export async function serveStatic(initialRoot, { port: wantedPort = 0, host = '127.0.0.1' } = {}) {
  let root = initialRoot;
  const gzipped = new Map();
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, pathname));
      if (!file.startsWith(root + sep) && file !== root) {
        res.writeHead(403).end();
        return;
      }
      if (!(await isFile(file))) {
        // Unknown paths without an extension are app routes: answer with the shell (SPA fallback).
        if (extname(pathname) !== '' && pathname !== '/') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
        file = join(root, 'index.html');
      }
      const ext = extname(file);
      let body = await readFile(file);
      const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
      };
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
        body = gzipped.get(file);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, host, resolve);
  });
  const { port } = server.address();
  return {
    url: `http://${host}:${port}`,
    setRoot(next) {
      root = next;
      gzipped.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
