import { ApiError, isRecord } from '../http.ts';

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
