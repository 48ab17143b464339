import { expect } from '@esm-bundle/chai';
import {
  axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, text, type, until,
} from './support/page.ts';

const ACTIVATE = '/api/player/activate';

describe('<casino-activation>', () => {
  beforeEach(resetAll);

  it('asks the email and the code, with one-time-code autocomplete, and passes axe', async () => {
    const host = await place('casino-activation');
    expect(field(host, 'Email').autocomplete).to.equal('email');
    expect(field(host, 'Activation code').autocomplete).to.equal('one-time-code');
    expect(field(host, 'Activation code').inputMode).to.equal('numeric');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Activate').click();
    await until(() => text(host).includes('Must provide an activation code'), 'the code error');
    expect(text(host)).to.contain('Enter your email address');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'Activation code'), '12345');
    await until(() => field(host, 'Activation code').value === '12345', 'the typed code');
    button(host, 'Activate').click();
    await until(() => text(host).includes('The activation code is 6 to 12 digits'), 'the pattern error');
    expect(await requestCount(ACTIVATE)).to.equal(0);
  });

  it('hides the email when it is known', async () => {
    const host = await place('casino-activation', { email: 'new@example.com' });
    expect(() => field(host, 'Email')).to.throw();
  });

  it('shows the activate.* texts, sends a new code, and activates once however often clicked', async () => {
    const host = await place('casino-activation');
    type(field(host, 'Email'), 'nobody@example.com');
    button(host, 'Request activation code').click();
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'Player not found', 'player not found');
    type(field(host, 'Email'), 'new@example.com');
    button(host, 'Request activation code').click();
    await until(() => inShadow(host, '[role=status]')?.textContent === 'Activation code has been sent', 'code sent');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'Activation code'), '999999');
    button(host, 'Activate').click();
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'Incorrect activation code. Try again or request a new activation code.', 'incorrect');
    expect(await axeViolations(host)).to.deep.equal([]);
    await sandbox('faults', { path: ACTIVATE, delayMs: 1500 }); // long enough for the busy state to be seen under load
    type(field(host, 'Activation code'), '123456');
    const activated = nextEvent(host, 'casino-account-activated');
    const signedIn = nextEvent(host, 'casino-signed-in');
    for (let click = 0; click < 6; click += 1) button(host, 'Activate').click();
    await until(() => button(host, 'Activate').getAttribute('aria-busy') === 'true', 'busy');
    expect(await axeViolations(host)).to.deep.equal([]);
    expect((await activated).detail).to.deep.equal({ signedIn: true });
    await signedIn;
    await until(() => inShadow(host, '[role=status]')?.textContent === 'Account activated', 'activated');
    expect(await requestCount(ACTIVATE)).to.equal(2);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('tells an activated player "Your account is already activated"', async () => {
    const response = await fetch('/api/player/signin/v2', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'player@example.com', Password: 'Secret123!', Platform: 'desktop' }),
    });
    expect(response.ok).to.equal(true);
    const signin = await place('casino-signin');
    type(field(signin, 'Email'), 'player@example.com');
    type(field(signin, 'Password'), 'Secret123!');
    const signedIn = nextEvent(signin, 'casino-signed-in');
    button(signin, 'Sign in').click();
    await signedIn;
    window.casino.close();
    const host = await place('casino-activation');
    await until(() => text(host).includes('Your account is already activated'), 'the text');
  });

  it('shows a clear error with a way on when the network fails', async () => {
    await sandbox('faults', { path: ACTIVATE, status: 503, code: 'Maintenance' });
    const host = await place('casino-activation', { email: 'new@example.com' });
    type(field(host, 'Activation code'), '123456');
    button(host, 'Activate').click();
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'We are doing maintenance right now. Please try again later.', 'the error, with when to try again');
    expect(field(host, 'Activation code').value).to.equal('123456');
    button(host, 'Activate').click();
    await until(() => inShadow(host, '[role=status]')?.textContent === 'Account activated', 'activated on retry');
  });
});
