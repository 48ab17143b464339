import { addScript } from '../../ui/script-loader.ts';
import type { ChatCommand, ChatSettings } from './chat-rules.ts';

/** How long the chat script may take to arrive before the button says it failed. */
const CHAT_LOAD_TIMEOUT_MS = 15_000;

// One load per address for the page's life, as the captcha's: a second element or a second click reuses it; a
// failed load is forgotten, so the next click tries again.
const loads = new Map<string, Promise<ChatCommand>>();

const command = (): ChatCommand | undefined => {
  const found = (globalThis as { Intercom?: unknown }).Intercom;
  return typeof found === 'function' ? (found as ChatCommand) : undefined;
};

/**
 * The operator's chat script, added once under the library's one script rule (ui/script-loader.ts: https or the
 * page's own origin; the nonce only for an origin trusted in code), resolving with its command function.
 */
export function loadChat(scriptUrl: string, trustedOrigins: readonly string[] | undefined): Promise<ChatCommand> {
  const key = new URL(scriptUrl, document.baseURI).href;
  const known = loads.get(key);
  if (known) return known;
  const loading = new Promise<ChatCommand>((resolve, reject) => {
    let script: HTMLScriptElement;
    const fail = (reason: string) => {
      clearTimeout(timer);
      loads.delete(key);
      script?.remove();
      reject(new Error(`[casino-elements] the chat script ${reason}`));
    };
    const timer = setTimeout(() => fail('did not load in time'), CHAT_LOAD_TIMEOUT_MS);
    try {
      script = addScript(key, { trustedOrigins });
    } catch (error) {
      fail(error instanceof Error ? error.message : 'was refused');
      return;
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const api = command();
      if (api) resolve(api);
      else fail('defines no Intercom command');
    });
    script.addEventListener('error', () => fail('did not load'));
  });
  loads.set(key, loading);
  return loading;
}

/** The chat started on this page, per script: its command function and who it was booted for. */
const started = new Map<string, { api: ChatCommand; identity: string }>();

/** Loads the chat (once), boots it the first time for who is there, and opens it. */
export async function openChat(scriptUrl: string, trustedOrigins: readonly string[] | undefined, settings: ChatSettings, identity: string): Promise<void> {
  const api = await loadChat(scriptUrl, trustedOrigins);
  const key = new URL(scriptUrl, document.baseURI).href;
  if (!started.has(key)) {
    api('boot', settings);
    started.set(key, { api, identity });
  }
  api('show');
}

/** After a sign-in or a sign-out: a chat already started is restarted for who is there now (once, whichever element asks). */
export function followPlayer(scriptUrl: string, settings: ChatSettings, identity: string): void {
  const chat = started.get(new URL(scriptUrl, document.baseURI).href);
  if (!chat || chat.identity === identity) return;
  chat.api('shutdown');
  chat.api('boot', settings);
  chat.identity = identity;
}
