// The widget table (elements/widget-table.ts) as the build reads it in node, as custom-elements-manifest.config.mjs
// does: its element modules build their classes on HTMLElement and define nothing.
import { register } from 'node:module';

export async function widgetTable() {
  register('./ts-hooks.mjs', import.meta.url);
  globalThis.HTMLElement ??= class {};
  return (await import('../elements/widget-table.ts')).WIDGET_TABLE;
}
