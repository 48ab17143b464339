/**
 * Which links may open a widget from the page's address (the query-string triggers, spec 002 §2.1): none unless
 * the page says so, by the names of the widgets they open or `all` (`<casino-platform query-triggers="reset-password
 * activation">`, `configure({ queryTriggers: ['deposit'] })`). The host's address is the host's: a page that does
 * not ask keeps its own `?method`, `?deposit` or `?token`, and no dialog opens. `none` turns them off again.
 * Apart from the table (configure sets this, and the table's elements import the runtime): the triggers are passed in.
 */
export type QueryTriggersOption = string | readonly string[];

const setting: { names: readonly string[]; asked: string; warned: boolean; changed: (() => void) | null } = { names: [], asked: '', warned: false, changed: null };

/** Turns the page's triggers on or off (configure, `<casino-platform query-triggers>`); the address is read again. */
export function setQueryTriggers(option: QueryTriggersOption): void {
  const names = (typeof option === 'string' ? option.split(/[\s,]+/) : [...option]).map((name) => name.trim().toLowerCase()).filter(Boolean);
  const asked = names.join(' ');
  if (asked === setting.asked) return;
  setting.asked = asked;
  setting.names = names;
  setting.warned = false;
  setting.changed?.();
}

/** The triggers the page turned on, of `triggers` (the widget table's); a name no trigger opens is warned of once. */
export function enabledQueryTriggers<T extends { readonly widget: string }>(triggers: readonly T[]): readonly T[] {
  const { names } = setting;
  if (names.includes('all')) return triggers;
  const widgets = [...new Set(triggers.map((row) => row.widget))];
  const unknown = names.filter((name) => name !== 'none' && !widgets.includes(name));
  if (unknown.length > 0 && !setting.warned) {
    setting.warned = true;
    console.warn(`[casino-elements] query-triggers: no link opens ${unknown.map((name) => `"${name}"`).join(', ')}; the names are all, none, ${widgets.join(', ')}.`);
  }
  return triggers.filter((row) => names.includes(row.widget));
}

/** What runs when the page changes the option after the entry script started (elements/index.ts: read the address again). */
export function onQueryTriggersChange(listener: () => void): void {
  setting.changed = listener;
}
