// window.casino.openChat(): the chat of <casino-chat> (features/chat), opened from the page's own button. Its own
// chunk, loaded on the first call; the chat's loader (the one load per script the element shares) and its rules are
// loaded from here on demand too, so the entry carries neither. Those two modules and not the feature's index: the
// runtime shows none of the widget's texts, so the sign-in's catalog part must not carry them.
import type { CommonPlatformConfig, Platform, Profile } from '../../adapters/contract.ts';
import type { Registry } from './registry.ts';
import { subscribe } from './registry.ts';

/** The chat a page configures in code (`configure({ chat })`), for a page without a <casino-chat>. */
export type ChatOption = NonNullable<CommonPlatformConfig['chat']>;

/** The settings of the page's first <casino-chat> that names a script, else the configured chat, else none. */
export function pageChat(configured: ChatOption | undefined): ChatOption | null {
  const element = typeof document === 'undefined' ? null : document.querySelector('casino-chat[script-url]');
  const scriptUrl = element?.getAttribute('script-url')?.trim();
  if (element && scriptUrl) return { scriptUrl, appId: element.getAttribute('app-id') ?? '' };
  return configured?.scriptUrl ? configured : null;
}

export const NO_CHAT_MESSAGE =
  '[casino-elements] openChat: no chat is configured. Place a <casino-chat script-url="…" app-id="…"> on the page, or call casino.configure({ chat: { scriptUrl, appId } }).';

interface Services {
  registry: Registry;
  getPlatform(): Promise<Platform>;
}

/** Who is signed in now, for the chat's boot: none for a visitor, or when the profile cannot be read. */
async function currentProfile({ registry, getPlatform }: Services): Promise<Profile | null> {
  if (!registry.session) return null;
  try {
    return await (await getPlatform()).getProfile?.() ?? null;
  } catch {
    return null;
  }
}

// The chats this page opened through the API, each followed across sign-ins (as a <casino-chat> follows them).
const followed = new Set<string>();

/** Opens the chat: loads its script once (shared with any <casino-chat>), boots it for who is signed in, shows it. */
export async function openChat(services: Services): Promise<void> {
  const source = pageChat(services.registry.config.chat);
  if (!source) throw new Error(NO_CHAT_MESSAGE);
  const [loader, rules] = await Promise.all([import('../../features/chat/chat-loader.ts'), import('../../features/chat/chat-rules.ts')]);
  const chat = { ...loader, ...rules };
  const appId = source.appId ?? '';
  const profile = await currentProfile(services);
  const trusted = services.registry.config.trustedScriptOrigins;
  await chat.openChat(source.scriptUrl, trusted, chat.chatSettings(appId, profile), chat.chatIdentity(profile));
  if (followed.has(source.scriptUrl)) return;
  followed.add(source.scriptUrl);
  // Spec 002 §9: after a sign-in or a sign-out the started chat restarts, 500 ms later, for who is there now.
  let timer: ReturnType<typeof setTimeout> | undefined;
  subscribe(services.registry, (change) => {
    if (change !== 'session') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void currentProfile(services).then((now) => chat.followPlayer(source.scriptUrl, chat.chatSettings(appId, now), chat.chatIdentity(now)));
    }, chat.CHAT_RESTART_DELAY_MS);
  });
}
