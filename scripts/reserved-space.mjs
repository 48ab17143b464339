// dist/casino-elements.css: the page's stylesheet that holds each widget's space while it loads (its first view's
// height at 360 px wide) and, after a moment, shows the loading dots in it. Made from elements/casino-elements.css
// and the widget table's `reserved` column (elements/widget-table.ts): a row whose tag the hand-written
// stylesheet does not size yet gets its three rules here (display: block, its min-height and the dots), so a new
// widget needs no line in the stylesheet. A variant of the form `name="value"` (an attribute of the element)
// becomes `casino-foo[name="value"]`; another kind of variant (the page's jurisdiction) is written by hand. Its
// comments stay in the source (and docs/theming.md): the built sheet leaves them out.
// The build (rollup.config.mjs) and tests/unit/build/reserved-space.test.ts both call it.

const RENDERED = ':not(:state(rendered))';

/** The widget table's rows as this reads them: the tag and its reserved space. */
export function reservedRows(table) {
  return Object.values(table).flatMap((row) => (row.reserved ? [{ tag: row.element.definition.tag, ...row.reserved }] : []));
}

/** The stylesheet with each comment blanked out, character for character: its indexes are the source's. */
const blank = (css) => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

/** The index just after the selector list of the first block whose declarations match `body` (before its `{`). */
function endOfSelectors(css, body) {
  for (const match of blank(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (body.test(match[2])) return match.index + match[1].trimEnd().length;
  }
  throw new Error(`elements/casino-elements.css has no rule with ${body}`);
}

/** The stylesheet the page links: the hand-written one, with the rules of every reserved row it does not name. */
export function reservedSpaceCss(source, rows) {
  // The tags the hand-written rules size: each selector of a min-height block names its element before :not(:state(rendered)).
  const sized = new Set();
  for (const match of blank(source).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/min-height:/.test(match[2])) continue;
    for (const selector of match[1].split(',')) {
      const tag = selector.slice(0, selector.indexOf(RENDERED)).match(/casino-[a-z-]+/g)?.at(-1);
      if (tag) sized.add(tag);
    }
  }
  const added = rows.filter((row) => !sized.has(row.tag));
  if (!added.length) return shipped(source);
  let css = source;
  const insertAt = (index, text) => {
    css = css.slice(0, index) + text + css.slice(index);
  };
  // Three lists, each extended after its last entry: the dots, display: block, and the heights after the last one.
  insertAt(endOfSelectors(css, /animation:\s*casino-elements-loading\b/), added.map((row) => `,\n${row.tag}${RENDERED}:not(:state(mounted))`).join(''));
  insertAt(endOfSelectors(css, /^\s*display:\s*block;\s*$/), added.map((row) => `,\n${row.tag}${RENDERED}:not([hidden])`).join(''));
  let lastHeight = -1;
  for (const match of blank(css).matchAll(/[^{}]+\{[^{}]*min-height:[^{}]*\}/g)) lastHeight = match.index + match[0].length;
  if (lastHeight < 0) throw new Error('elements/casino-elements.css has no min-height rule');
  const heights = added.flatMap((row) => [
    `${row.tag}${RENDERED} { min-height: ${row.height}px; }`,
    ...Object.entries(row.variants ?? {}).map(([variant, height]) => {
      if (!/^[a-z-]+="[^"]*"$/.test(variant)) throw new Error(`${row.tag}: the reserved variant '${variant}' is not an attribute="value": write its rule in elements/casino-elements.css`);
      return `${row.tag}[${variant}]${RENDERED} { min-height: ${height}px; }`;
    }),
  ]);
  insertAt(lastHeight, `\n/* From the widget table (elements/widget-table.ts, its rows' reserved heights). */\n${heights.join('\n')}`);
  return shipped(css);
}

/**
 * The sheet as a page downloads it (a deposit's first render counts it): without the comments, which explain the
 * hand-written source and half its weight, and blank lines; a line saying where it is documented instead. The
 * markers of a generated block stay: the build fills it in the built sheet too (scripts/docs-tables.mjs).
 */
function shipped(css) {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => (/^\/\* \/?generated:[\w-]+ \*\/$/.test(comment) ? comment : '')).replace(/^[ \t]*\n/gm, '').replace(/[ \t]+$/gm, '');
  return `/* casino-elements: each widget's space while it loads, the loading dots, the colour schemes and presets (docs/theming.md). */\n${rules}`;
}
