import { currencyDigits } from './format.ts';

/**
 * Whether a money result is a loss, a win or neither, as the currency shows it (-€0.001 is no loss): a result
 * is said in words ("a loss of €108.50"), never left to a minus sign a player must read right.
 */
export type ResultKind = 'loss' | 'win' | 'even';

export function resultKind(amount: number, currency: string): ResultKind {
  const shown = Number(amount.toFixed(currencyDigits(currency)));
  return shown < 0 ? 'loss' : shown > 0 ? 'win' : 'even';
}
