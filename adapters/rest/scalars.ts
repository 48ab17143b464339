// The readers every adapter shares live in adapters/scalars.ts; this module keeps the REST adapter's imports.
export * from '../scalars.ts';
