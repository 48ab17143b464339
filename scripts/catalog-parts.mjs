// A Rollup plugin: the catalogs' parts (scripts/split-catalogs.mjs wrote them to i18n/locales/<locale>.<part>.ts)
// as files of their own, dist/chunks/catalogs/<locale>.<part>-<hash>.js, one hash for them all. The entry script
// then holds one short loader that names a part by its locale and widget, not a loader per locale and widget
// (some two hundred, each with a hash of its own, which made the entry 2.5 kB gzip larger). In the sources
// (Node's tests, the type check) i18n/locales/parts.ts stays as written, a table of plain imports.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PARTS_MODULE = /[\\/]i18n[\\/]locales[\\/]parts\.ts$/;
const PART_FILE = /^([\w-]+)\.([\w-]+)\.ts$/;
export const CATALOG_FILE = /^chunks\/catalogs\/([\w-]+)\.([\w-]+)-[\w-]{8}\.js$/;

export default function catalogParts(dir = 'i18n/locales') {
  let parts = [];
  let hash = '';
  return {
    name: 'catalog-parts',
    buildStart() {
      parts = readdirSync(dir).filter((file) => PART_FILE.test(file)).sort().map((file) => {
        const [, locale, part] = file.match(PART_FILE);
        const json = readFileSync(path.join(dir, file), 'utf8').match(/JSON\.parse\((".*")\)/s)?.[1];
        if (!json) this.error(`${dir}/${file} is not a catalog part (run npm run catalogs)`);
        return { locale, part, code: `export const messages=JSON.parse(${json});\n` };
      });
      if (parts.length === 0) this.error(`no catalog parts in ${dir} (run npm run catalogs)`);
      hash = createHash('sha256').update(parts.map(({ locale, part, code }) => `${locale}.${part}\n${code}`).join('')).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
    },
    load(id) {
      if (!PARTS_MODULE.test(id)) return null;
      const widgets = [...new Set(parts.map(({ part }) => part))].filter((part) => part !== 'common');
      // The entry's chunk sits in dist/, the parts in dist/chunks/catalogs/: an import() resolves from its module.
      return [
        `export const WIDGETS = new Set(${JSON.stringify(widgets)});`,
        `export const loadPart = (locale, part) => import(\`./chunks/catalogs/\${locale}.\${part}-${hash}.js\`);`,
      ].join('\n');
    },
    generateBundle() {
      for (const { locale, part, code } of parts) this.emitFile({ type: 'asset', fileName: `chunks/catalogs/${locale}.${part}-${hash}.js`, source: code });
    },
  };
}
