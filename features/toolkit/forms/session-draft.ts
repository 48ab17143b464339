import { DRAFT_PREFIX as PREFIX, pendingDrafts } from './draft-storage.ts';

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

// Storing it (draft-writer.ts) is a chunk of its own, fetched at the first change: a form's first render only reads.
type DraftWriter = typeof import('./draft-writer.ts');
let writer: Promise<DraftWriter> | undefined;

export function writeDraft(key: string, values: object): void {
  pendingDrafts.set(key, values);
  // One that did not arrive is asked for again at the next change; the draft waits in pendingDrafts meanwhile.
  (writer ??= import('./draft-writer.ts')).then((loaded) => loaded.scheduleDraftWrites(), () => {
    writer = undefined;
  });
}

export function clearDraft(key: string): void {
  pendingDrafts.delete(key);
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + key);
  } catch {
    // storage blocked: nothing was kept either
  }
}
