import { ApiError, isRecord } from '../http.ts';
import { type ApiContext, queryParam } from './context.ts';

/** The platform names the offending payload field in `Details.Field`; the adapter maps it to a key. */
export function invalidField(field: string, message = `${field} is missing or invalid.`): ApiError {
  return new ApiError(400, 'InvalidField', message, { Field: field });
}

export function requireBody(body: unknown, firstField: string): Record<string, unknown> {
  if (!isRecord(body)) throw invalidField(firstField, 'Send a JSON object.');
  return body;
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalidField(field);
  return value;
}

/** A list's page from the query: `offset` (default 0) and `max` (default 20, at most 100), each digits only. */
export function paging(ctx: ApiContext): { offset: number; max: number } {
  const number = (name: string, fallback: number) => {
    const raw = queryParam(ctx.query, name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw invalidField(name);
    return Number(raw);
  };
  return { offset: number('offset', 0), max: Math.min(100, number('max', 20)) };
}
