import type { FunnelDetail } from '../../features/toolkit/events/index.ts';

// The analytics bridge's chunk (elements/runtime/analytics.ts loads it once the page turns the bridge on): how a
// casino-funnel event becomes a data-layer entry. A page without analytics never fetches it.

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
