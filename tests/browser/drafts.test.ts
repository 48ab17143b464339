import { expect } from '@esm-bundle/chai';
import { button, field, nextEvent, place, resetAll, signInWith, text, type, until } from './support/page.ts';

const PREFIX = 'casino-elements.draft.';
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith(PREFIX)).sort();

/** A draft typed in a widget of this page: the forgot-password form's e-mail. */
async function typeADraft(): Promise<void> {
  const forgot = await place('casino-forgot-password');
  type(field(forgot, 'Email'), 'someone.private@example.com');
  await until(() => sessionStorage.getItem(`${PREFIX}forgot-password`)?.includes('someone.private'), 'the draft');
}

describe('drafts: written on change, gone with the session', () => {
  beforeEach(resetAll);

  it('opening widgets stores nothing; a change stores the draft', async () => {
    const signup = await place('casino-signup');
    await place('casino-signin');
    await place('casino-forgot-password');
    await until(() => field(signup, 'Email'), 'the sign-up form');
    // The wizard filled in what the platform's geolocation gave (the sandbox's visitor is in Malta): not the player's
    // doing, so no draft either. Leaving the page writes at once whatever is waiting to be stored.
    await until(() => signup.shadowRoot!.querySelector<HTMLSelectElement>('select[name=callingCode]')?.value === '+356', 'the calling code from the IP country');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(drafts().join(' ')).to.equal('');
    type(field(signup, 'Email'), 'jane@example.com');
    await until(() => drafts().length > 0, 'the sign-up draft');
    expect(sessionStorage.getItem(`${PREFIX}signup.mga`)).to.contain('jane@example.com');
  });

  it('a keystroke stores nothing in its own frame: the draft is written a moment later, or when the page is left', async () => {
    const forgot = await place('casino-forgot-password');
    await until(() => field(forgot, 'Email'), 'the form');
    type(field(forgot, 'Email'), 'burst@example.com');
    expect(drafts().join(' '), 'stored within the keystroke').to.equal('');
    await until(() => sessionStorage.getItem(`${PREFIX}forgot-password`)?.includes('burst@example.com'), 'the draft, a moment later');

    type(field(forgot, 'Email'), 'left@example.com');
    expect(sessionStorage.getItem(`${PREFIX}forgot-password`)).not.to.contain('left@example.com');
    // A reload or a closed tab: the page is left before the moment has passed.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(sessionStorage.getItem(`${PREFIX}forgot-password`)).to.contain('left@example.com');
  });

  it('a draft still waiting to be stored goes with the session too', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => text(signin).includes('Balance'), 'the balance');
    window.casino.close();
    const forgot = await place('casino-forgot-password');
    await until(() => field(forgot, 'Email'), 'the form');
    type(field(forgot, 'Email'), 'typed.just.now@example.com');
    await window.casino.signOut();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(drafts().join(' ')).to.equal('');
  });

  it('sign-out removes every draft of the tab, and nothing else', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => text(signin).includes('Balance'), 'the balance');
    window.casino.close();
    await typeADraft();
    sessionStorage.setItem(`${PREFIX}profile.1042`, JSON.stringify({ address: 'From another page of this tab' }));
    sessionStorage.setItem('host-page.cart', '3 items');
    expect(drafts().length).to.equal(2);
    await window.casino.signOut();
    expect(drafts().join(' ')).to.equal('');
    expect(sessionStorage.getItem('host-page.cart')).to.equal('3 items');
  });

  it('an expired session removes every draft', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => text(signin).includes('Balance'), 'the balance');
    window.casino.close();
    await typeADraft();
    await fetch('/__sandbox/reset', { method: 'POST' }); // the sandbox forgets every session
    const signedOut = nextEvent(document, 'casino-signed-out');
    const terms = await place('casino-terms');
    await until(() => text(terms).includes('Accept'), 'the terms');
    button(terms, 'Accept').click(); // a session call, which meets the expired session
    expect((await signedOut).detail.reason).to.equal('session-expired');
    expect(drafts().join(' ')).to.equal('');
  });

  it('a form that succeeds removes its draft', async () => {
    await typeADraft();
    const forgot = document.querySelector('casino-forgot-password')!;
    button(forgot, 'Send').click();
    await until(() => text(forgot).includes('Email has been sent'), 'the success');
    expect(drafts().join(' ')).to.equal('');
  });
});
