import type { DepositSuccessDetail, FunnelDetail } from './events.ts';

/**
 * The funnel: the steps a player takes towards money, as one stream of `casino-funnel` events (on the element,
 * bubbling and composed, so one listener on document hears them all), for the page's analytics; the detail's
 * type (FunnelDetail, events.ts) carries no personal data by construction.
 */
export type FunnelName = FunnelDetail['name'];

/** Every step, in the funnel's order, with when it is emitted (docs/integration.md's table; the tests read it). */
export const FUNNEL_STEPS = {
  'sign-up-step-shown': 'A step of the sign-up wizard showed (also after a reload that resumes it).',
  'sign-up-step-completed': 'The player left a sign-up step forward: Continue, Next, Sign up, Activate, a bonus chosen.',
  'deposit-opened': 'The deposit showed to a signed-in player: inline, in a dialog or as the sign-up\'s deposit step.',
  'deposit-succeeded': 'The cashier reported a deposit through (once per transaction).',
  'deposit-failed': 'The cashier reported a deposit refused or failed.',
  'limit-set': 'A responsible-gaming limit was set, changed or removed (as casino-limits-changed).',
  'dialog-opened': 'A widget opened as a dialog (window.casino, a link, a player action).',
} as const satisfies Record<FunnelName, string>;

/** deposit-succeeded from a deposit's success: the amount and an ISO currency code only (no transaction reference, no payload). */
export function depositSucceeded(widget: string, { amount, currency }: DepositSuccessDetail): FunnelDetail {
  return {
    name: 'deposit-succeeded',
    widget,
    ...(typeof amount === 'number' && Number.isFinite(amount) ? { amount } : {}),
    ...(typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? { currency } : {}),
  };
}
