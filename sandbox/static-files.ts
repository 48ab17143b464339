// The demo pages and the built library. Only examples/ and dist/ are public: the rest of the
// repository (sources, node_modules, dot-files) must not leak through a crafted path.
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const PUBLIC_DIRS = ['examples', 'dist'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(text);
}

function isInside(file: string, root: string): boolean {
  return PUBLIC_DIRS.some((dir) => {
    const folder = path.join(root, dir);
    return file === folder || file.startsWith(folder + path.sep);
  });
}

/** Maps a URL path to a file under a public directory, or null. */
function resolvePublic(root: string, pathname: string): string | null {
  if (pathname === '/') return path.join(root, 'examples', 'index.html');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${decoded}`);
  return isInside(file, root) ? file : null;
}

async function existing(file: string) {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  let file = resolvePublic(root, pathname);
  let info = file ? await existing(file) : null;
  if (file && info?.isDirectory()) {
    // Relative links in a folder's index.html only resolve under a trailing slash.
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${pathname}/`, 'Content-Length': '0' });
      res.end();
      return;
    }
    file = path.join(file, 'index.html');
    info = await existing(file);
  }
  // A symlink inside a public folder must not point outside it either.
  const real = file && info?.isFile() ? await realpath(file) : null;
  if (!real || !isInside(real, await realpath(root))) {
    sendText(res, 404, 'Not found');
    return;
  }
  const content = await readFile(real);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(real).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(content.length),
  });
  res.end(req.method === 'HEAD' ? undefined : content);
}
