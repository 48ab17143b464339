// Small response helpers shared by the REST platform, the control API and static files.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The platform's error shape: a non-2xx status and `{ Code, Message, Details? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** The platform answers many writes with 200 and no body at all (not `null`, not `{}`). */
export function sendEmpty(res: ServerResponse, status = 200, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' });
  res.end();
}

export function sendError(res: ServerResponse, error: ApiError): void {
  const body: { Code: string; Message: string; Details?: Record<string, string> } = {
    Code: error.code,
    Message: error.message,
  };
  if (error.details) body.Details = error.details;
  sendJson(res, error.status, body, error.headers);
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a JSON body; an empty body is `undefined`, the way the platform's writes without payload arrive. */
export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new ApiError(413, 'PayloadTooLarge', 'The request body is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'BadRequest', 'The request body is not valid JSON.');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
