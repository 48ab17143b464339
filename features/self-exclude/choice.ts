import type { PanicChoice, Platform } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';

/**
 * The panic button's choices as the spec tells them (001 §4): opening sends Open; Continue, closing or
 * Escape sends None; Take a break sends Pause. After Open, one choice is sent, never a second one.
 */
export interface PanicChoices {
  /** Sends Open once, whatever calls it again. */
  opened(): Promise<void>;
  /** Sends None or Pause unless a choice was already sent; resolves true when this call sent it. */
  choose(choice: Exclude<PanicChoice, 'open'>): Promise<boolean>;
  /** The choice already made, if any. */
  readonly chosen: Exclude<PanicChoice, 'open'> | null;
}

export function panicChoices(getPlatform: () => Promise<Platform>): PanicChoices {
  let open: Promise<void> | null = null;
  let chosen: Exclude<PanicChoice, 'open'> | null = null;
  const send = async (choice: PanicChoice) => requireOperation(await getPlatform(), 'sendPanicChoice')(choice);
  return {
    get chosen() {
      return chosen;
    },
    opened() {
      open ??= send('open').catch((error: unknown) => console.warn('[casino-elements] the platform did not record the panic button opening', error));
      return open;
    },
    async choose(choice) {
      if (chosen) return false;
      chosen = choice;
      // After Open, so the platform hears the two in their order.
      await open;
      await send(choice);
      return true;
    },
  };
}
