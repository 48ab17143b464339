import { EARLY_TRIGGER, takeTrigger } from './address-tokens.ts';
import type { QueryTrigger } from './query-trigger-table.ts';
import { openWidget } from './widgets.ts';

export { QUERY_TRIGGERS, type QueryTrigger } from './query-trigger-table.ts';

/**
 * Opens the widget of the trigger taken from the address when the entry script started, or else of the
 * first trigger the address matches now (taking its parameters out of the address); `triggers` are the
 * widget table's unless given (a test's own rows).
 */
export function runQueryTriggers(location: Location = window.location, triggers?: readonly QueryTrigger[]): boolean {
  const taken = EARLY_TRIGGER.pop() ?? takeTrigger(location, triggers);
  return taken !== null && openWidget(taken.widget, taken.props) !== null;
}
