// Paths are matched without letter case: the spec writes `/content/getdocument`, the public
// client `/content/GetDocument`, and the real platform (ASP.NET) accepts both.
import { ApiError } from '../http.ts';
import type { ApiContext, ApiResponse, Handler, SessionContext } from './context.ts';
import { requireSession } from './session.ts';

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Relative to `/api`; `{name}` segments become `ctx.params.name`. */
  path: string;
  handle: Handler;
}

export const publicRoute = (method: Route['method'], path: string, handle: Handler): Route => ({
  method,
  path,
  handle,
});

export const sessionRoute = (method: Route['method'], path: string, handle: Handler<SessionContext>): Route => ({
  method,
  path,
  handle: (ctx) => handle(requireSession(ctx)),
});

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError(400, 'BadRequest', 'The path is not correctly encoded.');
  }
}

function match(route: Route, wanted: string[]): Record<string, string> | null {
  const pattern = segments(route.path);
  if (pattern.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const actual = wanted[index] ?? '';
    if (part.startsWith('{') && part.endsWith('}')) params[part.slice(1, -1)] = safeDecode(actual);
    else if (part !== actual) return null;
  }
  return params;
}

export function dispatch(
  routes: readonly Route[],
  method: string,
  path: string,
  ctx: Omit<ApiContext, 'params'>,
): ApiResponse | Promise<ApiResponse> {
  const wanted = segments(path);
  const allowed: string[] = [];
  for (const route of routes) {
    const params = match(route, wanted);
    if (!params) continue;
    if (route.method === method) return route.handle({ ...ctx, params });
    allowed.push(route.method);
  }
  if (allowed.length > 0) {
    throw new ApiError(405, 'MethodNotAllowed', `Use ${allowed.join(' or ')} for ${path}.`, undefined, {
      Allow: allowed.join(', '),
    });
  }
  throw new ApiError(404, 'NotFound', `No such endpoint: ${method} /api${path}.`);
}
