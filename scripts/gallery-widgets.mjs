// examples/build/gallery-widgets.js: what the gallery (examples/gallery.html, examples/gallery-states.js) knows of
// the widget table (elements/widget-table.ts), written by the build: every widget's name and tag, and the states
// its row's `gallery` column gives. The gallery shows those beside its own list, and a widget that neither gives
// states nor appears in the list in one state of its own (its bare tag, signed out), so a new widget is in the
// gallery, and in its axe run, without a line elsewhere.

/** Each row of the table: its name, its tag and its gallery states (when the row gives them). */
export function galleryWidgets(table) {
  return Object.entries(table).map(([name, row]) => ({ name, tag: row.element.definition.tag, ...(row.gallery ? { states: row.gallery } : {}) }));
}

/** The module the build writes. */
export function galleryWidgetsModule(table) {
  return `// Written by the build from elements/widget-table.ts (scripts/gallery-widgets.mjs): do not edit.\nexport const GALLERY_WIDGETS = ${JSON.stringify(galleryWidgets(table), null, 2)};\n`;
}
