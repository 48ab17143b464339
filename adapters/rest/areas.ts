import type { OperationName } from '../contract.ts';
import { withCallPolicy } from '../call-policy.ts';
import { networkError } from '../errors.ts';
import { OPERATION_AREAS } from '../operations.ts';
import type { RestContext } from './context.ts';

/** The developer's text of the error when an area of the adapter did not arrive. */
export const AREA_LOAD_FAILED = 'A part of the platform adapter could not be loaded.';

/**
 * An area of the REST adapter (games, history, the sign-up's calls...), a chunk of its own that its operations
 * load at their first call (adapters/rest/index.ts), so that a first render downloads only the areas it calls.
 * Loaded under the call policy of the operation that asks: a read asks again after a dropped connection (the
 * browser keeps no failed module, so the same import fetches anew), a write that protects the player until the
 * policy gives up, any other write not. A load that still fails is the operation's network error, which the
 * widgets show with their Retry, as they do when the platform does not answer.
 */
export async function loadArea<M>(rest: RestContext, operation: OperationName, load: () => Promise<M>): Promise<M> {
  const loaded = await withCallPolicy<{ module: M } | { cause: unknown }>(operation, rest.context.config, async () => {
    try {
      return { outcome: { module: await load() }, transient: false };
    } catch (cause) {
      return { outcome: { cause }, transient: true };
    }
  });
  if ('module' in loaded) return loaded.module;
  throw networkError(OPERATION_AREAS[operation], loaded.cause, AREA_LOAD_FAILED);
}
