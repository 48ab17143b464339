/**
 * The one rule for every script the library adds to the page (the captcha provider's now; the provider framework
 * script and the chat script use the same, never a loader of their own):
 *
 * - Only `https:` addresses, or addresses of the page's own origin (local development on `http:`), are loaded.
 *   `data:`, `blob:`, `javascript:`, `http:` of another origin and anything unparsable are refused and logged with
 *   the scheme or origin only.
 * - A script gets the page's CSP nonce and the `casino-elements` Trusted Types policy's signature only when its
 *   origin is one the operator allowed in code (`configure({ trustedScriptOrigins })`), or when it is the very
 *   address the library ships as that script's default (reCAPTCHA's). An attribute (`captcha-script-url`) alone
 *   never earns it: any other accepted address is added bare, so it runs only where the page's own CSP allows its
 *   origin by name.
 *
 * No React and no platform here: a feature passes the options it read from the configuration.
 */
import { trustedScriptUrl } from './trusted-types.ts';

export interface ScriptTrust {
  /** Origins the operator allowed in code (`trustedScriptOrigins`): their scripts get the nonce and the signature. */
  readonly trustedOrigins?: readonly string[] | undefined;
  /** The address the library itself ships for this script (its default), trusted as it is and only as it is. */
  readonly builtIn?: string | undefined;
  /** The page's CSP nonce (the element's `nonce`, else the page's first `script[nonce]`). */
  readonly nonce?: string | undefined;
}

export type ScriptCheck =
  | { readonly accepted: true; readonly url: URL; readonly trusted: boolean }
  | { readonly accepted: false; readonly reason: string };

function pageOrigin(): string | null {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : null;
}

/** The origin of an allow-list entry; null for what could never be trusted (not https and not the page's origin). */
function trustedOrigin(entry: string): string | null {
  try {
    const url = new URL(entry);
    if (url.protocol === 'https:' || url.origin === pageOrigin()) return url.origin;
  } catch {
    // not an absolute address: ignored
  }
  return null;
}

/** Whether `address` may be loaded at all, and whether it may carry the nonce and the signature. */
export function checkScriptAddress(address: string | URL, trust: ScriptTrust = {}, base: string = globalThis.document?.baseURI ?? ''): ScriptCheck {
  let url: URL;
  try {
    url = new URL(address, base || undefined);
  } catch {
    return { accepted: false, reason: 'is not an address' };
  }
  const own = url.origin === pageOrigin() && (url.protocol === 'https:' || url.protocol === 'http:');
  if (url.protocol !== 'https:' && !own) return { accepted: false, reason: `uses ${url.protocol} (only https: or the page's own origin)` };
  if (url.username || url.password) return { accepted: false, reason: 'carries a user name' };
  const allowed = (trust.trustedOrigins ?? []).map(trustedOrigin).includes(url.origin);
  let builtIn = false;
  if (trust.builtIn) {
    try {
      const shipped = new URL(trust.builtIn);
      builtIn = shipped.origin === url.origin && shipped.pathname === url.pathname;
    } catch {
      builtIn = false;
    }
  }
  return { accepted: true, url, trusted: allowed || builtIn };
}

/** The nonce of the page's scripts (the one that loaded the library), for a page whose CSP uses nonces. */
export function pageNonce(): string | undefined {
  const script = globalThis.document?.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}

/**
 * Adds a script for `address` under the rule above and returns it (not yet loaded: listen to `load` and `error`);
 * throws a TypeError naming only the scheme or origin when the rule refuses the address, or when the page's
 * Trusted Types refuse an address that was not the operator's to trust.
 */
export function addScript(address: string | URL, trust: ScriptTrust = {}): HTMLScriptElement {
  const check = checkScriptAddress(address, trust);
  if (!check.accepted) throw new TypeError(`[casino-elements] a script address was refused: it ${check.reason}`);
  const { url, trusted } = check;
  const script = document.createElement('script');
  script.async = true;
  if (trusted) {
    const nonce = trust.nonce ?? pageNonce();
    if (nonce) script.nonce = nonce;
    // Under require-trusted-types-for 'script' the address must be a TrustedScriptURL: the policy signs exactly it.
    (script as unknown as { src: unknown }).src = trustedScriptUrl(url.href);
  } else {
    try {
      script.src = url.href;
    } catch {
      throw new TypeError(`[casino-elements] the page's Trusted Types refused the script of ${url.origin}: allow its origin with configure({ trustedScriptOrigins })`);
    }
  }
  document.head.append(script);
  return script;
}
