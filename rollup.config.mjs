import { readFileSync } from 'node:fs';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { minify } from 'rollup-plugin-esbuild';
import preloadImports from './scripts/preload-imports.mjs';
import stripElementDocs from './scripts/strip-element-docs.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const extensions = ['.ts', '.tsx', '.mjs', '.js'];

// React, react-dom, jotai and Lingui's runtime are shared by every widget: one chunk, loaded once,
// when the first element connects (not by the entry script).
const SHARED = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|@lingui)[\\/]/;

const library = {
  onLog(level, log, handler) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return; // 'use client' means nothing outside React Server Components
    handler(level, log);
  },
  input: { 'casino-elements': 'elements/index.ts' },
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // A widget's chunk is named after its feature (features/signin/index.ts -> signin-<hash>.js), an adapter's
    // after its platform (adapters/realtime/index.ts -> adapter-realtime-<hash>.js).
    chunkFileNames: (chunk) => {
      const feature = chunk.facadeModuleId?.match(/features\/([^/]+)\/index\.ts$/)?.[1];
      const adapter = chunk.facadeModuleId?.match(/adapters\/([^/]+)\/index\.ts$/)?.[1];
      return `chunks/${feature ?? (adapter ? `adapter-${adapter}` : '[name]')}-[hash].js`;
    },
    sourcemap: true,
    manualChunks(id) {
      if (SHARED.test(id)) return 'react-runtime';
      return undefined;
    },
  },
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), __CASINO_VERSION__: JSON.stringify(version) },
    }),
    nodeResolve({ extensions, browser: true }),
    commonjs(),
    babel({ babelHelpers: 'bundled', extensions, exclude: /node_modules/, plugins: [stripElementDocs] }),
    minify({ target: 'es2022', legalComments: 'none' }),
    preloadImports(),
    {
      // The page's optional stylesheet: the space each widget takes while it loads (no layout shift).
      name: 'reserve-stylesheet',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'casino-elements.css', source: readFileSync(new URL('./elements/casino-elements.css', import.meta.url), 'utf8') });
      },
    },
  ],
};

/**
 * The bank-ID callback page (features/signin-oauth/callback-page.ts): the redirect URI an operator serves on
 * its own origin, dist/oauth-callback.html with its one script. Built apart, so it carries nothing of the
 * library (no React, no valibot): it only hands the code and state to the widget.
 */
const callbackPage = {
  input: { 'oauth-callback': 'features/signin-oauth/callback-page.ts' },
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].js' },
  plugins: [
    nodeResolve({ extensions, browser: true }),
    babel({ babelHelpers: 'bundled', extensions, exclude: /node_modules/ }),
    minify({ target: 'es2022', legalComments: 'none' }),
    {
      name: 'oauth-callback-page',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'oauth-callback.html', source: readFileSync(new URL('./features/signin-oauth/oauth-callback.html', import.meta.url), 'utf8') });
      },
    },
  ],
};

export default [library, callbackPage];
