// Serves a build as a production host would: each file compressed once, ahead of requests
// (as with nginx's gzip_static or a CDN), and every other path answered with index.html.
// Vite's preview server instead gzips each response as it is asked for, on the same two
// cores the measured browser needs while it loads.
import { createServer } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
/** Below this size compressing does not pay, as in Vite's preview server. */
const MIN_GZIP_BYTES = 1024;

async function loadFiles(dir) {
  const files = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
      body,
      gzipped: body.length >= MIN_GZIP_BYTES ? gzipSync(body, { level: 9 }) : undefined,
      type: TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
  }
  return files;
}

/** Serves `dir` on 127.0.0.1 at a free port; resolves to its base URL and a close function. */
export async function serveBuild(dir) {
  const files = await loadFiles(dir);
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url, 'http://host').pathname) ?? files.get('/index.html');
    const gzip = file.gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': file.type,
      'Cache-Control': 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(gzip ? file.gzipped : file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
