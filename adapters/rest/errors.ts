import * as v from 'valibot';
import { type ErrorArea, type ErrorCode, PlatformError, type PlatformContext, type RestPlatformConfig } from '../contract.ts';
import { ERROR_CODE_WORDS } from '../error-codes.ts';

/**
 * `MobilePhoneNumber` → `mobile-phone-number`, for provider names with no row in a table: here, with the REST error
 * tables, rather than in the adapters' shared parts every signed-in page loads, since only an error answer's reading uses it.
 */
export function kebabCase(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** The REST platform's error `Code` → the key's code (adapters/error-codes.ts). */
export const REST_ERROR_CODES = ERROR_CODE_WORDS;

/** The code whose key names the invalid payload field. */
export const INVALID_FIELD_CODE = 'InvalidField';

/** `Details.Field` of `InvalidField` (a payload field) → the spec's field name in `invalid-field-{field}`. */
export const REST_INVALID_FIELDS = {
  Username: 'username',
  Password: 'password',
  Email: 'email',
  BirthDate: 'dob',
  FirstName: 'first-name',
  LastName: 'last-name',
  Address1: 'address',
  City: 'city',
  Zip: 'zip',
  Region: 'region',
  Country: 'country',
  MobilePhoneNumber: 'phone',
  PhoneNumber: 'phone',
  Language: 'language',
  Currency: 'currency',
  Jurisdiction: 'jurisdiction',
  Gender: 'gender',
} as const satisfies Record<string, string>;

/** The error body: `{ Code, Message, Details? }` (shared/reference/rest-platform.md). */
export const RestErrorBody = v.object({
  Code: v.string(),
  Message: v.nullish(v.string()),
  Details: v.nullish(v.record(v.string(), v.unknown())),
});
export type RestErrorBody = v.InferOutput<typeof RestErrorBody>;

/** Detail values as strings; nested values are dropped (only scalars are ever shown or mapped). */
export function detailStrings(details: Readonly<Record<string, unknown>> | null | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') strings[name] = String(value);
  }
  return strings;
}

function invalidFieldCode(details: Readonly<Record<string, string>>): ErrorCode {
  // The spec reads "the first detail field"; the documented key is Field, so it wins when present.
  const field = details['Field'] ?? Object.values(details)[0];
  if (!field) return 'unknown-error';
  const name = Object.hasOwn(REST_INVALID_FIELDS, field)
    ? REST_INVALID_FIELDS[field as keyof typeof REST_INVALID_FIELDS]
    : kebabCase(field);
  return name ? `invalid-field-${name}` : 'unknown-error';
}

/** The key's code for a REST error `Code` and its details; anything unlisted is `unknown-error`. */
export function restErrorCode(code: string | null | undefined, details: Readonly<Record<string, string>> = {}): ErrorCode {
  if (!code) return 'unknown-error';
  if (code === INVALID_FIELD_CODE) return invalidFieldCode(details);
  // hasOwn, so a Code such as "constructor" cannot reach Object.prototype.
  return Object.hasOwn(REST_ERROR_CODES, code) ? REST_ERROR_CODES[code as keyof typeof REST_ERROR_CODES] : 'unknown-error';
}

/** The `PlatformError` for a non-2xx answer whose body parsed (or not: `body` undefined). */
export function restError(
  area: ErrorArea,
  status: number,
  body: RestErrorBody | undefined,
  extra: { retryAfterSeconds?: number; sessionCall: boolean; cause?: unknown },
): PlatformError {
  const details = detailStrings(body?.Details);
  let code = restErrorCode(body?.Code, details);
  // A 401 to a call that carried a session means that session is not accepted, whatever the body.
  if (status === 401 && extra.sessionCall) code = 'session-expired';
  return new PlatformError({
    area,
    code,
    status,
    message: body ? `${body.Code}: ${body.Message ?? ''}`.trim() : `HTTP ${status}`,
    ...(Object.keys(details).length > 0 ? { details } : {}),
    ...(extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    ...(extra.cause !== undefined ? { cause: extra.cause } : {}),
  });
}

/**
 * The `PlatformError` of an answer that is an error (adapters/rest/http.ts, which loads this module with the first
 * one): its body read as RestErrorBody where it is one, the server's Retry-After in whole seconds.
 */
export function answerError(area: ErrorArea, status: number, text: string, retryAfterMs: number | undefined, sessionCall: boolean, cause: unknown): PlatformError {
  let parsed: { value: unknown } | undefined;
  try {
    parsed = text ? { value: JSON.parse(text) } : undefined;
  } catch {
    parsed = undefined;
  }
  const body = parsed ? v.safeParse(RestErrorBody, parsed.value) : undefined;
  return restError(area, status, body?.success ? body.output : undefined, {
    sessionCall,
    cause,
    ...(retryAfterMs === undefined ? {} : { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }),
  });
}

/** The header a completed captcha's token goes in (the same as the reset request's, adapters/rest/account.ts). */
const CAPTCHA_TOKEN_HEADER = 'X-Captcha-Token';

/**
 * A call the platform marks as sensitive answers CaptchaInvalid (`captcha-required`) when it came without a
 * token (spec 002 §5.2: the captcha token goes on sensitive calls): with a site key configured, the page's
 * captcha prompt asks the player, and the same call goes once more with the token. A call that carried a token
 * already, or a player who closes the prompt, keeps the platform's refusal (`refusal`).
 */
export async function withCaptcha<R extends { readonly headers?: Readonly<Record<string, string>> }, T>(
  context: PlatformContext<RestPlatformConfig>,
  request: R,
  refusal: PlatformError,
  exchange: (request: R) => Promise<T>,
): Promise<T> {
  const carried = Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === CAPTCHA_TOKEN_HEADER.toLowerCase());
  if (carried || !context.config.captchaSiteKey || !context.solveCaptcha) throw refusal;
  let token: string;
  try {
    token = await context.solveCaptcha({ siteKey: null });
  } catch {
    throw refusal;
  }
  if (!token) throw refusal;
  return exchange({ ...request, headers: { ...request.headers, [CAPTCHA_TOKEN_HEADER]: token } });
}
