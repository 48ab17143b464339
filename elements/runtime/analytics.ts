import type { FunnelDetail } from '../../features/toolkit/events/index.ts';

/**
 * The analytics bridge: off unless the page turns it on (`<casino-platform analytics="datalayer">`,
 * `configure({ analytics: 'datalayer' })`); `none` turns it off again. When on, every casino-funnel event of the
 * page (one listener on document: the events bubble and are composed) is pushed to `window.dataLayer`, created
 * if the page has none, as Google Tag Manager reads it: `{ event: 'casino_sign_up_step_shown', casino_widget:
 * 'signup', ... }` (analytics-bridge.ts names the fields; nothing personal is among them).
 * A chunk of its own, fetched when the page names the option (analytics-switch.ts, in the entry, keeps what is heard
 * meanwhile); how a detail becomes an entry (analytics-bridge.ts) is fetched when the page turns the bridge on, and
 * the events heard meanwhile are pushed once it is here, in their order.
 */
export type AnalyticsOption = 'datalayer' | 'none';

const ANALYTICS_OPTIONS: readonly string[] = ['datalayer', 'none'] satisfies readonly AnalyticsOption[];

let on = false;
let warned = false;
/** What turns a detail into a data-layer entry, once its chunk is here. */
let toEntry: ((detail: FunnelDetail) => object) | null = null;
/** The events heard before it was. */
const heard: FunnelDetail[] = [];
let loading = false;

function flush(): void {
  if (!toEntry) return;
  const target = globalThis as { dataLayer?: unknown };
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  for (const detail of heard.splice(0)) (target.dataLayer as object[]).push(toEntry(detail));
}

function loadEntries(): void {
  if (loading) return;
  loading = true;
  // A chunk that did not arrive is asked for again with the next event; what was heard waits for it.
  import('./analytics-bridge.ts').then(({ dataLayerEntry }) => {
    toEntry = dataLayerEntry;
    flush();
  }, (error: unknown) => {
    loading = false;
    console.warn('[casino-elements] analytics: the data-layer bridge did not load', error);
  });
}

function push(event: Event): void {
  const detail = (event as CustomEvent<FunnelDetail>).detail;
  if (!detail || typeof detail.name !== 'string') return;
  heard.push(detail);
  if (toEntry) flush();
  else loadEntries();
}

/** Funnel events the entry script heard while this chunk was on its way (analytics-switch.ts): pushed when the bridge is on. */
export function hearEarlier(events: readonly Event[]): void {
  if (on) for (const event of events) push(event);
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
  if (on) {
    document.addEventListener('casino-funnel', push);
    if (!toEntry) loadEntries();
  } else document.removeEventListener('casino-funnel', push);
}
