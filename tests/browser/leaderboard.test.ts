import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, button, nextEvent, place, resetAll, signInWith, text, until } from './support/page.ts';

async function signIn(email: string): Promise<void> {
  const signin = await place('casino-signin', { jurisdiction: 'mga' });
  await signInWith(signin, email);
  await until(() => document.querySelector('casino-modal'), 'the follow-up after sign-in');
  window.casino.close();
  signin.remove();
}

const rows = (host: Element) => [...host.shadowRoot!.querySelectorAll('[part~="row"]')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('<casino-leaderboard>', () => {
  beforeEach(resetAll);

  it('asks a visitor to sign in', async () => {
    const host = await place('casino-leaderboard', { tournament: 'spring-spins' });
    await until(() => text(host).includes('Sign in to see the leaderboard and take part.'), 'the sign-in prompt');
    expect(button(host, 'Sign in')).to.not.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('shows the open tournament\'s dates and top players; Join from the keyboard puts the player on it', async () => {
    await signIn('player@example.com');
    const host = await place('casino-leaderboard', { tournament: 'spring-spins' });
    await until(() => rows(host).length === 4, 'the seeded players');
    expect(rows(host)[0]).to.deep.equal(['1', 'Maja B.', '1,840']);
    expect(host.shadowRoot!.querySelector('[part~="dates"]')!.textContent).to.match(/^Started.+Ends.+$/);
    expect(await axeViolations(host)).to.deep.equal([]);
    const joined = nextEvent(host, 'casino-tournament-joined');
    button(host, 'Join the tournament').focus();
    await sendKeys({ press: 'Enter' });
    expect((await joined).detail).to.deep.equal({ tournamentId: 'spring-spins' });
    await until(() => rows(host)[4]?.[1] === 'Alex M. (you)', 'the player on the board, marked as the player');
    expect(rows(host)[4]).to.deep.equal(['5', 'Alex M. (you)', '0']);
    const own = await until(() => host.shadowRoot!.querySelector('[part~="own-position"]'), 'the player\'s position');
    expect(own.textContent).to.equal('Your position: 5 with 0 points');
    await until(() => host.shadowRoot!.activeElement === own, 'focus on the position');
    expect(host.shadowRoot!.querySelector('[part~="own-row"]')!.getAttribute('aria-current')).to.equal('true');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('the finished tournament offers no Join and gives the spec\'s text', async () => {
    await signIn('player@example.com');
    const host = await place('casino-leaderboard', { tournament: 'winter-wheels', limit: '2' });
    await until(() => text(host).includes('This tournament has ended.'), 'the ended notice');
    expect(text(host)).to.contain('Not allowed');
    expect(rows(host)).to.have.length(2);
    expect(text(host)).not.to.contain('Join the tournament');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('an unknown tournament gives the catalogue\'s text', async () => {
    await signIn('player@example.com');
    const host = await place('casino-leaderboard', { tournament: 'no-such-tournament' });
    await until(() => text(host).includes('Tournament not found'), 'the refusal');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
