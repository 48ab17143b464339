import type { WidgetName } from '../../features/toolkit/host/host-context.tsx';
import { WIDGET_TABLE, type TriggerRow } from '../widget-table.ts';

/**
 * The query-string triggers (spec 002 section 2.1), each widget's from its row of the widget table, in table
 * order: the parameters a trigger needs and the props it gives the widget. Frozen data, so the entry script can
 * take the parameters out of the address before anything else runs.
 */
export interface QueryTrigger extends TriggerRow {
  readonly widget: WidgetName;
}

export const QUERY_TRIGGERS: readonly QueryTrigger[] = Object.freeze(
  (Object.entries(WIDGET_TABLE) as Array<[WidgetName, { readonly triggers?: readonly TriggerRow[] }]>)
    .flatMap(([widget, row]) => (row.triggers ?? []).map((trigger) => Object.freeze({ widget, ...trigger }))),
);
