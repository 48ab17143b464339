// A part of an adapter loaded at the first call of an operation that needs it (the REST adapter's areas, the
// cashier's set-up), so that a first render downloads only what its first reads run.
import type { OperationName } from './contract.ts';
import { type PolicySettings, withCallPolicy } from './call-policy.ts';
import { networkError } from './errors.ts';
import { OPERATION_AREAS } from './operations.ts';

/** The developer's text of the error when a part of the adapter did not arrive. */
export const PART_LOAD_FAILED = 'A part of the platform adapter could not be loaded.';

/**
 * Loaded under the call policy of the operation that asks: a read asks again after a dropped connection (the
 * browser keeps no failed module, so the same import fetches anew), a write that protects the player until the
 * policy gives up, any other write not. A load that still fails is the operation's network error, which the
 * widgets show with their Retry, as they do when the platform does not answer.
 */
export async function loadPart<M>(operation: OperationName, settings: PolicySettings, load: () => Promise<M>): Promise<M> {
  const loaded = await withCallPolicy<{ module: M } | { cause: unknown }>(operation, settings, async () => {
    try {
      return { outcome: { module: await load() }, transient: false };
    } catch (cause) {
      return { outcome: { cause }, transient: true };
    }
  });
  if ('module' in loaded) return loaded.module;
  throw networkError(OPERATION_AREAS[operation], loaded.cause, PART_LOAD_FAILED);
}
