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

/** What a Google Tag Manager data layer receives: `event` and flat, snake_case fields. */
export type DataLayerEntry = { event: `casino_${string}` } & Record<string, string | number | boolean>;

/**
 * The fields the bridge passes on, each under its data-layer name: anything else a detail might carry stays
 * out, so nothing personal reaches a tag manager even if a detail grew. `value` and `currency` are the names
 * Google Analytics 4 reads for a purchase's worth.
 */
export const DATA_LAYER_FIELDS = {
  widget: 'casino_widget',
  step: 'casino_step',
  stepNumber: 'casino_step_number',
  stepCount: 'casino_step_count',
  amount: 'value',
  currency: 'currency',
  limitType: 'casino_limit_type',
  period: 'casino_limit_period',
  forced: 'casino_forced',
} as const;

/** A funnel event as a data-layer entry: `{ event: 'casino_deposit_succeeded', casino_widget: 'deposit', value: 50, currency: 'EUR' }`. */
export function dataLayerEntry(detail: FunnelDetail): DataLayerEntry {
  const entry: DataLayerEntry = { event: `casino_${detail.name.replace(/-/g, '_')}` };
  for (const [field, name] of Object.entries(DATA_LAYER_FIELDS)) {
    const value: unknown = (detail as Readonly<Record<string, unknown>>)[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') entry[name] = value;
  }
  return entry;
}

/** deposit-succeeded from a deposit's success: the amount and an ISO currency code only (no transaction reference, no payload). */
export function depositSucceeded(widget: string, { amount, currency }: DepositSuccessDetail): FunnelDetail {
  return {
    name: 'deposit-succeeded',
    widget,
    ...(typeof amount === 'number' && Number.isFinite(amount) ? { amount } : {}),
    ...(typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? { currency } : {}),
  };
}
