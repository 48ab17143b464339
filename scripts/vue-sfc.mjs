// A rollup plugin for the Vue example host: compiles a single-file component (script setup in TypeScript and
// its template) into plain JavaScript with the template as a render function, using the compiler that ships
// with vue (vue/compiler-sfc). Nothing is compiled in the browser, so Vue's runtime-only build suffices.
import { compileScript, parse } from 'vue/compiler-sfc';
import { transform } from 'esbuild';

/** @param {{ isCustomElement?: (tag: string) => boolean }} options */
export default function vueSfc(options = {}) {
  return {
    name: 'vue-sfc',
    async transform(source, id) {
      if (!id.endsWith('.vue')) return null;
      const { descriptor, errors } = parse(source, { filename: id });
      if (errors.length > 0) throw errors[0];
      if (descriptor.styles.length > 0) this.error(`${id}: <style> blocks are not supported here; style the page instead`);
      const script = compileScript(descriptor, {
        id,
        inlineTemplate: true,
        templateOptions: { compilerOptions: { isCustomElement: options.isCustomElement } },
      });
      const { code, map } = await transform(script.content, { loader: 'ts', sourcefile: id, sourcemap: true, target: 'es2022' });
      return { code, map };
    },
  };
}
