import { dataLayerEntry } from '../../features/toolkit/events/funnel.ts';
import type { FunnelDetail } from '../../features/toolkit/events/index.ts';

/**
 * The analytics bridge: off unless the page turns it on (`<casino-platform analytics="datalayer">`,
 * `configure({ analytics: 'datalayer' })`); `none` turns it off again. When on, every casino-funnel event of the
 * page (one listener on document: the events bubble and are composed) is pushed to `window.dataLayer`, created
 * if the page has none, as Google Tag Manager reads it: `{ event: 'casino_sign_up_step_shown', casino_widget:
 * 'signup', ... }` (features/toolkit/events/funnel.ts names the fields; nothing personal is among them).
 */
export type AnalyticsOption = 'datalayer' | 'none';

const ANALYTICS_OPTIONS: readonly string[] = ['datalayer', 'none'] satisfies readonly AnalyticsOption[];

let on = false;
let warned = false;

function push(event: Event): void {
  const detail = (event as CustomEvent<FunnelDetail>).detail;
  if (!detail || typeof detail.name !== 'string') return;
  const target = globalThis as { dataLayer?: unknown };
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  (target.dataLayer as object[]).push(dataLayerEntry(detail));
}

/** Turns the bridge on or off; an unknown value is warned of once and leaves it as it was. */
export function setAnalytics(option: string): void {
  const asked = option.trim().toLowerCase();
  if (!ANALYTICS_OPTIONS.includes(asked)) {
    if (!warned) console.warn(`[casino-elements] analytics: "${option}" is not an option; the options are ${ANALYTICS_OPTIONS.join(', ')}.`);
    warned = true;
    return;
  }
  const wanted = asked === 'datalayer';
  if (wanted === on || typeof document === 'undefined') return;
  on = wanted;
  if (on) document.addEventListener('casino-funnel', push);
  else document.removeEventListener('casino-funnel', push);
}
