// The drafts' storage, without React: the entry script clears every draft when a session ends, whatever
// widgets the page loaded (a draft may come from another page of the same tab).

/** Every draft's sessionStorage key starts with it (`casino-elements.draft.signin`, `casino-elements.draft.profile.1042`). */
export const DRAFT_PREFIX = 'casino-elements.draft.';

/** Drafts typed but not yet stored (session-draft.ts writes them a moment later, off the keystroke's frame). */
export const pendingDrafts = new Map<string, object>();

/**
 * Removes every casino-elements draft of this tab: what a player typed (names, addresses, e-mails) must not
 * outlive the session it was typed in, nor wait there for the next person at a shared computer.
 */
export function clearAllDrafts(): void {
  pendingDrafts.clear();
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept either
  }
}
