import * as v from 'valibot';

// How a real backend writes scalars (shared/reference/rest-platform.md, "Reading answers from a real
// backend"): the public client types a version as a string and an id or an amount as a number, .NET
// serializers send an absent optional as null as often as they leave it out, and an operator's own
// backend in front of the platform may do either. Each reader below accepts every spelling whose meaning
// is unambiguous and refuses only what cannot be read (a word where a number is meant).

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number, or a string that is one (`"3"`, `" 10.50 "`); anything else fails. */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(NUMBER_TEXT))]),
  v.transform(Number),
  v.finite(),
);

/** An optional number: missing or null as sent, an empty string as missing. */
export const optionalNumeric = v.pipe(
  v.optional(v.nullable(v.union([numeric, v.pipe(v.string(), v.trim(), v.length(0))]))),
  v.transform((value) => (typeof value === 'string' ? undefined : value)),
);

/** A document or terms version: a whole number from 0, written as a number or a string. */
export const version = v.pipe(numeric, v.integer(), v.minValue(0));

/** An optional version: missing or null as sent, an empty string as missing. */
export const optionalVersion = v.pipe(
  v.optional(v.nullable(v.union([version, v.pipe(v.string(), v.trim(), v.length(0))]))),
  v.transform((value) => (typeof value === 'string' ? undefined : value)),
);

/** An id: a number or a non-empty string (the mappings turn it into text: ids are compared, never counted). */
export const id = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.minLength(1))]);

/** Optional text, missing or null as sent; a number where text is meant (a post code, a phone number) is read as its digits. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())]))),
  v.transform((value) => (typeof value === 'number' ? String(value) : value)),
);

/** A yes/no: a boolean, or the words true and false as some serializers write them. */
export const flag = v.union([
  v.boolean(),
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['true', 'false']), v.transform((value) => value === 'true')),
]);

/** An optional yes/no: missing or null is undefined. */
export const optionalFlag = v.optional(v.nullable(flag));
