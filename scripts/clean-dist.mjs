// A chunk left from an earlier build must be neither served nor measured.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
// The example hosts' bundles (rollup.config.mjs) are built output too.
rmSync(new URL('../examples/build', import.meta.url), { recursive: true, force: true });
