import { DRAFT_PREFIX as PREFIX, pendingDrafts } from './draft-storage.ts';

// Storing the drafts session-draft.ts keeps in pendingDrafts. Not a chunk fetched at the first change: a page left
// while it was on its way would have lost the first draft.

// A draft is written a moment after the typing, not inside each keystroke's frame (serialising the form and
// storing it took about a tenth of a key's work): the last values of a burst are stored once. A page being
// left or hidden stores them at once, so a reload or a closed tab loses nothing.
const WRITE_DELAY_MS = 300;
let writeTimer: ReturnType<typeof setTimeout> | undefined;
let storesWhenLeft = false;

function store(key: string, values: object): void {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or blocked: the draft is a comfort, not a requirement
  }
}

/** Stores every draft still waiting; called by the timer, and when the page is left or hidden. */
export function flushDrafts(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  for (const [key, values] of pendingDrafts) store(key, values);
  pendingDrafts.clear();
}

/** Stores the drafts waiting in pendingDrafts a moment from now, or when the page is left first. */
export function scheduleDraftWrites(): void {
  if (!storesWhenLeft && typeof document !== 'undefined') {
    storesWhenLeft = true;
    addEventListener('pagehide', flushDrafts);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushDrafts());
  }
  writeTimer ??= setTimeout(flushDrafts, WRITE_DELAY_MS);
}
