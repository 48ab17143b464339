// Lets node run the project's TypeScript (sandbox, unit and adapter tests) with the very Babel
// configuration the build uses, Lingui macros included, so what is tested is what ships.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
