import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, signInWith, text, until } from './support/page.ts';

const ACTIVATE = '/api/player/activate';

/** The page turns activation links on, as a page that answers them does: the address is read then. */
function followLink(search: string): void {
  history.replaceState(null, '', `${location.pathname}${search}`);
  window.casino.configure({ queryTriggers: 'activation' });
}

/** The activation widget a link opened (in the modal). */
function openedActivation(): Promise<HTMLElement> {
  return until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector<HTMLElement>('casino-activation'), 'the activation widget');
}

describe('activation links cannot switch accounts', () => {
  beforeEach(resetAll);
  afterEach(() => {
    window.casino.configure({ queryTriggers: 'none' });
    window.casino.close();
    history.replaceState(null, '', location.pathname);
  });

  it('a link for another account shows whose it is, activates nothing, and keeps the player signed in', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => text(signin).includes('Balance'), 'the balance');
    window.casino.close();
    const session = sessionStorage.getItem('casino-elements.session');

    followLink('?email=new%40example.com&code=123456');
    expect(location.search).to.equal('');
    const host = await openedActivation();
    const notice = await until(() => inShadow(host, '.notice.warning'), 'the notice');
    expect(notice.textContent).to.equal('This activation link is for new@example.com, but you are signed in as player@example.com. Sign out first to activate that account.');
    expect(notice.getAttribute('role')).to.equal('status');
    expect(() => button(host, 'Activate')).to.throw();
    expect(await axeViolations(host)).to.deep.equal([]);
    expect(await requestCount(ACTIVATE)).to.equal(0);
    expect(sessionStorage.getItem('casino-elements.session')).to.equal(session);

    // Signing out is the way on: the link's form then activates (and signs in) the account it names.
    const signedOut = nextEvent(document, 'casino-signed-out');
    button(host, 'Sign out').click();
    await signedOut;
    await until(() => field(host, 'Activation code').value === '123456', 'the form, with the code from the link');
    expect(() => field(host, 'Email')).to.throw();
    const signedIn = nextEvent(host, 'casino-signed-in');
    button(host, 'Activate').click();
    expect((await signedIn).detail.userId).to.not.equal('');
    await until(() => text(host).includes('Your account is activated'), 'activated');
  });

  it('a link for the signed-in account itself, in any letter case, is no other account', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => text(signin).includes('Balance'), 'the balance');
    window.casino.close();
    followLink('?email=Player%40Example.com&code=123456');
    const host = await openedActivation();
    await until(() => text(host).includes('Your account is already activated'), 'the already-activated text');
    expect(inShadow(host, '.notice.warning')).to.equal(null);
  });

  it('a link opened by nobody signed in shows the form prefilled, as before', async () => {
    followLink('?email=new%40example.com&code=123456');
    const host = await openedActivation();
    await until(() => field(host, 'Activation code').value === '123456', 'the code from the link');
    expect(inShadow(host, '.notice.warning')).to.equal(null);
  });
});
