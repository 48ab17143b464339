// The sandbox's stand-in chat (sandbox/chat/widget.js) records on the page what it was asked: how often its script
// ran and each boot with the player it was given. Read by the element's and window.casino's chat tests.

/** The stand-in chat's script, as the tests configure it. */
export const CHAT_SCRIPT = '/chat/widget.js';

export interface SandboxChat {
  loads: number;
  boots: Array<{ app_id: string; name: string; user_id: string }>;
}

/** What the stand-in chat recorded on this page; undefined before its script has run. */
export const sandboxChat = (): SandboxChat | undefined => (window as { __sandboxChat?: SandboxChat }).__sandboxChat;
