import type { OperationName } from '../contract.ts';
import { PART_LOAD_FAILED, loadPart } from '../load-part.ts';
import type { RestContext } from './context.ts';

/** The developer's text of the error when an area of the adapter did not arrive. */
export const AREA_LOAD_FAILED = PART_LOAD_FAILED;

/**
 * An area of the REST adapter (games, history, the sign-up's calls...), a chunk of its own that its operations
 * load at their first call (adapters/rest/index.ts), so that a first render downloads only the areas it calls.
 * Loaded under the call policy of the operation that asks (adapters/load-part.ts): a load that still fails is the
 * operation's network error, which the widgets show with their Retry.
 */
export function loadArea<M>(rest: RestContext, operation: OperationName, load: () => Promise<M>): Promise<M> {
  return loadPart(operation, rest.context.config, load);
}
