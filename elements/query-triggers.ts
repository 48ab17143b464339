import { EARLY_TRIGGER, takeTrigger } from './address-tokens.ts';
import { openWidget } from './widgets.ts';

export { QUERY_TRIGGERS, type QueryTrigger } from './query-trigger-table.ts';

/**
 * Opens the widget of the trigger taken from the address when the entry script started, or else of the
 * first trigger the address matches now (taking its parameters out of the address).
 */
export function runQueryTriggers(location: Location = window.location): boolean {
  const taken = EARLY_TRIGGER.pop() ?? takeTrigger(location);
  return taken !== null && openWidget(taken.widget, taken.props) !== null;
}
