// A Rollup plugin that splits one large ES module (valibot's single dist/index.mjs) into a module per top-level
// declaration, so that manualChunks can put the parts a sign-in's first render imports in one chunk and the rest
// in another: Rollup places a whole module in one chunk, however little of it a chunk's importers use. The module
// itself becomes a facade that only re-exports, so every importer still imports it by its name.
// A declaration keeps in its part every other one that assigns its bindings (valibot's `let store` and the
// setters of its global configuration): an imported binding cannot be assigned.

const PREFIX = '\0split-part:';

/** Every identifier a node refers to (not property names, nor the keys of object literals). */
function references(node, found = new Set()) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'Identifier') {
    found.add(node.name);
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
    if (node.type === 'MemberExpression' && key === 'property' && !node.computed) continue;
    if ((node.type === 'Property' || node.type === 'MethodDefinition' || node.type === 'PropertyDefinition') && key === 'key' && !node.computed) continue;
    if (Array.isArray(value)) for (const item of value) references(item, found);
    else if (value && typeof value === 'object') references(value, found);
  }
  return found;
}

/** The names a statement assigns (`x = …`, `x ??= …`, `x++`). */
function assigned(node, found = new Set()) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier') found.add(node.left.name);
  if (node.type === 'UpdateExpression' && node.argument.type === 'Identifier') found.add(node.argument.name);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'loc') continue;
    if (Array.isArray(value)) for (const item of value) assigned(item, found);
    else if (value && typeof value === 'object') assigned(value, found);
  }
  return found;
}

function declaredNames(statement) {
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') return [statement.id.name];
  if (statement.type === 'VariableDeclaration') return statement.declarations.map((declaration) => declaration.id.name);
  return null;
}

/**
 * The parts of the split module `specifier` that the modules `ids` import (read from their syntax trees: named
 * imports, and `ns.name` of a namespace import; any other use of a namespace takes every part), with the parts
 * those import in turn. A facade's static imports name every part, so a chunk's closure must be told apart here.
 */
export function partsImportedBy(ids, specifier, getModuleInfo) {
  const facade = [...ids].map((id) => getModuleInfo(id)).find((info) => info?.importedIds.some((imported) => imported.endsWith(`/${specifier}/dist/index.mjs`)))?.importedIds.find((imported) => imported.endsWith(`/${specifier}/dist/index.mjs`));
  const facadeInfo = facade && getModuleInfo(facade);
  if (!facadeInfo) return new Set();
  const partOf = new Map();
  for (const node of facadeInfo.ast.body) if (node.type === 'ExportNamedDeclaration' && node.source) partOf.set(node.specifiers[0].exported.name, node.source.value);
  const wanted = new Set();
  for (const id of ids) {
    const ast = getModuleInfo(id)?.ast;
    if (!ast) continue;
    for (const node of ast.body) {
      if (node.type !== 'ImportDeclaration' || node.source.value !== specifier) continue;
      for (const imported of node.specifiers) {
        if (imported.type === 'ImportSpecifier') wanted.add(imported.imported.name);
        else {
          const uses = namespaceUses(ast, imported.local.name);
          for (const name of uses ?? partOf.keys()) wanted.add(name);
        }
      }
    }
  }
  const found = new Set();
  const pending = [...wanted].map((name) => partOf.get(name)).filter(Boolean);
  while (pending.length) {
    const part = pending.pop();
    if (found.has(part)) continue;
    found.add(part);
    pending.push(...(getModuleInfo(part)?.importedIds ?? []));
  }
  return found;
}

/** The names read as `ns.name` from a namespace `ns`; null when it is used otherwise too. */
function namespaceUses(node, ns, found = new Set()) {
  if (!node || typeof node.type !== 'string' || found === null) return found;
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === ns && !node.computed) {
    found.add(node.property.name);
    return found;
  }
  if (node.type === 'Identifier' && node.name === ns) return null;
  if (node.type === 'ImportDeclaration') return found;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'loc') continue;
    if (node.type === 'MemberExpression' && key === 'property' && !node.computed) continue;
    if ((node.type === 'Property' || node.type === 'MethodDefinition') && key === 'key' && !node.computed) continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && namespaceUses(child, ns, found) === null) return null;
    }
  }
  return found;
}

/** @param {RegExp} pattern the ids of the modules to split */
export default function splitModule(pattern) {
  const parts = new Map();
  return {
    name: 'split-module',
    resolveId: (source) => (source.startsWith(PREFIX) ? source : null),
    async load(id) {
      if (id.startsWith(PREFIX)) return { code: parts.get(id), map: { mappings: '' } };
      if (!pattern.test(id)) return null;
      const { readFile } = await import('node:fs/promises');
      const code = await readFile(id, 'utf8');
      const program = this.parse(code);
      const declarations = [];
      const exports = [];
      for (const statement of program.body) {
        const names = declaredNames(statement);
        if (names && !names.some((name) => typeof name !== 'string')) declarations.push({ statement, names });
        else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source) {
          for (const specifier of statement.specifiers) exports.push([specifier.local.name, specifier.exported.name]);
        } else return null; // a shape this plugin does not know: the module stays whole
      }
      // Groups: one per declaration, merged with those that assign its names.
      const groupOf = new Map();
      const group = declarations.map((declaration, index) => index);
      const find = (index) => (group[index] === index ? index : (group[index] = find(group[index])));
      declarations.forEach((declaration, index) => declaration.names.forEach((name) => groupOf.set(name, index)));
      declarations.forEach((declaration, index) => {
        for (const name of assigned(declaration.statement)) if (groupOf.has(name)) group[find(index)] = find(groupOf.get(name));
      });
      const members = new Map();
      declarations.forEach((declaration, index) => {
        const root = find(index);
        if (!members.has(root)) members.set(root, []);
        members.get(root).push(declaration);
      });
      const partId = (root) => `${PREFIX}${id}?part=${root}`;
      for (const [root, list] of members) {
        const own = new Set(list.flatMap((declaration) => declaration.names));
        const imports = new Map();
        for (const declaration of list) {
          for (const name of references(declaration.statement)) {
            if (own.has(name) || !groupOf.has(name)) continue;
            const from = partId(find(groupOf.get(name)));
            if (!imports.has(from)) imports.set(from, new Set());
            imports.get(from).add(name);
          }
        }
        parts.set(partId(root), [
          ...[...imports].map(([from, names]) => `import { ${[...names].join(', ')} } from ${JSON.stringify(from)};`),
          ...list.map((declaration) => code.slice(declaration.statement.start, declaration.statement.end)),
          `export { ${[...own].join(', ')} };`,
        ].join('\n'));
      }
      return exports.map(([local, exported]) => `export { ${local}${local === exported ? '' : ` as ${exported}`} } from ${JSON.stringify(partId(find(groupOf.get(local))))};`).join('\n');
    },
  };
}
