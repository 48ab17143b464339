// The captcha's own paths on the sandbox origin: the widget script and the token it asks for when ticked.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, isRecord, readJsonBody, sendError, sendJson } from '../http.ts';
import type { CaptchaStore } from './store.ts';

export const CAPTCHA_PREFIX = '/captcha';
/** The REST platform's header for a solved captcha on a sensitive call. */
export const CAPTCHA_HEADER = 'x-captcha-token';
/** What the player is told when a call needs a captcha it did not get (spec 002 section 5.2). */
export const CAPTCHA_MESSAGE = 'Let us know that you are a human.';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api.js');

export async function handleCaptcha(captcha: CaptchaStore, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const route = `${req.method ?? 'GET'} ${url.pathname.toLowerCase()}`;
  try {
    if (route === 'GET /captcha/api.js' || route === 'HEAD /captcha/api.js') {
      const content = await readFile(SCRIPT);
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': String(content.length) });
      res.end(req.method === 'HEAD' ? undefined : content);
      return;
    }
    if (route === 'POST /captcha/token') {
      const body = await readJsonBody(req);
      const siteKey = isRecord(body) && typeof body.sitekey === 'string' ? body.sitekey : '';
      const token = captcha.issue(siteKey);
      // reCAPTCHA shows "Invalid site key" for a key it does not know; so does the stand-in.
      if (!token) throw new ApiError(400, 'InvalidSiteKey', 'Invalid site key: the sandbox captcha answers only its test key.');
      sendJson(res, 200, { token });
      return;
    }
    throw new ApiError(404, 'NotFound', `No such captcha resource: ${url.pathname}.`);
  } catch (error) {
    if (error instanceof ApiError) sendError(res, error);
    else throw error;
  }
}

/**
 * The REST side's check, before the platform sees the call: a token that is sent must be valid (it is
 * spent either way); forgot password, and the further paths the control API marks, need one while it requires it.
 */
export function checkCaptchaHeader(captcha: CaptchaStore, req: IncomingMessage, apiPath: string): void {
  const header = req.headers[CAPTCHA_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (token !== undefined) {
    if (!captcha.verify(token)) throw new ApiError(400, 'CaptchaInvalid', CAPTCHA_MESSAGE);
    return;
  }
  const path = apiPath.toLowerCase().replace(/\/+$/, '');
  const sensitive = path === '/player/request-password-reset' || captcha.sensitivePaths.some((marked) => marked.toLowerCase() === path);
  if (sensitive && captcha.required && req.method === 'POST') throw new ApiError(400, 'CaptchaInvalid', CAPTCHA_MESSAGE);
}
