// The support chat's script on the sandbox origin, as a hosted chat serves its own (sandbox/chat/widget.js).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHAT_PREFIX = '/chat';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'widget.js');

export async function handleChat(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const route = `${req.method ?? 'GET'} ${url.pathname.toLowerCase()}`;
  if (route !== 'GET /chat/widget.js' && route !== 'HEAD /chat/widget.js') {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('No such chat resource.');
    return;
  }
  const content = await readFile(SCRIPT);
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': String(content.length) });
  res.end(req.method === 'HEAD' ? undefined : content);
}
