// Apart from the mount: when a widget may render for the first time, and the reads the page started before
// React ran (Registry.earlyReads) that it takes. Timing rules with their own constants, shared by the element
// (readyToMount, before it mounts) and the page's store (which takes the reads).
import type { EarlyReadKey } from '../../../adapters/contract.ts';
import { getI18n } from '../../../i18n/setup.ts';
import type { EarlyRead } from '../registry.ts';
import { localeFor, registry, textOverrides } from '../platform-access.ts';

// A read started at the page's load serves the widgets of that load, not one first shown minutes later.
const EARLY_READ_FRESH_MS = 10_000;

function usable(early: EarlyRead): boolean {
  return early.session === registry.session && Date.now() - early.started < EARLY_READ_FRESH_MS;
}

/** A read the page started early for the current session (see Registry.earlyReads), handed out once. */
export function takeEarlyRead<T>(key: EarlyReadKey): Promise<T> | null {
  const early = registry.earlyReads?.get(key);
  if (!early) return null;
  registry.earlyReads!.delete(key);
  return usable(early) ? (early.result as Promise<T>) : null;
}

// How long a first render waits for the reads the page started early: on a slow network the widget shows its
// own loading state after this rather than nothing.
const EARLY_READ_WAIT_MS = 150;
const settled = () => undefined;

/**
 * Settles once what a widget's first render shows is here: the language (its catalog is already on its way,
 * started with the widget's chunks) and the reads a signed-in page started early (Registry.earlyReads), these
 * for at most EARLY_READ_WAIT_MS. The element mounts then, so the first render is the widget with the
 * player's data rather than a spinner or a loading state, then a second render. A failure settles too; the
 * widget then reports it.
 */
export function readyToMount(requested: string | undefined, jurisdiction?: string, widget?: string): Promise<void> {
  // The operator's texts first (a locale of their own among them), so the first render shows them.
  const language = textOverrides.applied.then(() => getI18n(localeFor(requested, jurisdiction), widget)).then(settled, settled);
  const reads = [...(registry.earlyReads?.values() ?? [])].filter(usable).map((early) => early.result.then(settled, settled));
  if (reads.length === 0) return language;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, EARLY_READ_WAIT_MS));
  return Promise.all([language, Promise.race([Promise.all(reads), waited])]).then(settled);
}
