import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStore } from 'jotai';
import type { Platform, PlatformConfig, SessionChange, Wallet } from '../../../adapters/contract.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';
import {
  DEFAULT_CONFIG,
  type Registry,
  type RegistryChange,
  buildPlatform,
  sessionHostKey,
  sessionLeavesHost,
  sessionPush,
  subscribe,
  updateConfig,
  wireExistingPlatform,
} from '../../../elements/runtime/registry.ts';
import { playerPush } from '../../../features/toolkit/player/push.ts';
import { walletAtom } from '../../../features/toolkit/player/atoms.ts';

function freshRegistry(config: Partial<PlatformConfig> = {}, session: string | null = 's-1'): Registry {
  return {
    version: 'test',
    config: { ...DEFAULT_CONFIG, apiUrl: 'https://api.casino.example/api', ...config } as PlatformConfig,
    configVersion: 0,
    platform: null,
    platformStops: [],
    session,
    store: null,
    listeners: new Set(),
  };
}

/** A platform that pushes: what it was asked to listen to, and whether it was disposed. */
function pushingPlatform() {
  const sessionListeners = new Set<(change: SessionChange) => void>();
  const balanceListeners = new Set<(wallet: Wallet) => void>();
  const state = { disposed: 0, signOuts: 0 };
  const platform: Platform = {
    name: 'realtime',
    capabilities: { ...REST_CAPABILITIES, balancePush: true },
    signIn: async () => assert.fail('not used'),
    signOut: async () => {
      state.signOuts += 1;
    },
    getProfile: async () => assert.fail('not used'),
    getWallet: async () => assert.fail('not used'),
    onSessionChange(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    onBalanceChange(listener) {
      balanceListeners.add(listener);
      return () => balanceListeners.delete(listener);
    },
    dispose() {
      state.disposed += 1;
    },
  };
  return { platform, sessionListeners, balanceListeners, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const WALLET: Wallet = { realBalance: 15, bonusBalance: 5, totalBalance: 20, currency: { code: 'EUR' } };

describe('the registry and its platform', () => {
  it('builds the platform once and subscribes its push when it is ready', async () => {
    const registry = freshRegistry();
    const fake = pushingPlatform();
    let builds = 0;
    const create = async () => {
      builds += 1;
      return fake.platform;
    };
    const wirings = [sessionPush(registry)];
    const [first, second] = await Promise.all([buildPlatform(registry, create, wirings), buildPlatform(registry, create, wirings)]);
    assert.equal(first, second);
    assert.equal(builds, 1);
    await settle();
    assert.equal(fake.sessionListeners.size, 1);
  });

  it('signs every element out when the platform ends the session, without calling the platform', async () => {
    const registry = freshRegistry();
    const changes: RegistryChange[] = [];
    subscribe(registry, (change) => changes.push(change));
    const fake = pushingPlatform();
    await buildPlatform(registry, async () => fake.platform, [sessionPush(registry)]);
    await settle();

    for (const listener of fake.sessionListeners) listener({ signedIn: true, reason: 'signed-in' });
    assert.equal(registry.session, 's-1', 'a pushed sign-in never starts a session');
    for (const listener of fake.sessionListeners) listener({ signedIn: false, reason: 'expired' });
    assert.equal(registry.session, null);
    assert.deepEqual(changes, ['session']);
    assert.equal(fake.state.signOuts, 0);
  });

  it("puts a pushed balance into the page's shared wallet", async () => {
    const registry = freshRegistry();
    const store = createStore();
    const fake = pushingPlatform();
    await buildPlatform(registry, async () => fake.platform, [playerPush(store)]);
    await settle();
    for (const listener of fake.balanceListeners) listener(WALLET);
    assert.deepEqual(store.get(walletAtom), WALLET);
  });

  it('wires a store that arrives after the platform was built, once', async () => {
    const registry = freshRegistry();
    const store = createStore();
    const fake = pushingPlatform();
    await buildPlatform(registry, async () => fake.platform, []);
    wireExistingPlatform(registry, playerPush(store));
    await settle();
    assert.equal(fake.balanceListeners.size, 1);
    for (const listener of fake.balanceListeners) listener(WALLET);
    assert.deepEqual(store.get(walletAtom), WALLET);
  });

  it('subscribes nothing for a platform that pushes nothing (the REST adapter)', async () => {
    const registry = freshRegistry();
    const { onSessionChange: _session, onBalanceChange: _balance, ...silent } = pushingPlatform().platform;
    await buildPlatform(registry, async () => silent, [sessionPush(registry), playerPush(createStore())]);
    await settle();
    assert.deepEqual(registry.platformStops, []);
  });

  it('stops the push and disposes the platform when any build-time option changes, and builds a new one', async () => {
    for (const change of [{ timeoutMs: 5000 }, { retries: 1 }, { merchantId: 'm-2' }, { wampUrl: 'wss://rt.casino.example/v2' }]) {
      const registry = freshRegistry();
      const store = createStore();
      const old = pushingPlatform();
      await buildPlatform(registry, async () => old.platform, [sessionPush(registry), playerPush(store)]);
      await settle();
      assert.equal(old.balanceListeners.size, 1);

      updateConfig(registry, change);
      await settle();
      assert.equal(registry.platform, null, JSON.stringify(change));
      assert.equal(old.balanceListeners.size, 0, 'unsubscribed');
      assert.equal(old.sessionListeners.size, 0, 'unsubscribed');
      assert.equal(old.state.disposed, 1, 'disposed');

      const next = pushingPlatform();
      assert.equal(await buildPlatform(registry, async () => next.platform, [playerPush(store)]), next.platform);
      await settle();
      for (const listener of old.balanceListeners) listener({ ...WALLET, totalBalance: 1 });
      for (const listener of next.balanceListeners) listener(WALLET);
      assert.deepEqual(store.get(walletAtom), WALLET);
    }
  });

  it('keeps the platform when only the jurisdiction or the locale changes (adapters read them live)', async () => {
    const registry = freshRegistry();
    const fake = pushingPlatform();
    const built = buildPlatform(registry, async () => fake.platform, []);
    await built;
    updateConfig(registry, { jurisdiction: 'sga', locale: 'sv' });
    await settle();
    assert.equal(registry.platform, built);
    assert.equal(fake.state.disposed, 0);
    assert.equal(registry.configVersion, 1);
  });

  it("tells listeners the platform was retired (so its answers are dropped), and only then", () => {
    const registry = freshRegistry();
    const changes: RegistryChange[] = [];
    subscribe(registry, (change) => changes.push(change));
    updateConfig(registry, { locale: 'sv' });
    assert.deepEqual(changes, ['config']);
    updateConfig(registry, { apiUrl: '/api-two' });
    assert.ok(changes.slice(1).includes('platform'), `changes: ${changes.join(', ')}`);
  });

  it('disposes a platform retired while it was still being built, and never wires it', async () => {
    const registry = freshRegistry();
    const fake = pushingPlatform();
    let finish!: (platform: Platform) => void;
    const built = buildPlatform(registry, () => new Promise<Platform>((resolve) => (finish = resolve)), [sessionPush(registry)]);
    updateConfig(registry, { apiUrl: 'https://api.casino.example/v2' });
    finish(fake.platform);
    await built;
    await settle();
    assert.equal(fake.sessionListeners.size, 0);
    assert.equal(fake.state.disposed, 1);
  });

  it('forgets a failed build so the next use tries again', async () => {
    const registry = freshRegistry();
    await assert.rejects(buildPlatform(registry, async () => Promise.reject(new Error('no adapter')), []));
    await settle();
    assert.equal(registry.platform, null);
  });

  describe('the session never reaches another host', () => {
    it('drops the session, locally, when the API moves to another origin', async () => {
      const registry = freshRegistry();
      const fake = pushingPlatform();
      await buildPlatform(registry, async () => fake.platform, []);
      const changes: RegistryChange[] = [];
      subscribe(registry, (change) => changes.push(change));
      updateConfig(registry, { apiUrl: 'https://other.example/api' });
      assert.equal(registry.session, null);
      assert.deepEqual(changes, ['session', 'config', 'platform']);
      await settle();
      assert.equal(fake.state.signOuts, 0, 'no sign-out call: it would carry the session');
    });

    it('keeps the session when the API moves on the same origin, or another option changes', () => {
      const registry = freshRegistry();
      updateConfig(registry, { apiUrl: 'https://api.casino.example/v2/' });
      updateConfig(registry, { timeoutMs: 3000, locale: 'fi', merchantId: 'm' });
      assert.equal(registry.session, 's-1');
    });

    it('drops the session when the cashier, which receives it, moves to another origin or environment', async () => {
      const registry = freshRegistry({ merchantId: 'm', cashierUrl: 'https://cashier.casino.example/' });
      updateConfig(registry, { cashierUrl: 'https://cashier.casino.example/v2/' });
      assert.equal(registry.session, 's-1', 'the same origin keeps it');
      updateConfig(registry, { cashierUrl: 'https://evil.example/' });
      assert.equal(registry.session, null);
      const byEnvironment = freshRegistry({ merchantId: 'm', cashierEnvironment: 'production' });
      updateConfig(byEnvironment, { cashierEnvironment: 'development' });
      assert.equal(byEnvironment.session, null);
      const stored = { ...freshRegistry({}, 'cid-1'), sessionHost: sessionHostKey(freshRegistry().config), sessionFromStorage: true };
      updateConfig(stored, { cashierUrl: 'https://evil.example/' });
      await buildPlatform(stored, async () => pushingPlatform().platform, []);
      assert.equal(stored.session, null, 'a reloaded session is not taken to a cashier it was not started with');
    });

    it('drops the session when the platform changes', () => {
      const registry = freshRegistry();
      updateConfig(registry, { platform: 'realtime', wampUrl: 'wss://api.casino.example/v2' });
      assert.equal(registry.session, null);
    });

    it('keeps a stored session while a reloaded page configures its platform attribute by attribute, where it was started', async () => {
      const started = { ...DEFAULT_CONFIG, apiUrl: 'https://api.casino.example/api', platform: 'realtime', wampUrl: 'wss://api.casino.example/v2', realm: 'http://casino.example' } as PlatformConfig;
      const registry = { ...freshRegistry({}, 'cid-1'), sessionHost: sessionHostKey(started), sessionFromStorage: true };
      updateConfig(registry, { platform: 'realtime' });
      updateConfig(registry, { wampUrl: 'wss://api.casino.example/v2' });
      updateConfig(registry, { realm: 'http://casino.example', apiUrl: 'https://api.casino.example/api' });
      assert.equal(registry.session, 'cid-1');
      await buildPlatform(registry, async () => pushingPlatform().platform, []);
      assert.equal(registry.session, 'cid-1');
    });

    it('drops a stored session at the first build when the page names another host or platform', async () => {
      const started = { ...DEFAULT_CONFIG, platform: 'realtime', wampUrl: 'wss://api.casino.example/v2' } as PlatformConfig;
      const registry = { ...freshRegistry({}, 'cid-1'), sessionHost: sessionHostKey(started), sessionFromStorage: true };
      updateConfig(registry, { platform: 'realtime', wampUrl: 'wss://elsewhere.example/v2' });
      await buildPlatform(registry, async () => pushingPlatform().platform, []);
      assert.equal(registry.session, null);
    });

    it('compares every endpoint option by origin, relative ones against the page', () => {
      const rest = { ...DEFAULT_CONFIG, apiUrl: '/api' } as PlatformConfig;
      assert.equal(sessionLeavesHost(rest, { ...rest, apiUrl: '/api/v2' } as PlatformConfig), false);
      assert.equal(sessionLeavesHost(rest, { ...rest, apiUrl: 'https://elsewhere.example/api' } as PlatformConfig), true);
      const realtime = { ...DEFAULT_CONFIG, platform: 'realtime', wampUrl: 'wss://a.example/v2' } as PlatformConfig;
      assert.equal(sessionLeavesHost(realtime, { ...realtime, wampUrl: 'wss://b.example/v2' } as PlatformConfig), true);
      assert.equal(sessionLeavesHost(realtime, { ...realtime, realm: 'http://www.other.example' } as PlatformConfig), false);
    });
  });
});
