import { expect } from '@esm-bundle/chai';
import { axeViolations, field, place, resetAll, type, until } from './support/page.ts';
import { choose, select, signInThrough } from './account-support.ts';

describe('<casino-account> and the REST platform\'s player data', () => {
  beforeEach(() => resetAll());

  it('history: the Sports bets filter shows the player\'s bets, won, lost, open and cancelled', async () => {
    const host = await place('casino-account', { tab: 'history' });
    await signInThrough(host);
    await until(() => host.shadowRoot!.querySelectorAll('.transaction').length === 10, 'the deposits');
    choose(select(host, 'Transaction type'), 'sports');
    await until(() => host.shadowRoot!.querySelectorAll('.transaction').length === 4, 'the four bets');
    const rows = Array.from(host.shadowRoot!.querySelectorAll('.transaction'), (row) => row.textContent ?? '');
    expect(rows.every((row) => row.includes('Sport'))).to.equal(true);
    expect(rows.some((row) => row.includes('Win') && row.includes('€24.50') && row.includes('Completed'))).to.equal(true);
    expect(rows.some((row) => row.includes('Pending'))).to.equal(true);
    expect(rows.some((row) => row.includes('Canceled'))).to.equal(true);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('edit profile: a field the operator locked cannot be edited, even where the jurisdiction lets the player change it', async () => {
    // SGA lets the player change the e-mail; this player's operator locked it (and the names).
    const host = await place('casino-account', { tab: 'profile', jurisdiction: 'mga' });
    await signInThrough(host, 'frozen@example.com');
    host.setAttribute('jurisdiction', 'sga');
    await until(() => field(host, 'Address').readOnly, 'the profile form under SGA');
    const email = field(host, 'Email');
    expect(email.readOnly).to.equal(true);
    expect(email.required).to.equal(false);
    expect(field(host, 'First name').readOnly).to.equal(true);
    // Typing into it changes nothing: the browser refuses input into a read-only field.
    email.focus();
    document.execCommand('insertText', false, 'other@example.com');
    expect(email.value).to.equal('frozen@example.com');
    // The fields the operator did not lock stay editable.
    expect(field(host, 'Phone').readOnly).to.equal(false);
    type(field(host, 'Phone'), '+46701239999');
    expect(field(host, 'Phone').value).to.equal('+46701239999');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
