import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';

const TS = /\.tsx?$/;

export async function load(url, context, nextLoad) {
  if (!TS.test(new URL(url).pathname) || url.includes('/node_modules/')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const source = await readFile(filename, 'utf8');
  const result = await transformAsync(source, { filename, sourceMaps: 'inline', cwd: process.cwd() });
  return { format: 'module', source: result?.code ?? '', shortCircuit: true };
}
