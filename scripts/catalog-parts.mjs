// A Rollup plugin: the catalogs' parts (scripts/split-catalogs.mjs wrote them to i18n/locales/<locale>.<part>.ts),
// each a chunk behind a static import of i18n/locales/parts.ts, named dist/chunks/catalogs/<locale>.<part>-<hash>.js
// with one hash for them all. The entry script then imports a part by its locale and widget (i18n/catalogs.ts)
// rather than hold the table of some 260 imports, each with a hash of its own (4 kB gzip of the entry): this
// plugin writes that import into the built file (`__IMPORT_CATALOG_PART__`), after the minifier, which would drop
// the comments that tell a bundler to leave it alone. The table stays, a chunk of its own that the entry loads
// only where the name does not lead to the part: an app that re-bundles the package (Vite, webpack, Next.js)
// renames the parts, and follows the table's static imports to carry them.
// A part holds its texts as UTF-8 rather than the minifier's \u escapes (a module script is always decoded as
// UTF-8): a Thai part was nearly twice its size, and no larger gzipped; the code chunks keep the escapes, which
// gzip a little smaller.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import MagicString from 'magic-string';

const PART_FILE = /^[\w-]+\.[\w-]+\.ts$/;
const PART_MODULE = /[\\/]i18n[\\/]locales[\\/]([\w-]+\.[\w-]+)\.ts$/;
// The source's test whether it runs built, and its call.
const PLACEHOLDER = /(\btypeof\s+)?\b__IMPORT_CATALOG_PART__\b/g;
const FOLDER = 'chunks/catalogs';

export default function catalogParts(dir = 'i18n/locales') {
  let hash = '';
  return {
    name: 'catalog-parts',
    buildStart() {
      const parts = readdirSync(dir).filter((file) => PART_FILE.test(file)).sort();
      if (parts.length === 0) this.error(`no catalog parts in ${dir} (run npm run catalogs)`);
      const digest = createHash('sha256');
      for (const file of parts) digest.update(`${file}\n`).update(readFileSync(path.join(dir, file)));
      // As long as the chunks' hashes (rollup.config.mjs chunkFileNames), which the tests and the sandbox read by length.
      hash = digest.digest('base64url').slice(0, 7).replace(/[-_]/g, 'x');
    },
    outputOptions(options) {
      const named = options.chunkFileNames;
      return {
        ...options,
        chunkFileNames: (chunk) => {
          const part = chunk.facadeModuleId?.match(PART_MODULE)?.[1];
          if (part) return `${FOLDER}/${part}-${hash}.js`;
          return typeof named === 'function' ? named(chunk) : named;
        },
      };
    },
    async renderChunk(code, chunk) {
      if (chunk.fileName.startsWith(`${FOLDER}/`)) {
        const result = await transform(code, { charset: 'utf8', minify: true, target: 'es2022', legalComments: 'none', sourcemap: 'external', sourcefile: chunk.fileName });
        return { code: result.code, map: result.map };
      }
      if (!code.includes('__IMPORT_CATALOG_PART__')) return null;
      if (/\$\$c\b/.test(code)) this.error(`catalog-parts: ${chunk.fileName} already has a $$c`);
      const relative = path.posix.relative(path.posix.dirname(chunk.fileName), FOLDER);
      const folder = `${relative.startsWith('.') ? relative : `./${relative}`}/`;
      const self = `/${path.posix.basename(chunk.fileName)}`;
      const magic = new MagicString(code);
      for (const match of code.matchAll(PLACEHOLDER)) magic.overwrite(match.index, match.index + match[0].length, match[1] ? '"function"' : '$$c');
      // Only from the file the build wrote (as scripts/preload-imports.mjs): under a bundler this module's address is
      // another file's (Rollup, Vite, with ?v= in Vite's development server) or a file: address (webpack).
      magic.append(`\nfunction $$c(l,p){const u=import.meta.url;if(u.startsWith("file:")||!u.endsWith(${JSON.stringify(self)}))return;return import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(${JSON.stringify(folder)}+l+"."+p+${JSON.stringify(`-${hash}.js`)},u).href)}`);
      return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
    },
  };
}
