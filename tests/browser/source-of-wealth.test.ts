import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, signInWith, text, type, until } from './support/page.ts';
import { choose, select } from './account-support.ts';

function checkbox(host: Element, label: string): HTMLInputElement {
  const input = field(host, label);
  if (input.type !== 'checkbox') throw new Error(`"${label}" is not a checkbox`);
  return input;
}

function tick(input: HTMLInputElement): void {
  input.click();
}

async function signedInWidget(email: string): Promise<HTMLElement> {
  const widget = await place('casino-source-of-wealth');
  await signInWith(widget, email);
  window.casino.close();
  await until(() => text(widget).includes('As a licensed operator'), 'the intro');
  return widget;
}

async function declarations(email: string): Promise<unknown[]> {
  const { declarations: rows } = (await sandbox(`kyc/source-of-wealth?email=${encodeURIComponent(email)}`)) as { declarations: Array<{ body: unknown }> };
  return rows.map((row) => row.body);
}

describe('<casino-source-of-wealth>', () => {
  beforeEach(resetAll);

  it('goes through the six steps for a EUR player, checking each, and sends the declaration once', async () => {
    const widget = await signedInWidget('player@example.com');
    expect(await axeViolations(widget)).to.deep.equal([]);
    button(widget, 'Start').click();
    await until(() => text(widget).includes('Your sources of income'), 'step 1');
    expect(widget.shadowRoot!.activeElement?.textContent).to.equal('Your sources of income');
    expect(text(widget)).to.contain('Step 1 of 4');
    button(widget, 'Continue').click();
    await until(() => text(widget).includes('Please choose at least one source'), 'the sources error');
    expect(widget.shadowRoot!.activeElement === checkbox(widget, 'Salary')).to.equal(true);
    expect(await axeViolations(widget)).to.deep.equal([]);
    tick(checkbox(widget, 'Salary'));
    tick(checkbox(widget, 'Other'));
    await until(() => field(widget, 'Other source'), 'the other source field');
    type(field(widget, 'Other source'), 'Freelance design');
    button(widget, 'Continue').click();

    await until(() => text(widget).includes('Industry and occupation'), 'step 2');
    choose(select(widget, 'Industry'), 'other');
    button(widget, 'Continue').click();
    await until(() => text(widget).includes('Please describe your industry'), 'the industry text error');
    expect(text(widget)).to.contain('Please enter your occupation');
    expect(await axeViolations(widget)).to.deep.equal([]);
    type(field(widget, 'Your industry'), 'Yacht design');
    type(field(widget, 'Occupation'), 'Designer');
    expect(field(widget, 'Occupation').autocomplete).to.equal('organization-title');
    button(widget, 'Continue').click();

    await until(() => text(widget).includes('Nationality and country of birth'), 'step 3');
    // Prefilled from the profile's country.
    expect(select(widget, 'Nationality').value).to.equal('MT');
    expect(select(widget, 'Country of birth').value).to.equal('MT');
    choose(select(widget, 'Country of birth'), 'IT');
    button(widget, 'Continue').click();

    await until(() => text(widget).includes('Annual income (EUR)'), 'step 4');
    const bands = Array.from(select(widget, 'Annual income (EUR)').options).map((option) => option.textContent);
    expect(bands).to.deep.equal(['Choose your annual income', '0 – 25,000 EUR', '25,001 – 50,000 EUR', '50,001 – 75,000 EUR', '75,001 – 100,000 EUR', '100,001 – 125,000 EUR', '125,001 – 150,000 EUR', 'More than 150,000 EUR']);
    choose(select(widget, 'Annual income (EUR)'), '50001');
    button(widget, 'Submit').click();
    await until(() => text(widget).includes('Please confirm that the information is correct'), 'the confirmation error');
    expect(await requestCount('/api/kyc/source-of-wealth/v2')).to.equal(0);
    tick(checkbox(widget, 'I confirm that the information I have given is correct and complete.'));
    const submitted = nextEvent(widget, 'casino-source-of-wealth-submitted');
    for (let press = 0; press < 3; press += 1) button(widget, 'Submit').click();
    expect((await submitted).detail).to.deep.equal({ currency: 'EUR' });
    await until(() => text(widget).includes('Your source of wealth declaration has been received'), 'completed');
    expect(inShadow<HTMLAnchorElement>(widget, 'a.button')?.textContent).to.equal('Back to the lobby');
    expect(await requestCount('/api/kyc/source-of-wealth/v2')).to.equal(1);
    expect(await declarations('player@example.com')).to.deep.equal([{
      Source: 'Salary, Other: Freelance design', IncomeFromValue: 50_001, IncomeToValue: 75_000,
      Industry: 'Other: Yacht design', Occupation: 'Designer', Nationality: 'MT', CountryOfBirthCode: 'IT',
    }]);
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  it('keeps the step and the answers across a reload, and Back keeps them too', async () => {
    let widget = await signedInWidget('player@example.com');
    button(widget, 'Start').click();
    await until(() => checkbox(widget, 'Inheritance'), 'step 1');
    tick(checkbox(widget, 'Inheritance'));
    button(widget, 'Continue').click();
    await until(() => field(widget, 'Occupation'), 'step 2');
    type(field(widget, 'Occupation'), 'Heir');
    widget.remove();
    widget = await place('casino-source-of-wealth');
    await until(() => text(widget).includes('Industry and occupation'), 'step 2 again');
    expect(field(widget, 'Occupation').value).to.equal('Heir');
    button(widget, 'Back').click();
    await until(() => checkbox(widget, 'Inheritance'), 'step 1 again');
    expect(checkbox(widget, 'Inheritance').checked).to.equal(true);
  });

  it('shows the SEK bands to a SEK player and says what failed when the platform refuses', async () => {
    await sandbox('faults', { path: '/api/kyc/source-of-wealth/v2', status: 500, times: 1 });
    const widget = await signedInWidget('sga@example.com');
    button(widget, 'Start').click();
    await until(() => checkbox(widget, 'Salary'), 'step 1');
    tick(checkbox(widget, 'Salary'));
    button(widget, 'Continue').click();
    await until(() => field(widget, 'Occupation'), 'step 2');
    choose(select(widget, 'Industry'), 'education');
    type(field(widget, 'Occupation'), 'Teacher');
    button(widget, 'Continue').click();
    await until(() => text(widget).includes('Nationality and country of birth'), 'step 3');
    expect(select(widget, 'Nationality').value).to.equal('SE');
    button(widget, 'Continue').click();
    await until(() => text(widget).includes('Annual income (SEK)'), 'step 4');
    const values = Array.from(select(widget, 'Annual income (SEK)').options).map((option) => option.value);
    expect(values).to.deep.equal(['', '0', '250001', '500001', '750001', '1000001', '1500001']);
    choose(select(widget, 'Annual income (SEK)'), '1500001');
    tick(checkbox(widget, 'I confirm that the information I have given is correct and complete.'));
    button(widget, 'Submit').click();
    await until(() => inShadow(widget, '[role=alert]'), 'the failure');
    expect(await axeViolations(widget)).to.deep.equal([]);
    expect(select(widget, 'Annual income (SEK)').value).to.equal('1500001');
    button(widget, 'Submit').click();
    await until(() => text(widget).includes('Thank you'), 'completed');
    expect(await declarations('sga@example.com')).to.deep.equal([{
      Source: 'Salary', IncomeFromValue: 1_500_001, IncomeToValue: 1_500_001, Industry: 'Education', Occupation: 'Teacher', Nationality: 'SE', CountryOfBirthCode: 'SE',
    }]);
  });
});
