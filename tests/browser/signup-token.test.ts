import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, inShadow, nextEvent, resetAll, text, type, until } from './support/page.ts';
import { SEEDED_SIGN_UP_TOKEN, tokenFor } from './support/sign-up-token.ts';

function choose(host: Element, label: string, value: string): void {
  const labels = Array.from(host.shadowRoot!.querySelectorAll('label'));
  const select = host.shadowRoot!.getElementById(labels.find((element) => element.textContent?.trim() === label)!.htmlFor) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function placeWithToken(token: string, attributes: Record<string, string> = {}) {
  const host = document.createElement('casino-signup-token');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  host.token = token;
  document.body.append(host);
  await until(() => host.shadowRoot?.querySelector('.frame'), 'the frame');
  return host;
}

describe('<casino-signup-token>', () => {
  beforeEach(resetAll);

  it('keeps the token out of the markup, greets the person and stops a limit above their maximum', async () => {
    const host = await placeWithToken(SEEDED_SIGN_UP_TOKEN, { jurisdiction: 'sga' });
    await until(() => inShadow(host, 'form'), 'the form');
    expect(host.hasAttribute('token')).to.equal(false);
    expect(host.outerHTML).not.to.contain(SEEDED_SIGN_UP_TOKEN.slice(0, 20));
    expect(text(host)).to.contain('Welcome, Erik!');
    expect(await axeViolations(host)).to.deep.equal([]);
    choose(host, 'Calling code', '+46');
    type(field(host, 'Phone'), '0705556677');
    type(field(host, 'Email'), 'erik@example.com');
    button(host, 'Continue').click();
    await until(() => inShadow(host, '[aria-current=step]')?.textContent?.includes('Limits'), 'limits');
    const inputs = host.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=number]');
    type(inputs[0]!, '1500');
    button(host, 'Next').click();
    await until(() => text(host).includes('Choosen limit is too great'), 'the maximum');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(inputs[0]!, '100');
    button(host, 'Next').click();
    await until(() => inShadow(host, '[aria-current=step]')?.textContent?.includes('Accept'), 'accept');
    (host.shadowRoot!.querySelector('input[type=checkbox]') as HTMLInputElement).click();
    const signedIn = nextEvent(host, 'casino-signed-in');
    button(host, 'Sign up').click();
    await signedIn;
    // The bonus step follows accept (no cashier is configured here, so no deposit step).
    await until(() => inShadow(host, '[aria-current=step]')?.textContent?.includes('Bonus'), 'the bonus step');
    // The bonus step's part loads when the step is next (it was prefetched at idle).
    await until(() => inShadow(host, '.bonus-selector'), 'the bonus list');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Continue without a bonus').click();
    await until(() => text(host).includes('Your account is ready and you are signed in.'), 'done');
  });

  it('asks the password twice where the jurisdiction collects one', async () => {
    const host = await placeWithToken(tokenFor({ given_name: 'Mia', country: 'MT' }));
    await until(() => inShadow(host, 'form'), 'the form');
    type(field(host, 'Password'), 'Tiger.Lily1!');
    type(field(host, 'Confirm password'), 'Tiger.Lily2!');
    button(host, 'Continue').click();
    await until(() => text(host).includes('Passwords must match'), 'the mismatch');
    expect(field(host, 'Confirm password').autocomplete).to.equal('new-password');
  });

  it('says when the token cannot be used', async () => {
    const host = await placeWithToken('garbage');
    await until(() => text(host).includes('This sign-up link cannot be used.'), 'the error');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
