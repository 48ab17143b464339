// A Rollup plugin: every `import("./chunk.js")` also starts, at the same moment, the chunks that chunk
// imports statically (and theirs), instead of letting the browser find them one level at a time once each
// file has arrived and been parsed. It uses import() itself rather than <link rel="modulepreload">: no
// element to insert (nothing for a strict CSP to refuse beyond what script-src already allows), and the
// module map keeps one instance, so the real import finds them loaded. Chunks the importing chunk already
// imports statically are left out: they are loaded by then.
// Each such chunk holds its table of file names and a two-line `$$p`; what fetches them (`$$P`) is written once, in
// the entry script, which every chunk loads first anyway: in each chunk it cost some 200 bytes gzipped, three times
// on a sign-in's first render.
import path from 'node:path';
import MagicString from 'magic-string';

const DYNAMIC_IMPORT = /\bimport\((["'])(\.{1,2}\/[^"']+\.js)\1\)/g;

// An index as one printable character from '(' on, skipping the backslash: a short string per import().
function letter(index) {
  const code = 40 + index;
  if (code + 1 > 126) throw new Error('preload-imports: more chunks than one character can index');
  return String.fromCharCode(code >= 92 ? code + 1 : code);
}

/** The chunks a built chunk imports statically, and theirs (by file name, from Rollup's chunk table). */
export function importClosure(chunks, fileName, into = new Set()) {
  for (const dependency of chunks[fileName]?.imports ?? []) {
    if (into.has(dependency)) continue;
    into.add(dependency);
    importClosure(chunks, dependency, into);
  }
  return into;
}

/**
 * What fetches a chunk's files, from its address `u`, its table `f` and the indexes `l`: only from the file the
 * build wrote (below), and never a file: address (webpack gives a module that address, of the file it re-bundled).
 * The import() is one a bundler must leave alone (the comments, and no "Critical dependency" warning from webpack).
 */
const FETCH_FILES = 'function $$P(u,f,l){if(!u.startsWith("file:"))for(const c of l){const n=c.charCodeAt(0);import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(f[n-40-(n>92)],u).href).catch(()=>{})}}';

export default function preloadImports() {
  return {
    name: 'preload-imports',
    renderChunk(code, chunk, options, { chunks }) {
      const entry = Object.values(chunks).find((other) => other.isEntry);
      if (!entry) throw new Error('preload-imports: no entry script to hold $$P');
      const closure = (fileName) => importClosure(chunks, fileName);
      const loaded = closure(chunk.fileName);
      const directory = path.posix.dirname(chunk.fileName);
      // A short name, for the entry script's budget; the minifier's names must not already use it.
      if (/\$\$[pP]\b/.test(code)) throw new Error(`preload-imports: ${chunk.fileName} already has a $$p or $$P`);
      const magic = new MagicString(code);
      // One table of file names per chunk, each import() naming its files by index: widgets share most of them.
      const table = [];
      const indexOf = (file) => (table.includes(file) ? table.indexOf(file) : table.push(file) - 1);
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const target = path.posix.join(directory, match[2]);
        if (!chunks[target]) continue;
        const wanted = [...closure(target)].filter((file) => !loaded.has(file) && file !== chunk.fileName);
        if (wanted.length === 0) continue;
        const letters = wanted.map(indexOf).sort((a, b) => a - b).map(letter).join('');
        magic.overwrite(match.index, match.index + match[0].length, `($$p("${letters}"),${match[0]})`);
      }
      if (chunk.isEntry) magic.append(`\n${FETCH_FILES}export{$$P};`);
      const changed = table.length > 0;
      if (changed) {
        const specifiers = table.map((file) => {
          const relative = path.posix.relative(directory, file);
          return relative.startsWith('.') ? relative : `./${relative}`;
        });
        // Only from the file the build wrote: a page that re-bundles the library (Vite, webpack, Next.js) gives its
        // chunks other names and places, so the names here would fetch nothing but errors. Under a bundler this
        // module's address is another file's (Rollup, Vite) or a file: address (webpack, which $$P turns away).
        const self = `/${path.posix.basename(chunk.fileName)}`;
        magic.append(`\nfunction $$p(l){const u=import.meta.url;u.endsWith(${JSON.stringify(self)})&&$$P(u,${JSON.stringify(specifiers)},l)}`);
        if (!chunk.isEntry) {
          const fromEntry = path.posix.relative(directory, entry.fileName);
          magic.prepend(`import{$$P}from${JSON.stringify(fromEntry.startsWith('.') ? fromEntry : `./${fromEntry}`)};`);
        }
      }
      return changed || chunk.isEntry ? { code: magic.toString(), map: magic.generateMap({ hires: true }) } : null;
    },
  };
}
