import { DRAFT_PREFIX as PREFIX, pendingDrafts } from './draft-storage.ts';
import { scheduleDraftWrites } from './draft-writer.ts';

export function readDraft<T extends object>(key: string): Partial<T> | null {
  const pending = pendingDrafts.get(key);
  if (pending) return { ...pending };
  try {
    const stored = globalThis.sessionStorage?.getItem(PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: object): void {
  pendingDrafts.set(key, values);
  // Stored a moment later, or at once when the page is left: from the first change on, so a reload loses nothing.
  scheduleDraftWrites();
}

export function clearDraft(key: string): void {
  pendingDrafts.delete(key);
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + key);
  } catch {
    // storage blocked: nothing was kept either
  }
}
