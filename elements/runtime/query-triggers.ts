import { EARLY_TRIGGER, takeTrigger } from './address-tokens.ts';
import { enabledQueryTriggers } from './query-trigger-setting.ts';
import { QUERY_TRIGGERS, type QueryTrigger } from './query-trigger-table.ts';
import { openWidget } from './widgets.ts';

export { QUERY_TRIGGERS, type QueryTrigger } from './query-trigger-table.ts';

/**
 * Opens the widget of the trigger taken from the address when the entry script started, or else of the
 * first trigger the address matches now (taking its parameters out of the address); `triggers` are those of
 * the widget table the page turned on (query-trigger-setting.ts: none unless it asks), unless given (a test's
 * own rows).
 */
export function runQueryTriggers(location: Location = window.location, triggers: readonly QueryTrigger[] = enabledQueryTriggers(QUERY_TRIGGERS)): boolean {
  const taken = EARLY_TRIGGER.pop() ?? (triggers.length > 0 ? takeTrigger(location, triggers) : null);
  return taken !== null && openWidget(taken.widget, taken.props) !== null;
}
