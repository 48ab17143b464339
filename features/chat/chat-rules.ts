// <casino-chat>'s rules: the operator's chat widget is driven through its command function, Intercom's shape
// (`Intercom('boot', settings)`, `Intercom('show')`, `Intercom('shutdown')`), which the sandbox's chat script plays.
import type { Profile } from '../../adapters/contract.ts';

/** Spec 002 §9: the chat restarts 500 ms after the player signs in or out. */
export const CHAT_RESTART_DELAY_MS = 500;

/** The chat script's global command function. */
export type ChatCommand = (command: 'boot' | 'show' | 'shutdown', settings?: ChatSettings) => void;

/** What the chat is booted with: the operator's app id and the signed-in player's name and id (none for a visitor). */
export interface ChatSettings {
  app_id: string;
  name?: string;
  user_id?: string;
}

/** The boot settings for a player (their full name and their id), or for a visitor who is not signed in. */
export function chatSettings(appId: string, profile: Pick<Profile, 'userId' | 'firstName' | 'lastName'> | null | undefined): ChatSettings {
  if (!profile) return { app_id: appId };
  const name = [profile.firstName, profile.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
  return { app_id: appId, user_id: profile.userId, ...(name ? { name } : {}) };
}

/** Who the chat knows: the player's id, or '' for a visitor; a change of it restarts the chat. */
export function chatIdentity(profile: Pick<Profile, 'userId'> | null | undefined): string {
  return profile?.userId ?? '';
}
