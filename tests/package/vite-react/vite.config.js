// Built into ../root/examples/app, which the sandbox serves beside its /api.
export default {
  base: '/examples/app/',
  build: {
    outDir: process.env.OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { index: 'index.html', early: 'early.html' } },
  },
};
