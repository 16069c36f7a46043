// Serves a production build as a static host would, with the response
// headers the build wrote into its `_headers` file (the Content-Security-Policy
// among them): `npm run serve`, the browser tests and the benchmark all see
// what readers will. Otherwise it answers as `docusaurus serve` does for this
// site (base URL `/`, trailing slashes, clean URLs, no directory listings),
// except that a missing page gets the nearest locale's 404 page, with status
// 404, as hosts are set up to do (`docusaurus serve` answers with its own text).
//
//   node scripts/serve.mjs [--dir build] [--host 127.0.0.1] [--port 3000]
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile} from '../src/plugins/security-headers/headersFile.mjs';

/**
 * Starts the server; resolves once it listens.
 * @param {{dir: string, host: string, port: number}} options
 * @returns {Promise<{origin: string, close: () => Promise<void>}>}
 */
export async function serveBuild({dir: folder, host, port}) {
  const dir = path.resolve(folder);
  const headersFile = path.join(dir, '_headers');
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: serve a build made by \`npm run build\` or \`npm run build:test\``);
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value);
    // The host reads _headers; it does not serve it.
    if (pathname === '/_headers') {
      response.writeHead(404).end();
      return;
    }
    const notFoundPage = isMissing(dir, pathname) ? nearestNotFoundPage(dir, pathname) : null;
    if (notFoundPage !== null) {
      response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
      response.end(readFileSync(path.join(dir, notFoundPage)));
      return;
    }
    void serveHandler(request, response, {public: dir, cleanUrls: true, trailingSlash: true, directoryListing: false});
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Whether no file answers the path (as a file, a clean URL or a folder's index).
 * @param {string} dir @param {string} pathname
 */
function isMissing(dir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // normalize() of an absolute path cannot climb above its root: the file is inside dir.
  const file = path.join(dir, path.normalize(decoded));
  return ![file, `${file.replace(/\/$/, '')}.html`, path.join(file, 'index.html')].some((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The 404 page of the deepest folder above the path that has one (`/zh/x/…` → `/zh/x/404.html`).
 * @param {string} dir @param {string} pathname
 */
function nearestNotFoundPage(dir, pathname) {
  const parts = pathname.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const candidate = `/${parts.slice(0, depth).map((part) => `${part}/`).join('')}404.html`;
    if (!candidate.includes('..') && existsSync(path.join(dir, candidate))) return candidate;
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  /** @param {string} name @param {string} fallback */
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const {origin} = await serveBuild({dir: option('--dir', 'build'), host: option('--host', '127.0.0.1'), port: Number(option('--port', '3000'))});
  console.log(`Serving the build at ${origin}/x/`);
}
