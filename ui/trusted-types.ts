/**
 * The library's one Trusted Types policy, named `casino-elements`, so a page that sends
 * `require-trusted-types-for 'script'; trusted-types casino-elements` can load it. The policy object never
 * leaves this module, and it signs nothing on its own: HTML only while the sanitizer runs (DOMPurify hands
 * it the text it parses into an inert document, then its own clean output), a script only the very
 * text the cashier's opted-in script set-up granted a moment before, and a script address only the very
 * address the captcha's loader (the configured provider's script) granted a moment before.
 */
import type { Config } from 'dompurify';

export const TRUSTED_TYPES_POLICY_NAME = 'casino-elements';

/** The browser's policy type, as DOMPurify declares it (lib.dom has no Trusted Types yet). */
export type CasinoTrustedTypesPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
export type TrustedScriptValue = ReturnType<CasinoTrustedTypesPolicy['createScript']>;
export type TrustedScriptUrlValue = ReturnType<CasinoTrustedTypesPolicy['createScriptURL']>;

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScript(input: string): string; createScriptURL(input: string): string }): CasinoTrustedTypesPolicy;
}

let policy: CasinoTrustedTypesPolicy | null | undefined;
let sanitizing = 0;
let grantedScript: string | null = null;
let grantedScriptUrl: string | null = null;

function refuse(what: string): never {
  throw new TypeError(`[casino-elements] the ${TRUSTED_TYPES_POLICY_NAME} policy signs ${what}`);
}

/** The policy, created on first use; null where the browser has no Trusted Types or the page allows no such policy. */
export function trustedTypesPolicy(): CasinoTrustedTypesPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return (policy = null);
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: (input) => (sanitizing > 0 ? input : refuse('HTML only from its sanitizer')),
      createScript: (input) => (grantedScript !== null && input === grantedScript ? input : refuse('only a script the cashier opt-in granted')),
      createScriptURL: (input) => (grantedScriptUrl !== null && input === grantedScriptUrl ? input : refuse('only the captcha script address it was given')),
    });
  } catch {
    console.warn(`[casino-elements] could not create the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}": add it to the page's trusted-types directive (with 'allow-duplicates' when two copies of the library are loaded)`);
    policy = null;
  }
  return policy;
}

/** Runs the sanitizer with the policy open to it (see above); what the sanitizer returns is signed by it. */
export function withSanitizerPolicy<T>(run: (policy: CasinoTrustedTypesPolicy | null) => T): T {
  const current = trustedTypesPolicy();
  sanitizing += 1;
  try {
    return run(current);
  } finally {
    sanitizing -= 1;
  }
}

/** A script text as the page's Trusted Types want it: signed where the browser has them, the text otherwise. */
export function trustedScript(text: string): TrustedScriptValue | string {
  const current = trustedTypesPolicy();
  if (!current) return text;
  grantedScript = text;
  try {
    return current.createScript(text);
  } finally {
    grantedScript = null;
  }
}

/** A script address as the page's Trusted Types want it (the captcha provider's script): signed where the browser has them. */
export function trustedScriptUrl(url: string): TrustedScriptUrlValue | string {
  const current = trustedTypesPolicy();
  if (!current) return url;
  grantedScriptUrl = url;
  try {
    return current.createScriptURL(url);
  } finally {
    grantedScriptUrl = null;
  }
}
