import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCaptchaHeader } from './captcha/routes.ts';
import { ApiError, readJsonBody, sendEmpty, sendError, sendJson } from './http.ts';
import { KYC_UPLOAD_MAX_BODY_BYTES } from './rest/kyc.ts';
import { dispatch } from './rest/router.ts';
import { ROUTES } from './rest/routes.ts';
import type { ApiResponse } from './rest/context.ts';
import { httpIdempotencyScope, rememberAnswer, rememberedAnswer } from './idempotency.ts';
import type { SandboxWorld } from './world.ts';

export const API_PREFIX = '/api';

// A document upload carries the file in base64; every other body stays under the default megabyte.
const LARGE_BODIES: Readonly<Record<string, number>> = { '/kyc/upload': KYC_UPLOAD_MAX_BODY_BYTES };

export async function handleApi(world: SandboxWorld, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    const path = url.pathname.slice(API_PREFIX.length);
    checkCaptchaHeader(world.captcha, req, path);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readJsonBody(req, LARGE_BODIES[path.toLowerCase().replace(/\/+$/, '')]);
    const scope = httpIdempotencyScope(req, method, path);
    const state = world.state;
    // A write sent again with its key: the first answer, and nothing done twice.
    const first = rememberedAnswer<ApiResponse | ApiError>(state, scope);
    if (first instanceof ApiError) throw first;
    let response: ApiResponse;
    try {
      response = first ?? (await dispatch(ROUTES, method, path, { req, query: url.searchParams, body, state, clock: world.clock, oauthUrl: world.oauthUrl, gamesUrl: world.gamesUrl }));
    } catch (error) {
      if (error instanceof ApiError) rememberAnswer(state, scope, error);
      throw error;
    }
    rememberAnswer(state, scope, response);
    if (Buffer.isBuffer(response.body)) {
      // An image (the QR code): sent as it is.
      res.writeHead(response.status, { ...response.headers, 'Content-Length': String(response.body.length) });
      res.end(response.body);
    } else if (response.body === undefined) sendEmpty(res, response.status, response.headers);
    else sendJson(res, response.status, response.body, response.headers);
  } catch (error) {
    if (error instanceof ApiError) sendError(res, error);
    else throw error;
  }
}
