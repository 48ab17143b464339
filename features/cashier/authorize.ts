/**
 * The cashier's two host-affecting calls of the reference protocol, each behind its own opt-in:
 * SETUP_AUTHORIZE_SCRIPT adds a provider's script to the page only for a provider named in
 * `authorize-scripts`, and EXECUTE_AUTHORIZE_METHOD calls a page function only when it is named in
 * `authorize-methods`. Neither opt-in implies the other. A refused attempt is logged with its type and
 * the provider or function name, never the script, its parameters or anything of the session.
 */
import { trustedScript } from '../../ui/trusted-types.ts';

export interface AuthorizeOptIns {
  /** Providers whose set-up script the cashier may add to the page (`authorize-scripts`). */
  readonly scripts: readonly string[];
  /** Page functions (globals) the cashier may call (`authorize-methods`). */
  readonly methods: readonly string[];
  /** The CSP nonce the added script carries, so a strict `script-src 'nonce-…'` allows exactly it (the element's `nonce`). */
  readonly nonce?: string;
}

const LOG = '[casino-elements] cashier:';

function named(list: readonly string[], name: string): boolean {
  const wanted = name.toLowerCase();
  return list.some((entry) => entry.toLowerCase() === wanted);
}

/** Adds the provider's set-up script when the page opted in for that provider; false when refused. */
export function setUpAuthorizeScript(payload: { provider: string; authorizeScript: string }, optIns: AuthorizeOptIns, doc: Document = document): boolean {
  const { provider, authorizeScript } = payload;
  if (!named(optIns.scripts, provider)) {
    console.warn(`${LOG} dropped SETUP_AUTHORIZE_SCRIPT for provider "${provider}": not in authorize-scripts (the page's opt-in for script set-up)`);
    return false;
  }
  const id = `Authenticate_${provider}`;
  if (doc.getElementById(id)) return true; // set up once per page, as the reference does
  try {
    const script = doc.createElement('script');
    script.id = id;
    if (optIns.nonce) script.nonce = optIns.nonce;
    // Under require-trusted-types-for 'script' the text must be a TrustedScript: the policy signs exactly this one.
    (script as unknown as { text: unknown }).text = trustedScript(authorizeScript);
    doc.body.append(script);
    return true;
  } catch (error) {
    console.error(`${LOG} unable to add the authorize script for ${provider}`, error instanceof Error ? error.name : 'error');
    return false;
  }
}

/** Calls the named page function when the page listed it; false when refused. */
export function executeAuthorizeMethod(payload: { method: string; parameters?: unknown }, optIns: AuthorizeOptIns, win: Window = window): boolean {
  const { method, parameters } = payload;
  const fn = Object.hasOwn(win, method) ? (win as unknown as Record<string, unknown>)[method] : undefined;
  if (!optIns.methods.includes(method) || typeof fn !== 'function') {
    console.warn(`${LOG} dropped EXECUTE_AUTHORIZE_METHOD for ${method}: not in authorize-methods (the page's opt-in for method calls)`);
    return false;
  }
  (fn as (value: unknown) => void).call(win, parameters);
  return true;
}
