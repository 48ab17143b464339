// The one call policy (adapters/call-policy.ts), rule by rule, against every adapter and every transport it
// speaks (HTTP, RPC, the HTTP API beside a router): a table of rules run over a table of probe operations,
// for each adapter under test. A probe runs where the adapter names the request behind it (its `calls` row)
// and has the capabilities the probe needs: never by the adapter's name.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Capabilities, OperationName, Platform, PlatformConfig } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { isWriteOperation } from '../../adapters/operation-writes.ts';
import { SEEDED_BONUS_CODE } from '../../sandbox/account/seed.ts';
import { ADAPTERS, type AdapterUnderTest, type Endpoint, memorySession, rejection, suiteSandbox } from './adapters-under-test.ts';
import { requireOperation } from '../../adapters/operations.ts';

interface Probe {
  operation: OperationName;
  needs: readonly (keyof Capabilities)[];
  signedIn: boolean;
  run(platform: Platform): Promise<unknown>;
}

/** One read and one write per transport an adapter may use for them. */
const PROBES: readonly Probe[] = [
  { operation: 'getProfile', needs: [], signedIn: true, run: (platform) => requireOperation(platform, 'getProfile')() },
  { operation: 'getLimits', needs: ['limits'], signedIn: true, run: (platform) => platform.getLimits!() },
  { operation: 'getJackpots', needs: ['jackpots'], signedIn: false, run: (platform) => platform.getJackpots!() },
  { operation: 'getFavourites', needs: ['favourites'], signedIn: true, run: (platform) => platform.getFavourites!() },
  { operation: 'triggerBonus', needs: ['bonuses'], signedIn: true, run: (platform) => platform.triggerBonus!(SEEDED_BONUS_CODE) },
  { operation: 'addFavourite', needs: ['favourites'], signedIn: true, run: (platform) => platform.addFavourite!('mega-fortune') },
];

interface Rig {
  readonly adapter: AdapterUnderTest;
  readonly probe: Probe;
  readonly endpoint: Endpoint;
  platform(config?: Partial<PlatformConfig>): Promise<Platform>;
  fault(spec: Record<string, unknown>): Promise<unknown>;
  /** The requests made to the probe's endpoint since the platform was built and signed in. */
  sent(): Promise<{ idempotencyKey?: string }[]>;
}

interface Rule {
  name: string;
  /** Which probes the rule is about. */
  applies(probe: Probe): boolean;
  check(rig: Rig): Promise<void>;
}

const read = (probe: Probe) => !isWriteOperation(probe.operation);
const write = (probe: Probe) => isWriteOperation(probe.operation);

