import { QUERY_TRIGGERS } from './query-trigger-table.ts';
import type { WidgetName } from '../features/host/host-context.tsx';

export interface TakenTrigger {
  readonly widget: WidgetName;
  readonly props: Record<string, unknown>;
}

/**
 * Finds the first trigger the address matches, in its query or in its fragment (`#token=…&username=…`),
 * reads its props, and takes its parameters out of the address (history.replaceState): tokens and codes
 * must not stay in the bar, the history, a shared link, or within reach of the page's other scripts.
 */
export function takeTrigger(location: Location = window.location): TakenTrigger | null {
  for (const part of ['search', 'hash'] as const) {
    const params = new URLSearchParams(location[part].slice(1));
    const trigger = QUERY_TRIGGERS.find((row) => row.requires.every((name) => params.get(name)));
    if (!trigger) continue;
    const props = trigger.props(params);
    for (const name of trigger.requires.concat(trigger.optional ?? [])) params.delete(name);
    const url = new URL(location.href);
    // An empty query or fragment goes with its ? or #.
    url[part] = params.toString();
    history.replaceState(history.state, '', url);
    return { widget: trigger.widget, props };
  }
  return null;
}

// Taken as the entry script starts (elements/index.ts imports this module first), before any element is
// defined and before the page's later scripts (analytics, tag managers) can read the address; the
// widget opens once the page's own configuration is parsed. Popped once: a list is the smallest holder.
// On a server (no window) there is no address to take from.
export const EARLY_TRIGGER: Array<TakenTrigger | null> = [typeof window === 'undefined' ? null : takeTrigger()];
