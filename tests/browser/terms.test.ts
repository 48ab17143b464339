import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, nextEvent, place, resetAll, sandbox, text, type, until } from './support/page.ts';

const DOCUMENT = '/api/content/getdocument';

describe('<casino-terms>', () => {
  beforeEach(resetAll);

  it('shows the terms, sanitized, without Accept to a visitor who is not signed in', async () => {
    const host = await place('casino-terms');
    await until(() => host.shadowRoot!.querySelector('.safe-html h2'), 'the terms text');
    expect(text(host)).not.to.contain('Accept');
    expect(host.shadowRoot!.querySelector('.safe-html script, .safe-html [onclick]')).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('says when the terms cannot be loaded and loads them on Try again', async () => {
    window.casino.configure({ retries: 0 });
    await sandbox('faults', { path: DOCUMENT, status: 503, times: 0 });
    const host = await place('casino-terms');
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the error');
    expect(alert.textContent).to.equal('Something went wrong');
    expect(await axeViolations(host)).to.deep.equal([]);
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    button(host, 'Try again').click();
    await until(() => host.shadowRoot!.querySelector('.safe-html h2'), 'the terms after retrying');
    expect(host.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
  });

  it('signs the player out when the terms are declined', async () => {
    const signin = await place('casino-signin');
    const signedIn = nextEvent(signin, 'casino-signed-in');
    type(field(signin, 'Email'), 'terms@example.com');
    type(field(signin, 'Password'), 'Secret123!');
    button(signin, 'Sign in').click();
    await signedIn;
    const terms = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-terms'), 'the terms', 5000);
    await until(() => text(terms).includes('Decline and sign out'), 'the decline button');
    const signedOut = nextEvent(document, 'casino-signed-out');
    button(terms, 'Decline and sign out').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'terms-declined' });
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
    await until(() => text(signin).includes('Remember me'), 'the sign-in form');
  });
});
