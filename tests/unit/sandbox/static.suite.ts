import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSandboxApp } from '../../../sandbox/server.ts';
import { useSandbox } from './harness.ts';

// A throw-away repository root, so the test does not depend on what examples/ and dist/ hold today.
const parent = mkdtempSync(path.join(tmpdir(), 'sandbox-static-'));
const root = path.join(parent, 'repo');
const files: Record<string, string> = {
  'examples/index.html': '<!doctype html><title>Examples</title>',
  'examples/mga/index.html': '<!doctype html><title>MGA</title>',
  'examples/site.css': 'body{}',
  'examples/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'examples/logo.png': 'not really a png',
  'dist/casino-elements.js': 'export {};',
  'dist/chunks/signin-Ab3_x-9.js': `export const signIn = ${JSON.stringify('x'.repeat(4000))};`,
  'dist/casino-elements.js.map': '{"version":3}',
  'dist/manifest.json': '{}',
  'package.json': '{"private":true}',
  'sandbox/secret.ts': 'export const secret = 1;',
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
writeFileSync(path.join(parent, 'outside.txt'), 'outside');
symlinkSync(path.join(parent, 'outside.txt'), path.join(root, 'examples', 'link.txt'));
after(() => rmSync(parent, { recursive: true, force: true }));

/** fetch normalises `..` away; a raw request sends the path as an attacker would. */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request whose body stays as sent (fetch would decode it), with the headers given. */
function rawRequest(url: string, rawPath: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sandbox: static files', () => {
  const t = useSandbox({ root });

  it('serves examples/index.html at /', async () => {
    const response = await fetch(`${t.sandbox.url}/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Content-Type'), 'text/html; charset=utf-8');
    assert.equal(response.headers.get('Cache-Control'), 'no-cache');
    assert.equal(await response.text(), files['examples/index.html']);
  });

  it('serves examples and dist with the right content types', async () => {
    const expected: Record<string, RegExp> = {
      '/examples/site.css': /^text\/css/,
      '/examples/logo.svg': /^image\/svg\+xml$/,
      '/examples/logo.png': /^image\/png$/,
      '/dist/casino-elements.js': /^text\/javascript/,
      '/dist/casino-elements.js.map': /^application\/json/,
      '/dist/manifest.json': /^application\/json/,
    };
    for (const [urlPath, type] of Object.entries(expected)) {
      const response = await fetch(`${t.sandbox.url}${urlPath}`);
      assert.equal(response.status, 200, urlPath);
      assert.match(response.headers.get('Content-Type') ?? '', type, urlPath);
      assert.equal(response.headers.get('Cache-Control'), 'no-cache', urlPath);
      assert.equal(await response.text(), files[urlPath.slice(1)]);
    }
  });

  it('names a script\'s source map by the SourceMap header where the build wrote one beside it (the files name none)', async () => {
    const entry = await fetch(`${t.sandbox.url}/dist/casino-elements.js`);
    assert.equal(entry.headers.get('SourceMap'), 'casino-elements.js.map');
    const chunk = await fetch(`${t.sandbox.url}/dist/chunks/signin-Ab3_x-9.js`);
    assert.equal(chunk.headers.get('SourceMap'), null);
    const map = await fetch(`${t.sandbox.url}/dist/casino-elements.js.map`);
    assert.equal(map.headers.get('SourceMap'), null);
  });

  it('caches hashed chunks for a year, the entry and pages only after revalidating (ETag, 304)', async () => {
    const chunk = await fetch(`${t.sandbox.url}/dist/chunks/signin-Ab3_x-9.js`);
    assert.equal(chunk.headers.get('Cache-Control'), 'public, max-age=31536000, immutable');
    assert.equal(await chunk.text(), files['dist/chunks/signin-Ab3_x-9.js']);
    for (const urlPath of ['/dist/casino-elements.js', '/examples/index.html']) {
      const first = await fetch(`${t.sandbox.url}${urlPath}`);
      assert.equal(first.headers.get('Cache-Control'), 'no-cache', urlPath);
      const etag = first.headers.get('ETag');
      assert.ok(etag, urlPath);
      const again = await fetch(`${t.sandbox.url}${urlPath}`, { headers: { 'If-None-Match': etag } });
      assert.equal(again.status, 304, urlPath);
    }
  });

  it('serves a file rewritten while it runs (a build under `npm start`) as it is now: its text, its ETag, its compressed form', async () => {
    const file = path.join(root, 'dist', 'rebuilt.js');
    const urlPath = '/dist/rebuilt.js';
    const brotli = async () => brotliDecompressSync((await rawRequest(t.sandbox.url, urlPath, { 'Accept-Encoding': 'br' })).body).toString();
    writeFileSync(file, `export const build = ${JSON.stringify('first '.repeat(100))};`);
    const first = await fetch(`${t.sandbox.url}${urlPath}`);
    const firstTag = first.headers.get('ETag');
    assert.match(await first.text(), /first/);
    assert.match(await brotli(), /first/); // kept in memory now
    // The same length, a later time of change: only the version tells the two apart.
    writeFileSync(file, `export const build = ${JSON.stringify('again '.repeat(100))};`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const again = await fetch(`${t.sandbox.url}${urlPath}`, { headers: { 'If-None-Match': firstTag ?? '' } });
    assert.equal(again.status, 200);
    assert.notEqual(again.headers.get('ETag'), firstTag);
    assert.match(await again.text(), /again/);
    assert.match(await brotli(), /again/);
  });

  it('compresses text with brotli, else gzip, by Accept-Encoding, and says it varies', async () => {
    const urlPath = '/dist/chunks/signin-Ab3_x-9.js';
    const raw = (encoding: string) => rawRequest(t.sandbox.url, urlPath, { 'Accept-Encoding': encoding });
    const expected = files['dist/chunks/signin-Ab3_x-9.js']!;
    const br = await raw('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), expected);
    assert.equal(br.headers['content-length'], String(br.body.length));
    assert.ok(br.body.length < expected.length / 10);
    const gzip = await raw('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), expected);
    const identity = await raw('br;q=0, gzip;q=0');
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body.toString(), expected);
    for (const response of [br, gzip, identity]) assert.match(String(response.headers.vary), /Accept-Encoding/);
    // Images are compressed already: sent as they are.
    assert.equal((await rawRequest(t.sandbox.url, '/examples/logo.png', { 'Accept-Encoding': 'br' })).headers['content-encoding'], undefined);
  });

  it("serves a folder's index.html, redirecting to the trailing slash first", async () => {
    const redirect = await fetch(`${t.sandbox.url}/examples/mga`, { redirect: 'manual' });
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('Location'), '/examples/mga/');
    assert.equal(await (await fetch(`${t.sandbox.url}/examples/mga/`)).text(), files['examples/mga/index.html']);
    assert.equal(await (await fetch(`${t.sandbox.url}/examples/`)).text(), files['examples/index.html']);
  });

  it('answers 404 for missing files and anything outside examples/ and dist/', async () => {
    for (const urlPath of ['/examples/missing.html', '/package.json', '/sandbox/secret.ts', '/dist/', '/dist/nothing.js']) {
      assert.equal((await fetch(`${t.sandbox.url}${urlPath}`, { redirect: 'manual' })).status, 404, urlPath);
    }
  });

  it('refuses directory traversal, encoded or not, and symlinks leading out', async () => {
    for (const rawPath of [
      '/examples/../package.json',
      '/examples/../../outside.txt',
      '/dist/%2e%2e/package.json',
      '/dist/..%2f..%2foutside.txt',
      '/examples/%2e%2e%2f%2e%2e%2foutside.txt',
      '/examples/..%5c..%5coutside.txt',
      '/examples/index.html%00.js',
      '/examples/link.txt',
      '/examples/%E0%A4%A',
    ]) {
      const { status, body } = await rawGet(t.sandbox.url, rawPath);
      assert.equal(status, 404, rawPath);
      assert.doesNotMatch(body, /outside|private/, rawPath);
    }
  });
});

describe('sandbox: CORS', () => {
  const t = useSandbox({ root });

  it('answers a preflight from a local origin with 204 and the grants', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5000', 'http://localhost']) {
      const response = await fetch(`${t.sandbox.url}/api/player/signin/v2`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-player-session-id' },
      });
      assert.equal(response.status, 204, origin);
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), origin);
      assert.match(response.headers.get('Access-Control-Allow-Headers') ?? '', /X-Player-Session-Id/);
      assert.match(response.headers.get('Access-Control-Allow-Headers') ?? '', /Content-Type/);
      for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
        assert.match(response.headers.get('Access-Control-Allow-Methods') ?? '', new RegExp(method));
      }
    }
  });

  it('grants the actual request and exposes Retry-After', async () => {
    const response = await fetch(`${t.sandbox.url}/api/bootstrap`, { headers: { Origin: 'http://localhost:3000' } });
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), 'http://localhost:3000');
    assert.match(response.headers.get('Access-Control-Expose-Headers') ?? '', /Retry-After/);
    assert.match(response.headers.get('Vary') ?? '', /Origin/);
  });

  it('grants nothing to other origins', async () => {
    for (const origin of ['https://localhost:3000', 'http://evil.example', 'http://localhost.evil.example', 'null']) {
      const response = await fetch(`${t.sandbox.url}/api/bootstrap`, { method: 'OPTIONS', headers: { Origin: origin } });
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), null, origin);
    }
  });
});

describe('sandbox: as a middleware', () => {
  it('takes /api and /__sandbox and passes everything else to next()', async () => {
    const app = createSandboxApp({ root });
    const passed: string[] = [];
    const server = createServer((req: IncomingMessage, res: ServerResponse) =>
      app.handle(req, res, () => {
        passed.push(req.url ?? '');
        res.writeHead(418);
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      assert.equal((await fetch(`${url}/api/bootstrap`)).status, 200);
      assert.equal((await fetch(`${url}/__sandbox/clock`)).status, 200);
      assert.equal((await fetch(`${url}/examples/index.html`)).status, 418);
      assert.equal((await fetch(`${url}/`)).status, 418);
      assert.deepEqual(passed, ['/examples/index.html', '/']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
