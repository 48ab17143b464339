// The package's types as two self-contained files, bundled from what tsc -p tsconfig.build.json emitted:
// dist/types/index.d.ts (the entry) and dist/types/react-components.d.ts (casino-elements/react), sharing one
// chunk. Every type the library takes from its bundled dependencies (valibot, jotai, Lingui, DOMPurify, @lit/react)
// is inlined, so a project type-checks with none of them installed; only the React entry imports React's own types
// (React is an optional peer dependency): the element classes name no React type (element-definition.ts's
// WidgetLoader), so a Vue, Angular or plain project needs no @types/react (tests/unit/build/types-without-react).
// The per-file declarations are removed afterwards: they are an implementation detail.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';
import { reactComponentsDeclarations } from './scripts/react-components.mjs';
import { widgetTable } from './scripts/widget-table.mjs';

const REACT_COMPONENTS = path.resolve('dist/types/elements/react-components.d.ts');

const PRELOAD_TYPES = `/** casino-elements/preload.json: the files a server names in <link rel="modulepreload"> (README, "Serving it"). */
declare const preload: {
  /** By tag, the files of a widget's first render beyond the entry script. */
  widgets: Record<string, string[]>;
  /** The files every widget's first render needs: for a page whose tags the server does not know. */
  shared: string[];
  /** By tag and \`tab\` value, what an element opened on that tab adds to its widget's files. */
  tabs: Record<string, Record<string, string[]>>;
  /** By tag, what a widget's first render imports once it has painted (beyond its \`widgets\` files). */
  afterPaint: Record<string, string[]>;
  /** By locale, its catalog's common part (every widget's first render needs it). */
  catalogs: Record<string, string>;
  /** By tag and locale, the part of the catalog with that widget's own messages. */
  catalogParts: Record<string, Record<string, string>>;
  /** By platform, its adapter with what it imports. */
  adapters: Record<string, string[]>;
  /** The session services a signed-in player's page loads first. */
  session: string[];
};
export default preload;
`;

export default {
  input: {
    index: 'dist/types/elements/index.d.ts',
    'react-components': 'dist/types/elements/react-components.d.ts',
  },
  output: { dir: 'dist/types', format: 'es', chunkFileNames: 'shared-[hash].d.ts' },
  external: (id) => /^react(-dom)?(\/|$)/.test(id),
  plugins: [
    {
      // Lingui's compiled-message type, from its declarations (the module path itself names a CommonJS file).
      name: 'lingui-message-types',
      resolveId: (source) => (source === '@lingui/message-utils/compileMessage' ? fileURLToPath(import.meta.resolve('@lingui/message-utils/compileMessage').replace(/\.mjs$/, '.d.mts')) : null),
    },
    {
      // A component per element, declared as the build adds its code (scripts/react-components.mjs).
      name: 'react-components',
      transform: async (code, id) => (path.resolve(id) === REACT_COMPONENTS ? `${code}${reactComponentsDeclarations(await widgetTable())}` : null),
    },
    dts({ respectExternal: true }),
    {
      name: 'drop-unbundled-declarations',
      writeBundle() {
        for (const folder of ['adapters', 'elements', 'features', 'i18n', 'ui', 'node_modules']) rmSync(`dist/types/${folder}`, { recursive: true, force: true });
        // The entries that hold no types of the library's own: each still names a file for every condition.
        writeFileSync('dist/vue.js', "// casino-elements/vue holds types only (dist/types/vue.d.ts): this module exports nothing.\nexport {};\n");
        writeFileSync('dist/svelte.js', "// casino-elements/svelte holds types only (dist/types/svelte.d.ts): this module exports nothing.\nexport {};\n");
        writeFileSync('dist/types/oauth-callback.d.ts', '// The bank-ID callback page\'s script (dist/oauth-callback.js) exports nothing: it hands the code and state to the widget.\nexport {};\n');
        writeFileSync('dist/types/preload.d.ts', PRELOAD_TYPES);
      },
    },
  ],
};
