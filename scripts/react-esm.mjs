// React's production builds as ES modules, so that the bundle keeps only what the library uses of them.
//
// react and react-dom ship CommonJS alone: every `exports.X = …` of react.production.js (Children, cloneElement,
// lazy, memo, the server's cache…) and of react-dom.production.js (createPortal, flushSync, the resource hints…)
// stays in the bundle whether or not anything calls it, since rollup's CommonJS support keeps a module's whole
// exports object. This plugin reads those same files (the production builds, nothing changed in them but how they
// export and import) as ES modules: `exports.X = …` becomes a binding exported as X, `require("react")` an import
// of the module's namespace, and the packages' entry files (which only choose the production or development
// build) are skipped, as NODE_ENV is production here. A default import of react elsewhere (jotai's, for
// `React.use`) becomes a namespace import, which rollup tree-shakes the same way.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The production build each bare specifier stands for (its package's entry picks it when NODE_ENV is production). */
const PRODUCTION = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
/**
 * The production build a bare specifier stands for, as a path. The packages' exports maps hide their cjs/ folders:
 * found beside each package's package.json instead.
 * @param {string} specifier
 */
export function productionFile(specifier) {
  const file = PRODUCTION[specifier];
  const [name] = file.split('/');
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file.slice(name.length + 1));
}
const FILES = new Set(Object.keys(PRODUCTION).map(productionFile));
const EXPORT = /\bexports\.([A-Za-z_$][\w$]*)/g;
const REQUIRE = /\b([A-Za-z_$][\w$]*) = require\("([^"]+)"\)/g;
const DEFAULT_IMPORT = /import ([A-Za-z_$][\w$]*), \{([^}]*)\} from 'react';/g;

/** @returns {import('rollup').Plugin} */
export default function reactEsm() {
  return {
    name: 'react-esm',
    async resolveId(source, importer) {
      if (!Object.hasOwn(PRODUCTION, source) || !importer) return null;
      return productionFile(source);
    },
    transform(code, id) {
      if (FILES.has(id)) return toModule(code, id);
      if (!/[\\/]node_modules[\\/]/.test(id)) return null;
      const namespaced = code.replace(DEFAULT_IMPORT, "import * as $1 from 'react'; import {$2} from 'react';");
      return namespaced === code ? null : { code: namespaced, map: null };
    },
  };
}

function toModule(code, id) {
  // Each export is a binding of the module: `exports.X = …` assigns it and `exports.X` reads it (the scheduler
  // assigns `unstable_now` in a branch and calls it), declared on the first line.
  const names = new Set();
  let body = code.replace(EXPORT, (_, name) => {
    names.add(name);
    return `$$export_${name}`;
  });
  // `var A = require("a"), B = require("b");` declares A and B; as imports, the declarations go and the names stay.
  // Every line keeps its place (what is added opens the file's first line, a comment), so source maps stay true.
  const imports = [];
  body = body.replace(/^var ((?:[A-Za-z_$][\w$]* = require\("[^"]+"\)(?:,\s*)?)+);/m, (statement) => {
    for (const [, local, source] of statement.matchAll(REQUIRE)) imports.push(`import * as ${local} from ${JSON.stringify(source)};`);
    return '\n'.repeat(statement.split('\n').length - 1);
  });
  if (/\brequire\(|\bexports\b|\bmodule\./.test(body)) throw new Error(`react-esm: ${id} has a require or an exports left; read it as CommonJS`);
  const bindings = [...names].map((name) => `$$export_${name}`);
  const exported = [...names].map((name) => `$$export_${name} as ${name}`).join(', ');
  return { code: `${imports.join(' ')} let ${bindings.join(', ')};${body}\nexport { ${exported} };\n`, map: null };
}
