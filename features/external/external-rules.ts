// <casino-external>'s rules: which addresses it may show (the operator's allow-list), and what its frame is allowed.

/** Why an address is refused: not an http(s) address at all, or of an origin the operator did not list. */
export type ExternalRefusal = 'invalid' | 'not-allowed';

export type ExternalCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: ExternalRefusal; readonly origin: string };

/** An allow-list entry as an origin (`https://help.example/` -> `https://help.example`); null when it is none. */
export function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The address resolved against the page, when its origin is one the operator listed (`externalOrigins`). Only http
 * and https: a `javascript:` or `data:` address is never an origin on the list. The page's own origin is not
 * allowed unless listed either: the list is the whole answer.
 */
export function checkExternal(address: string, allowList: readonly string[] | undefined, pageUrl: string): ExternalCheck {
  let url: URL;
  try {
    url = new URL(address.trim(), pageUrl);
  } catch {
    return { ok: false, reason: 'invalid', origin: address };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid', origin: url.protocol };
  const allowed = new Set((allowList ?? []).map(originOf).filter((origin): origin is string => origin !== null));
  return allowed.has(url.origin) ? { ok: true, url } : { ok: false, reason: 'not-allowed', origin: url.origin };
}

/**
 * The frame's sandbox: the least another site's page needs to work (its scripts, its own cookies and storage on its
 * own origin, links and pop-ups that open in a new tab as ordinary pages). No forms, no top navigation, no modals,
 * no downloads, no pointer lock: it cannot take the page away or ask the player anything in its name.
 */
export const EXTERNAL_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The browser features the frame may use: full screen only when the element is in its full-screen mode; none else. */
export function externalPermissions(fullScreen: boolean): string {
  return fullScreen ? 'fullscreen' : '';
}

/** Spec 002 §2.2: on a phone the frame is the window's height less 50 px (the page's own bar). */
export const PHONE_FRAME_OFFSET_PX = 50;