const RULES: readonly Rule[] = [
  {
    name: 'a read is retried after a transient failure',
    applies: read,
    async check(rig) {
      const platform = await rig.platform();
      await rig.fault({ status: 503, times: 2 });
      await rig.probe.run(platform);
      assert.equal((await rig.sent()).length, 3);
    },
  },
  {
    name: 'a read is retried at most 3 times, then rejects with the area\'s PlatformError',
    applies: read,
    async check(rig) {
      const platform = await rig.platform();
      await rig.fault({ status: 503, times: 0 });
      await rejection(rig.probe.run(platform));
      assert.equal((await rig.sent()).length, 4);
    },
  },
  {
    name: 'a write is never retried',
    applies: write,
    async check(rig) {
      const platform = await rig.platform();
      await rig.fault({ status: 503, times: 1 });
      await rejection(rig.probe.run(platform));
      assert.equal((await rig.sent()).length, 1, 'the write went out once');
    },
  },
  {
    name: 'a write that got no answer in time is not sent again, and is a network-error',
    applies: write,
    async check(rig) {
      const platform = await rig.platform({ timeoutMs: 300 });
      await rig.fault({ delayMs: 800, times: 1 });
      const error = await rejection(rig.probe.run(platform));
      assert.equal(error.code, 'network-error');
      assert.equal((await rig.sent()).length, 1);
    },
  },
  {
    name: 'a read waits for the time-out, tries again, and succeeds',
    applies: read,
    async check(rig) {
      const platform = await rig.platform({ timeoutMs: 300 });
      await rig.fault({ delayMs: 800, times: 1 });
      await rig.probe.run(platform);
      assert.equal((await rig.sent()).length, 2);
    },
  },
  {
    name: 'a read honours Retry-After',
    applies: read,
    async check(rig) {
      const platform = await rig.platform();
      await rig.fault({ status: 503, retryAfter: 1, times: 1 });
      const started = Date.now();
      await rig.probe.run(platform);
      assert.ok(Date.now() - started >= 950, `retried after ${Date.now() - started} ms`);
    },
  },
  {
    name: 'a read is not retried when Retry-After asks for longer than the player should wait',
    applies: read,
    async check(rig) {
      const platform = await rig.platform();
      await rig.fault({ status: 503, retryAfter: 120, times: 1 });
      await rejection(rig.probe.run(platform));
      assert.equal((await rig.sent()).length, 1);
    },
  },
  {
    name: 'a malformed answer is the area\'s unknown-error, not a crash',
    applies: read,
    async check(rig) {
      const platform = await rig.platform();
      await rig.fault({ malformed: true, times: 0 });
      const error = await rejection(rig.probe.run(platform));
      assert.equal(error.code, 'unknown-error');
    },
  },
  {
    name: 'a write carries an idempotency key of its own; a read carries none',
    applies: () => true,
    async check(rig) {
      const platform = await rig.platform();
      await rig.probe.run(platform).catch(() => undefined);
      await rig.probe.run(platform).catch(() => undefined);
      const keys = (await rig.sent()).map((request) => request.idempotencyKey);
      assert.equal(keys.length, 2);
      if (write(rig.probe)) {
        assert.ok(keys.every((key) => typeof key === 'string' && key.length >= 16), `keys: ${keys.join(', ')}`);
        assert.notEqual(keys[0], keys[1], 'two writes, two keys');
      } else {
        assert.deepEqual(keys, [undefined, undefined]);
      }
    },
  },
];

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: the call policy`, () => {
  const platforms: Platform[] = [];
  after(async () => {
    for (const platform of platforms) await platform.dispose?.();
  });
  const sandbox = suiteSandbox();
  const { control } = sandbox;

  for (const probe of PROBES) {
    const endpoint = adapter.calls[probe.operation];
    const missing = probe.needs.filter((capability) => adapter.lacks.includes(capability));
    const skip = !endpoint ? `no request named for ${probe.operation}` : missing.length > 0 ? `no ${missing.join(', ')}` : false;
    for (const rule of RULES) {
      if (!rule.applies(probe)) continue;
      it(`${probe.operation}: ${rule.name}`, { skip }, async () => {
        assert.ok(endpoint);
        let since = 0;
        const list = async () => {
          const answer = await control<{ requests: { idempotencyKey?: string }[] }>('GET', `/requests?${new URLSearchParams({ method: endpoint.method, path: endpoint.path })}`);
          return answer.requests;
        };
        const rig: Rig = {
          adapter,
          probe,
          endpoint,
          async platform(config = {}) {
            const platform = await createPlatform({ config: { ...adapter.config(sandbox.url), ...config }, session: memorySession() });
            platforms.push(platform);
            if (probe.signedIn) await adapter.getSession(platform);
            since = (await list()).length;
            return platform;
          },
          fault: (spec) => control('POST', '/faults', { path: endpoint.path, method: endpoint.method, ...spec }),
          sent: async () => (await list()).slice(since),
        };
        await rule.check(rig);
      });
    }
  }
});

// The sandbox's side of the key: a REST write sent again with the key of one already done is not done twice,
// and the repeat gets the first answer (what a platform that honours `Idempotency-Key` does).
describe('the sandbox honours a REST write\'s Idempotency-Key', () => {
  const sandbox = suiteSandbox();
  const rest = ADAPTERS.find((adapter) => adapter.calls.triggerBonus?.method === 'POST');

  async function session(): Promise<string> {
    assert.ok(rest);
    const store = memorySession();
    const platform = await createPlatform({ config: rest.config(sandbox.url), session: store });
    await rest.getSession(platform);
    const id = store.get();
    assert.ok(id);
    return id;
  }

  async function post(sessionId: string, path: string, key: string | null, body?: unknown): Promise<{ status: number; text: string }> {
    const response = await fetch(`${sandbox.url}/api${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'X-Player-Session-Id': sessionId,
        ...(key ? { 'Idempotency-Key': key } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  }

  const WRITES: readonly { name: string; path: string; body?: unknown }[] = [
    { name: 'a bonus code', path: `/bonus/trigger/${SEEDED_BONUS_CODE}` },
    { name: 'a bonus claim', path: '/bonus/claim/601' },
    { name: 'a limit', path: '/responsiblegaming/limit/v2', body: { Type: 'Deposit', Timespan: 7, Amount: 500 } },
    { name: 'a block', path: '/responsiblegaming/block/7' },
    { name: 'a self-exclusion', path: '/responsiblegaming/self-exclude/30' },
  ];

  for (const write of WRITES) {
    it(`${write.name}: a repeat with the same key gets the first answer; without a key it is a new write`, async () => {
      const sessionId = await session();
      const first = await post(sessionId, write.path, 'key-1', write.body);
      assert.ok(first.status < 300, `first: ${first.status} ${first.text}`);
      assert.deepEqual(await post(sessionId, write.path, 'key-1', write.body), first);
      // The same write with no key (or a new one) is done again: refused, or another row.
      const again = await post(sessionId, write.path, null, write.body);
      assert.ok(again.status >= 300 || again.text !== first.text || write.path.includes('limit'), `again: ${again.status} ${again.text}`);
    });
  }

  it('a bonus code sent twice with one key gives one bonus', async () => {
    const sessionId = await session();
    const count = async () => {
      const response = await fetch(`${sandbox.url}/api/bonus`, { headers: { Accept: 'application/json', 'X-Player-Session-Id': sessionId } });
      const body = (await response.json()) as unknown;
      const rows = Array.isArray(body) ? body : (body as { Bonuses?: unknown[]; Items?: unknown[] }).Bonuses ?? (body as { Items?: unknown[] }).Items ?? [];
      return rows.length;
    };
    const before = await count();
    await post(sessionId, `/bonus/trigger/${SEEDED_BONUS_CODE}`, 'key-2');
    await post(sessionId, `/bonus/trigger/${SEEDED_BONUS_CODE}`, 'key-2');
    assert.equal(await count(), before + 1);
  });
});
