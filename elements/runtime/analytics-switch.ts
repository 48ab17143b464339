import type { AnalyticsOption } from './analytics.ts';

export type { AnalyticsOption };

/**
 * The analytics option as the entry script takes it: the bridge's switch (analytics.ts: its checks, its listener
 * and the data layer) is a chunk of its own, fetched when the page names the option, so a page without analytics
 * never loads it. The options named and the casino-funnel events heard while it is on its way are handed to it in
 * their order once it is here; one that did not arrive is asked for again at the next option or event.
 */
type Switch = typeof import('./analytics.ts');
let loaded: Switch | null = null;
let loading = false;
const asked: string[] = [];
const heard: Event[] = [];

function hear(event: Event): void {
  heard.push(event);
  load();
}

function load(): void {
  if (loading) return;
  loading = true;
  import('./analytics.ts').then((module) => {
    loaded = module;
    document.removeEventListener('casino-funnel', hear);
    // Each option, then what was heard once the bridge was on: an event heard while it was off is not pushed.
    for (const option of asked.splice(0)) {
      module.setAnalytics(option);
      module.hearEarlier(heard.splice(0));
    }
  }, (error: unknown) => {
    loading = false;
    console.warn('[casino-elements] analytics: the data-layer bridge did not load', error);
  });
}

/** Turns the bridge on or off (analytics.ts setAnalytics), once its chunk is here. */
export function setAnalytics(option: string): void {
  if (loaded) return loaded.setAnalytics(option);
  if (typeof document === 'undefined') return;
  asked.push(option);
  document.addEventListener('casino-funnel', hear);
  load();
}
