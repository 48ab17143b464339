// The demo pages and the built library, served as a CDN would: compressed (brotli, else gzip), hashed
// chunks cached for a year, the entry script and pages revalidated on every use. Only examples/ and
// dist/ are public: the rest of the repository (sources, node_modules, dot-files) must not leak through a
// crafted path.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const PUBLIC_DIRS = ['examples', 'dist'];

/**
 * The origins an example page names (in its Content Security Policy, its cashier address, its links) as they
 * are on this run of the sandbox, not as `npm start` has them by default: the pages write the placeholders and
 * the sandbox fills them from the ports its cashier and identity provider actually listen on.
 */
export interface ExampleOrigins {
  /** `%CASHIER_ORIGIN%`: the sandbox cashier's origin. */
  cashier: string;
  /** `%IDENTITY_PROVIDER_ORIGIN%`: the sandbox identity provider's (bank-ID) origin. */
  identityProvider: string;
  /** `%SKILLONNET_ORIGIN%`: the sandbox SkillOnNet service's origin. */
  skillonnet?: string;
  /** `%GAMES_ORIGIN%`: the sandbox game pages' origin. */
  games?: string;
  /** `%PROVIDER_ORIGIN%`: the sandbox casino provider's origin (its framework script and services). */
  provider?: string;
}

/** An example page with its placeholders filled. */
export function fillOrigins(html: string, origins: ExampleOrigins): string {
  const filled = html
    .replaceAll('%CASHIER_ORIGIN%', origins.cashier)
    .replaceAll('%IDENTITY_PROVIDER_ORIGIN%', origins.identityProvider)
    .replaceAll('%GAMES_ORIGIN%', origins.games ? new URL(origins.games).origin : '')
    .replaceAll('%PROVIDER_ORIGIN%', origins.provider ?? '');
  return origins.skillonnet === undefined ? filled : filled.replaceAll('%SKILLONNET_ORIGIN%', origins.skillonnet);
}

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

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
// A chunk's name carries the hash of its content (rollup.config.mjs): it never changes under that name.
const HASHED = /^\/dist\/chunks\/[\w.-]+-[\w-]{7}\.js(\.map)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
// The entry script and the pages keep their names from release to release: use them only after asking.
export const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';

/** The encoding a request accepts, brotli first; null for identity (q=0 refuses one). */
function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** A file as served: its bytes (an example page's placeholders filled), its ETag, its compressed forms. */
interface Served {
  version: string;
  content: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

// Each file is read, hashed and compressed once per version (its inode, size and time of change), then served
// from memory, as a CDN's edge serves: a page's first render asks for several chunks at once, and reading and
// hashing each again on every request kept the later ones waiting behind the earlier (brotli at its best level
// alone is slow enough to matter on every request). One entry per file: a new version replaces the old.
const servedFiles = new Map<string, Served>();

async function servedFile(real: string, info: Stats, origins: ExampleOrigins | null): Promise<Served> {
  const version = `${info.ino}:${info.size}:${info.mtimeMs}${origins ? `:${origins.cashier}:${origins.identityProvider}:${origins.skillonnet ?? ''}:${origins.provider ?? ''}` : ''}`;
  const known = servedFiles.get(real);
  if (known?.version === version) return known;
  const raw = await readFile(real);
  const content = origins ? Buffer.from(fillOrigins(raw.toString('utf8'), origins)) : raw;
  const etag = `"${createHash('sha1').update(content).digest('base64url').slice(0, 20)}"`;
  const file = { version, content, etag, encoded: {} };
  servedFiles.set(real, file);
  return file;
}

function encode(file: Served, encoding: Encoding): Buffer {
  file.encoded[encoding] ??= encoding === 'br'
    ? brotliCompressSync(file.content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.content.length } })
    : gzipSync(file.content, { level: 9 });
  return file.encoded[encoding];
}

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

export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string, origins?: ExampleOrigins): Promise<void> {
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
  if (!real || !info || !isInside(real, await realpath(root))) {
    sendText(res, 404, 'Not found');
    return;
  }
  const extension = path.extname(real).toLowerCase();
  const examplePage = origins && extension === '.html' && real.startsWith(path.join(await realpath(root), 'examples') + path.sep);
  const served = await servedFile(real, info, examplePage ? origins : null);
  const { content, etag } = served;
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(pathname) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  };
  // The library's files name no source map (rollup.config.mjs: the package ships none): the developer tools find the
  // one the build wrote beside each by this header, as any server may send it.
  if (extension === '.js' && (await existing(`${real}.map`))?.isFile()) headers.SourceMap = `${path.basename(real)}.map`;
  const compressible = COMPRESSIBLE.has(extension);
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = compressible && content.length > 256 ? acceptedEncoding(req.headers['accept-encoding']) : null;
  const body = encoding ? encode(served, encoding) : content;
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
