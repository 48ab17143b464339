// Part of the platform contract (adapters/contract.ts, its one entry): the mark of a PlatformError and the check by
// it, apart from the class (errors.ts): a widget tells a platform's error without the error classes the adapters
// load, so the widget kit, which a sign-in's first render loads, does not bring them (the build puts this module in
// the entry script: rollup.config.mjs ERROR_BRAND). It marks instances across copies of the library (two bundles on
// one page), where instanceof fails.
export const PLATFORM_ERROR = Symbol.for('casino-elements.platform-error');

/**
 * True for an error marked as a PlatformError (from any copy of the library: each is marked as it is made). What a
 * widget reads of it, without the class: isPlatformError (errors.ts) is this check, typed, and optionally by key.
 */
export function hasPlatformErrorMark(error: unknown): error is { readonly key: string; readonly code: string } {
  return typeof error === 'object' && error !== null && (error as { [PLATFORM_ERROR]?: unknown })[PLATFORM_ERROR] === true;
}
