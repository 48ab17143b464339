import { expect } from '@esm-bundle/chai';
import { nextEvent, place, requestCount, resetAll, sandbox, signInWith, text, until } from './support/page.ts';

describe('the player\'s profile and wallet reads', () => {
  beforeEach(resetAll);
  afterEach(async () => {
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  it('tells a failed wallet read as casino-error, as every failed read, once per failure, and reads it again for a widget mounted later', async () => {
    window.casino.configure({ retryBaseDelayMs: 10 });
    await sandbox('faults', { path: '/api/wallets', status: 500, times: 0 });
    const host = await place('casino-signin');
    const errors: CustomEvent<{ key: string | null; message: string }>[] = [];
    host.addEventListener('casino-error', (event) => errors.push(event));
    const failed = nextEvent(host, 'casino-error', 10_000);
    await signInWith(host, 'player@example.com');
    const { detail } = await failed;
    expect(detail.key).to.be.a('string').and.not.equal('');
    expect(detail.message).to.be.a('string').and.not.equal('');
    await until(() => text(host).includes('You are signed in'), 'the signed-in view');
    expect(text(host)).not.to.contain('Balance');
    // The widget shows the player in more than one part: the failure is told once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors.length).to.equal(1);

    // Once the wallet answers again, a widget placed now reads it (a failure is asked again on mount).
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    const before = await requestCount('/api/wallets');
    const other = await place('casino-signin');
    await until(() => text(other).includes('Balance'), 'the balance in the second sign-in');
    await until(() => text(host).includes('Balance'), 'the balance in the first, from the same read');
    expect(await requestCount('/api/wallets')).to.equal(before + 1);
  });

  it('announces the balance once a page: one of the balances shown is a live region, the next when it goes', async () => {
    const first = await place('casino-signin');
    await signInWith(first, 'player@example.com');
    // The balances take their turn in the order they appear: the first's must show before the others are placed,
    // or all three appear in one render and any may be first (each element is a React root of its own).
    await until(() => first.shadowRoot?.querySelector('.balance [data-balance]'), 'the first balance');
    const second = await place('casino-signin');
    await until(() => second.shadowRoot?.querySelector('.balance [data-balance]'), 'the second balance');
    const third = await place('casino-signin');
    const balances = () => [first, second, third].filter((host) => host.isConnected).map((host) => host.shadowRoot?.querySelector('.balance'));
    await until(() => balances().every((balance) => balance?.querySelector('[data-balance]')), 'the three balances');
    const live = () => balances().filter((balance) => balance?.getAttribute('role') === 'status').length;
    // The balances take their turn in the render after they show (an effect), and one of an element removed before
    // (the previous test's) leaves once React has unmounted it.
    await until(() => live() === 1, 'one live balance');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live()).to.equal(1);
    expect(first.shadowRoot!.querySelector('.balance')!.getAttribute('role')).to.equal('status');
    first.remove();
    await until(() => live() === 1, 'another balance to take over');
    expect(second.shadowRoot!.querySelector('.balance')!.getAttribute('role')).to.equal('status');
  });
});
