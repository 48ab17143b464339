// A Babel plugin for the bundle only: the prose of the element definitions (summary, description, each
// attribute's and property's description and type text) documents custom-elements.json, which reads the
// sources; the browser never uses it, and it was a third of the entry script's bytes. So are a widget's events (its
// `events` list and `cashierEvents`, in elements/casino-*.ts): the manifest and the integration types read them from
// the sources, and casino-elements/react's components are written with theirs (scripts/react-components.mjs).
const DOC_KEYS = new Set(['summary', 'description']);
const EVENT_KEYS = new Set(['events', 'cashierEvents']);
const HELPERS = new Set(['attribute', 'property']);
// The widget table's build-time columns (elements/widget-table.ts: its feature's folder, the height the stylesheet
// holds for it, its gallery states) are read from the source, in node, by the build and the tests; the browser
// uses none of them.
const TABLE_KEYS = new Set(['feature', 'reserved', 'gallery']);

export default function stripElementDocs({ types: t }) {
  const applies = (state) => /[\\/]elements[\\/](runtime[\\/])?[^\\/]+\.ts$/.test(state.filename ?? '');
  const inTable = (state) => /[\\/]elements[\\/]widget-table\.ts$/.test(state.filename ?? '');
  const inElement = (state) => /[\\/]elements[\\/]casino-[\w-]+\.ts$/.test(state.filename ?? '');
  return {
    name: 'strip-element-docs',
    visitor: {
      ObjectProperty(path, state) {
        if (!applies(state)) return;
        const { key, value } = path.node;
        const name = t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : null;
        if (name && DOC_KEYS.has(name) && (t.isStringLiteral(value) || t.isTemplateLiteral(value))) path.remove();
        else if (name && TABLE_KEYS.has(name) && inTable(state)) path.remove();
        else if (name && EVENT_KEYS.has(name) && inElement(state) && (t.isArrayExpression(value) || t.isBooleanLiteral(value))) path.remove();
      },
      CallExpression(path, state) {
        if (!applies(state)) return;
        const { callee, arguments: args } = path.node;
        if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.object) || !HELPERS.has(callee.object.name)) return;
        // A description alone goes with its argument (`attribute.string()`: some 90 calls in the entry script); one
        // followed by others (attribute.json's) leaves an empty string in its place.
        if (args.length === 1 && t.isStringLiteral(args[0])) args.length = 0;
        else if (args[0] && t.isStringLiteral(args[0])) args[0] = t.stringLiteral('');
        // attribute.json(description, typeText, parse)
        if (t.isIdentifier(callee.property, { name: 'json' }) && args[1] && t.isStringLiteral(args[1])) args[1] = t.stringLiteral('');
      },
    },
  };
}
