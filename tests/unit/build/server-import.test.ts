// Importing the package on a server (plain Node, as a framework's server bundle does): it exits 0, prints
// nothing, defines no global (not even the registry's symbol) and touches no browser global; the React entry
// server-renders a widget's tag as the bare tag (properties wait for the browser), and <casino-platform> as
// itself, without the `hidden` attribute that made React report a hydration mismatch.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const node = (script: string) => spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });

describe('the package on a server', () => {
  test('importing it in plain Node exits 0 with no output and defines nothing', () => {
    const result = node(`
      const keys = () => [...Reflect.ownKeys(globalThis)].map(String).sort().join();
      const before = keys();
      const api = await import('casino-elements');
      if (typeof api.configure !== 'function' || typeof api.version !== 'string') process.exit(3);
      if (keys() !== before) { process.stderr.write('globals: ' + keys()); process.exit(2); }
      // The React components attach their listeners from the events the build writes into them (its definition's in
      // the sources: the library's bundle leaves them out), for the server and for the browser.
      const { readFileSync } = await import('node:fs');
      for (const file of ['dist/react.node.js', 'dist/react.js']) if (!readFileSync(file, 'utf8').includes('"CasinoSignIn",["casino-signed-in","casino-signed-out"]')) process.exit(4);
    `);
    assert.equal(result.stdout + result.stderr, '');
    assert.equal(result.status, 0);
  });

  test('the React entry server-renders the bare tags (no attributes for properties, no hidden)', () => {
    const result = node(`
      const { createElement: h } = await import('react');
      const { renderToString } = await import('react-dom/server');
      const { CasinoSignIn, CasinoPlatform } = await import('casino-elements/react');
      process.stdout.write(renderToString(h('div', null, h(CasinoPlatform, { apiUrl: '/api' }), h(CasinoSignIn, { hideClose: true, onSignedIn: () => {} }))));
    `);
    assert.equal(result.stderr, '');
    assert.equal(result.status, 0);
    assert.equal(result.stdout, '<div><casino-platform></casino-platform><casino-signin></casino-signin></div>');
  });
});
