// The client pages into OUT_DIR, served by the sandbox beside its /api; with --ssr, the server entry.
export default ({ isSsrBuild }) => (isSsrBuild || process.argv.includes('--ssr')
  ? { build: { ssr: 'src/server.tsx', outDir: process.env.OUT_DIR, emptyOutDir: true } }
  : {
      base: '/examples/app/',
      build: {
        outDir: process.env.OUT_DIR,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: { input: { index: 'index.html', early: 'early.html', hydrate: 'hydrate.html' } },
      },
    });
