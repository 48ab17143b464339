// What installing the package costs an integrator (issue 40: under 3 MB, one package): the tarball `npm pack` makes
// after the build, read from `npm pack --dry-run --json` (offline, no scripts run), stays under 3,000,000 bytes
// unpacked, installs nothing else (no runtime dependencies: dist/ bundles them), holds no source maps, and its
// JSON data (the manifest, the editors' data, preload.json) is written without whitespace, as tools parse it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The unpacked size the package must stay under, in bytes. */
const UNPACKED_LIMIT = 3_000_000;
const built = existsSync(path.join(ROOT, 'dist/casino-elements.js')) && existsSync(path.join(ROOT, 'custom-elements.json'));

interface Packed { size: number; unpackedSize: number; entryCount: number; files: Array<{ path: string; size: number }> }

function pack(): Packed {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--offline'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false' },
  });
  assert.equal(result.status, 0, result.stderr);
  const [packed] = JSON.parse(result.stdout) as Packed[];
  assert.ok(packed, result.stdout);
  return packed;
}

describe('the published package', { skip: !built && 'no build' }, () => {
  const packed = built ? pack() : undefined;
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

  test(`stays under ${UNPACKED_LIMIT.toLocaleString('en')} bytes unpacked`, () => {
    const biggest = [...packed!.files].sort((a, b) => b.size - a.size).slice(0, 8).map((file) => `${file.path} ${kB(file.size)}`).join(', ');
    assert.ok(packed!.unpackedSize < UNPACKED_LIMIT, `${packed!.unpackedSize} bytes unpacked (${packed!.entryCount} files; the biggest: ${biggest})`);
  });

  test('installs no other package: no runtime dependencies', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    } & Record<string, unknown>;
    for (const field of ['dependencies', 'optionalDependencies', 'bundleDependencies', 'bundledDependencies']) {
      assert.deepEqual(Object.keys(pkg[field] ?? {}), [], `package.json ${field}: dist/ bundles what the library runs`);
    }
    // React is the React entry's optional peer: a page without React installs nothing for it.
    for (const name of Object.keys(pkg.peerDependencies ?? {})) assert.equal(pkg.peerDependenciesMeta?.[name]?.optional, true, `${name} is an optional peer`);
  });

  test('ships no source maps, and its JSON data without whitespace', () => {
    const paths = packed!.files.map((file) => file.path);
    assert.deepEqual(paths.filter((file) => file.endsWith('.map')), []);
    const data = paths.filter((file) => file.endsWith('.json') && file !== 'package.json');
    assert.deepEqual([...data].sort(), ['custom-elements.json', 'dist/html-custom-data.json', 'dist/preload.json', 'dist/web-types.json']);
    for (const file of data) assert.doesNotMatch(readFileSync(path.join(ROOT, file), 'utf8').trimEnd(), /\n/, `${file} is indented`);
  });
});
