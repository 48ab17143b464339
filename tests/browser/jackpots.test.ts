import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { axeViolations, place, requestCount, resetAll, signInWith, until } from './support/page.ts';

const JACKPOTS = '/api/event-feed/jackpots';

/** The amount an element arrives at (its text alternative) and the one its ticker shows now. */
function amounts(host: Element, scope = '') {
  const amount = host.shadowRoot!.querySelector(`${scope} [part~="amount"]`);
  const read = (selector: string) => (amount?.querySelector(selector)?.textContent ?? '').replace(/\s/g, ' ');
  return { final: read('.visually-hidden'), ticker: read('.amount-ticker') };
}

async function signIn(email: string): Promise<void> {
  const signin = await place('casino-signin', { jurisdiction: 'mga' });
  await signInWith(signin, email);
  await until(() => document.querySelector('casino-modal'), 'the follow-up after sign-in');
  window.casino.close();
  signin.remove();
}

describe('<casino-jackpot-total>', () => {
  beforeEach(resetAll);
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('counts up to the total in the page\'s currency for a visitor', async () => {
    const host = await place('casino-jackpot-total', { currency: 'SEK' });
    await until(() => amounts(host).final, 'the total');
    // The three seeded jackpots at the sandbox's SEK rate, summed (54,523,751.13), in whole kronor.
    expect(amounts(host).final).to.equal('SEK 54,523,751');
    expect(amounts(host).ticker).not.to.equal('SEK 54,523,751');
    await until(() => amounts(host).ticker === 'SEK 54,523,751', 'the count-up to arrive', 4000);
    expect(host.shadowRoot!.querySelector('[part~="amount"] [aria-hidden="true"]')).to.not.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('stands still for a player who asks for less motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = await place('casino-jackpot-total', { currency: 'EUR' });
    await until(() => amounts(host).final, 'the total');
    expect(amounts(host).ticker).to.equal('€4,741,195.75');
  });

  it('is read again on the operator\'s interval only while it is in view', async () => {
    const host = await place('casino-jackpot-total', { 'refresh-seconds': '5' });
    await until(() => amounts(host).final, 'the total');
    expect(await requestCount(JACKPOTS)).to.equal(1);
    host.style.display = 'none';
    await new Promise((resolve) => setTimeout(resolve, 5600));
    expect(await requestCount(JACKPOTS)).to.equal(1);
    host.style.display = '';
    // Back in view after longer than the interval: read at once. Waited for (a loaded machine can take more than a
    // moment to see it in view and ask), then no read more than that one.
    await until(async () => (await requestCount(JACKPOTS)) >= 2, 'a read once it shows again');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requestCount(JACKPOTS)).to.equal(2);
  });
});

describe('<casino-jackpots>', () => {
  beforeEach(resetAll);

  it('lists the jackpots, in the signed-in player\'s currency rather than the page\'s', async () => {
    await signIn('player@example.com');
    const host = await place('casino-jackpots', { currency: 'SEK' });
    await until(() => host.shadowRoot!.querySelectorAll('[part~="jackpot"]').length === 3, 'three jackpots');
    const rows = [...host.shadowRoot!.querySelectorAll('[part~="jackpot"]')].map((row) => [row.querySelector('[part~="jackpot-name"]')!.textContent, row.querySelector('.visually-hidden')!.textContent]);
    expect(rows).to.deep.equal([['Mega Fortune', '€1,254,300.50'], ['Divine Fortune', '€84,120.25'], ['Hall of Gods', '€3,402,775.00']]);
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
