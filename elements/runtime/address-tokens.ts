import { QUERY_TRIGGERS, type QueryTrigger } from './query-trigger-table.ts';
import { enabledQueryTriggers, setQueryTriggers } from './query-trigger-setting.ts';
import type { WidgetName } from '../../features/toolkit/host/host-context.tsx';

export interface TakenTrigger {
  readonly widget: WidgetName;
  readonly props: Record<string, unknown>;
}

/**
 * Parameters of the library's links that are secrets or name the person (reset, activation and unsubscribe
 * tokens and codes, with the account they are for). Once any trigger matched, the address is one of our links:
 * every one of these goes from the query and the fragment, whichever trigger matched, so a link that carries
 * two (`?email&code&token&username`) or one in each part keeps none.
 */
const SECRET_PARAMETERS = ['token', 'username', 'email', 'code', 'unsubToken', 'reset-pw-key', 'activation-key'];

/**
 * Finds the first trigger the address matches, in its query or in its fragment (`#token=…&username=…`),
 * reads its props, and takes its parameters and every secret parameter out of the address
 * (history.replaceState): tokens and codes must not stay in the bar, the history, a shared link, or within
 * reach of the page's other scripts. An address no trigger matches is left alone (its `code` may be the page's
 * own sign-in's).
 */
export function takeTrigger(location: Location = window.location, triggers: readonly QueryTrigger[] = QUERY_TRIGGERS): TakenTrigger | null {
  for (const part of ['search', 'hash'] as const) {
    const params = new URLSearchParams(location[part].slice(1));
    const trigger = triggers.find((row) => row.requires.every((name) => (row.bare ? params.has(name) : params.get(name))));
    if (!trigger) continue;
    const props = trigger.props(params);
    const url = new URL(location.href);
    for (const strip of ['search', 'hash'] as const) {
      const names = strip === part ? [...trigger.requires, ...(trigger.optional ?? []), ...SECRET_PARAMETERS] : SECRET_PARAMETERS;
      const stripped = new URLSearchParams(url[strip].slice(1));
      if (!names.some((name) => stripped.has(name))) continue;
      for (const name of names) stripped.delete(name);
      // An empty query or fragment goes with its ? or #.
      url[strip] = stripped.toString();
    }
    history.replaceState(history.state, '', url);
    return { widget: trigger.widget, props };
  }
  return null;
}

/**
 * The trigger of the links the page's `<casino-platform query-triggers>` turns on, taken now: a module script
 * runs once the page is parsed, so the page's own element is there to ask. A page that turns none on keeps its
 * address as it is (its own `?method` or `?token`).
 */
function takeEarly(): TakenTrigger | null {
  const asked = document.querySelector('casino-platform[query-triggers]')?.getAttribute('query-triggers')?.trim();
  if (asked) setQueryTriggers(asked);
  const enabled = enabledQueryTriggers(QUERY_TRIGGERS);
  return enabled.length > 0 ? takeTrigger(window.location, enabled) : null;
}

// Taken as the entry script starts (elements/index.ts imports this module first), before any element is
// defined and before the page's later scripts (analytics, tag managers) can read the address; the
// widget opens once the page's own configuration is parsed. Popped once: a list is the smallest holder.
// On a server (no window) there is no address to take from.
export const EARLY_TRIGGER: Array<TakenTrigger | null> = [typeof window === 'undefined' ? null : takeEarly()];
