import type { PanicChoice, Platform } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';

/**
 * The panic button's choices as the spec tells them (001 §4, 002 §4.5): opening sends Open; Continue, or
 * closing the dialog, sends None; Take a break sends Pause. After Open, one choice is recorded, never a
 * second one. A choice the platform did not record can be sent again (Retry): a failed Pause is no break.
 */
export interface PanicChoices {
  /** Sends Open once, whatever calls it again. */
  opened(): Promise<void>;
  /**
   * Sends None or Pause unless a choice was already sent (Open first, if it was not); resolves true when
   * this call sent it. When the platform refuses it, it rejects and the choice is open again.
   */
  choose(choice: Exclude<PanicChoice, 'open'>): Promise<boolean>;
  /** The choice already made, if any. */
  readonly chosen: Exclude<PanicChoice, 'open'> | null;
}

export function panicChoices(getPlatform: () => Promise<Platform>): PanicChoices {
  let open: Promise<void> | null = null;
  let chosen: Exclude<PanicChoice, 'open'> | null = null;
  const send = async (choice: PanicChoice) => requireOperation(await getPlatform(), 'sendPanicChoice')(choice);
  const opened = () => {
    open ??= send('open').catch((error: unknown) => console.warn('[casino-elements] the platform did not record the panic button opening', error));
    return open;
  };
  return {
    get chosen() {
      return chosen;
    },
    opened,
    async choose(choice) {
      if (chosen) return false;
      chosen = choice;
      try {
        // After Open, so the platform hears the two in their order.
        await opened();
        await send(choice);
      } catch (error) {
        chosen = null;
        throw error;
      }
      return true;
    },
  };
}
