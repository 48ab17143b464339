// The elements of custom-elements.json with what they inherit. The manifest declares what every widget shares
// once, on the classes the widgets extend (their `superclass`, declared in the same module without a tag): the
// design tokens and custom states of every widget (CasinoWidgetElement), and the parts of the widget frame
// (CasinoFramedWidgetElement). A reader that wants an element's whole surface (its own lists and its superclasses')
// reads it through `manifestElements`: the integration types and editor data, the docs tables, the public-surface
// check and the tests. An element's own entry wins over an inherited one of the same name.
const LISTS = ['attributes', 'members', 'events', 'slots', 'cssParts', 'cssProperties', 'cssStates'];
/** The order the manifest lists them in: parts by their name as people sort it, tokens by code point. */
const ORDER = {
  cssParts: (a, b) => a.name.localeCompare(b.name),
  cssProperties: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
};

/** Every declaration of the manifest by module path and name, for `{ name, module }` references. */
function declarationsByReference(manifest) {
  const found = new Map();
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) found.set(`${module.path}#${declaration.name}`, declaration);
  }
  return found;
}

/** A declaration with the lists of its superclasses (and theirs) in the manifest merged into its own. */
function withInherited(declaration, modulePath, known, seen = new Set()) {
  const reference = declaration.superclass;
  const inheritedPath = reference?.module ?? modulePath;
  const parent = reference && !reference.package ? known.get(`${inheritedPath}#${reference.name}`) : undefined;
  if (!parent || seen.has(parent)) return declaration;
  seen.add(parent);
  const inherited = withInherited(parent, inheritedPath, known, seen);
  const merged = { ...declaration };
  for (const list of LISTS) {
    if (!inherited[list]?.length) continue;
    const own = declaration[list] ?? [];
    const names = new Set(own.map((entry) => entry.name));
    const all = [...inherited[list].filter((entry) => !names.has(entry.name)), ...own];
    merged[list] = ORDER[list] ? all.sort(ORDER[list]) : all;
  }
  return merged;
}

/** The manifest's custom elements with a tag, each with everything it inherits, sorted by tag. */
export function manifestElements(manifest) {
  const known = declarationsByReference(manifest);
  return (manifest.modules ?? [])
    .flatMap((module) => (module.declarations ?? []).map((declaration) => withInherited(declaration, module.path, known)))
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}
