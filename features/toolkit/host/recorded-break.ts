import { atom } from 'jotai';

// Apart from the break notice (features/toolkit/host/break-notice.tsx): the account reads it at its first render,
// which shows no notice, and takes it with the lazily loaded parts' styles (use-styles.ts) from a chunk of their own
// rather than with the signed-in player's parts (rollup.config.mjs, HOST_PARTS).

/** A break or self-exclusion the platform has just recorded: what it was, and when it ends (null: no end). */
export interface RecordedBreak {
  readonly kind: 'block' | 'self-exclude';
  readonly until: number | null;
  /** The element the player took it in: the message takes focus there only. */
  readonly element: HTMLElement;
}

/**
 * Set when the platform has recorded a break, before the sign-out it brings: the widget that shows the signed-out
 * state (the account's sign-in) says what was recorded and until when, so the player is not left at a bare form.
 */
export const recordedBreakAtom = atom<RecordedBreak | null>(null);
