import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, type, until } from './support/page.ts';
import { choose, eventually, panelText, select, signInThrough } from './account-support.ts';

/** The form of one period (or block), by its heading. */
function form(host: Element, heading: string): HTMLFormElement {
  const found = Array.from(host.shadowRoot?.querySelectorAll('form') ?? []).find((element) => element.querySelector('h3, h4')?.textContent === heading);
  if (!found) throw new Error(`No form "${heading}"`);
  return found;
}

function submit(formElement: HTMLFormElement, name: string): void {
  const found = Array.from(formElement.querySelectorAll('button')).find((element) => element.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  found.click();
}

describe('<casino-account tab="responsible-gaming">', () => {
  beforeEach(async () => {
    await resetAll();
  });

  it('offers the enabled limit types, preselects limit-type, and sets a limit (emitting casino-limits-changed), passing axe in each state', async () => {
    const host = await place('casino-account', { tab: 'responsible-gaming', 'enabled-limit-types': 'deposit session', 'limit-type': 'session' });
    await signInThrough(host, 'rg@example.com');
    await until(() => panelText(host).includes('Current limit'), 'the limits');
    const kinds = select(host, 'Limit type');
    expect(Array.from(kinds.options).map((option) => option.textContent).join('|')).to.equal('Deposit limit|Session limit');
    expect(kinds.value).to.equal('session');
    expect(form(host, 'Daily limit').textContent).to.contain('Current limit6 hours');
    expect(await axeViolations(host)).to.deep.equal([]);

    submit(form(host, 'Daily limit'), 'Save limit');
    await until(() => form(host, 'Daily limit').textContent?.includes('Not a valid limit'), 'the invalid state');
    // Focus moves to the field in an effect after the render that shows the error: waited for.
    await until(() => host.shadowRoot!.activeElement === field(host, 'New daily limit (hours)'), 'focus on the daily field');
    expect(await axeViolations(host)).to.deep.equal([]);

    type(field(host, 'New daily limit (hours)'), '2');
    const changed = nextEvent(host, 'casino-limits-changed');
    submit(form(host, 'Daily limit'), 'Save limit');
    const event = await changed;
    expect(JSON.stringify(event.detail)).to.equal('{"type":"session","period":"daily"}');
    expect(event.bubbles && event.composed).to.equal(true);
    await until(() => form(host, 'Daily limit').textContent?.includes('Your limit is now 2 hours.'), 'the success notice');
    await until(() => form(host, 'Daily limit').textContent?.includes('Current limit2 hours'), 'the new limit');
    // Stored in minutes.
    const rows = (await fetch('/__sandbox/requests?path=/api/responsiblegaming/limit/v2').then((r) => r.json())) as { requests: Array<{ body?: unknown }> };
    expect(rows.requests.length).to.equal(1);
    expect(await axeViolations(host)).to.deep.equal([]);

    choose(kinds, 'deposit');
    await until(() => form(host, 'Daily limit').textContent?.includes('€100.00'), 'the deposit limits');
  });

  it('shows loading and a failed read with Try again, both passing axe', async () => {
    await sandbox('faults', { path: '/api/responsiblegaming/limit', method: 'GET', status: 500, code: 'Boom', times: 4 });
    const host = await place('casino-account', { tab: 'responsible-gaming' });
    await signInThrough(host, 'rg@example.com');
    await until(() => panelText(host).includes('Try again'), 'the failure');
    expect(await axeViolations(host)).to.deep.equal([]);
    // Held long enough for the loading state to be seen (and checked by axe) on a loaded machine.
    await sandbox('faults', { path: '/api/responsiblegaming/limit', method: 'GET', delayMs: 2500 });
    button(host, 'Try again').click();
    await until(() => panelText(host).includes('Loading…'), 'the loading state');
    expect(await axeViolations(host)).to.deep.equal([]);
    await until(() => panelText(host).includes('Current limit'), 'the limits after trying again');
  });

  it('a break is sent only after Confirm, once however often it is pressed, and signs every element out', async () => {
    const other = await place('casino-account', { tab: 'inbox' });
    const host = await place('casino-account', { tab: 'responsible-gaming' });
    await signInThrough(host, 'rg@example.com');
    await until(() => panelText(host).includes('Take a break'), 'the block form');
    const block = form(host, 'Take a break');
    submit(block, 'Block account');
    await until(() => block.textContent?.includes('Block period is required'), 'the required period');
    choose(select(host, 'Block period'), '30');
    submit(block, 'Block account');
    await until(() => block.textContent?.includes('Your account will be blocked (1 month)'), 'the question');
    expect(host.shadowRoot!.activeElement?.textContent).to.equal('No, do not block');
    expect(await axeViolations(host)).to.deep.equal([]);
    expect(await requestCount('/api/responsiblegaming/block/30')).to.equal(0);
    const signedOut = nextEvent(host, 'casino-signed-out');
    submit(block, 'Confirm');
    submit(block, 'Confirm');
    expect((await signedOut).detail.reason).to.equal('self-excluded');
    await until(() => field(other, 'Email'), 'the other element signed out');
    await until(() => field(host, 'Email'), 'this element signed out');
    await eventually(async () => (await requestCount('/api/responsiblegaming/block/30')) === 1, 'one block call');
  });

  it('an SGA account offers no removal of a deposit limit, and the short periods only', async () => {
    // Signed in with the password form (an SGA account shows the bank-ID sign-in), then held to SGA's rules.
    const host = await place('casino-account', { tab: 'responsible-gaming', jurisdiction: 'mga' });
    await signInThrough(host, 'sga-limits@example.com');
    host.setAttribute('jurisdiction', 'sga');
    // The MGA panel is already there: wait for the render under SGA's rules (its short block periods) before
    // reading what it offers, or the MGA rows are read.
    await until(() => panelText(host).includes('Current limit') && !panelText(host).includes('1 year'), 'the limits under SGA');
    expect(panelText(host)).not.to.contain('Remove limit');
    expect(Array.from(select(host, 'Block period').options).map((option) => option.textContent).join('|')).to.equal('Choose a period|1 day|1 week|1 month');
    expect(inShadow(host, '.limit-locked')).to.equal(null);
  });

  it('asks before removing, then moves keyboard focus to Save limit, and to what Tab would reach when a dismissed notice goes', async () => {
    const host = await place('casino-account', { tab: 'responsible-gaming' });
    await signInThrough(host, 'rg@example.com');
    await until(() => form(host, 'Monthly limit').textContent?.includes('€1,500.00'), 'the limits');
    const monthly = form(host, 'Monthly limit');
    const buttonOf = (name: string) => Array.from(monthly.querySelectorAll('button')).find((element) => element.textContent?.trim() === name);
    // From the keyboard, as a player who cannot use a mouse: Tab from Save limit to Remove limit, then Enter.
    buttonOf('Save limit')!.focus();
    await sendKeys({ press: 'Tab' });
    const remove = buttonOf('Remove limit')!;
    expect(host.shadowRoot!.activeElement).to.equal(remove);
    await sendKeys({ press: 'Enter' });
    // The question, with focus on keeping the limit; Shift+Tab reaches the removal.
    await until(() => host.shadowRoot!.activeElement === buttonOf('Keep my limit'), 'focus on Keep my limit');
    await sendKeys({ press: 'Shift+Tab' });
    expect(host.shadowRoot!.activeElement).to.equal(buttonOf('Yes, remove it'));
    await sendKeys({ press: 'Enter' });
    await until(() => monthly.textContent?.includes('To be removed on') && !remove.isConnected, 'the removal, and its button gone');
    // Not the page's body: the form's own Save limit.
    await until(() => host.shadowRoot!.activeElement === buttonOf('Save limit'), 'focus on Save limit');
    expect(document.activeElement).to.equal(host);
    const dismiss = await until(() => monthly.querySelector<HTMLButtonElement>('.notice-clear'), 'the notice\'s Dismiss');
    expect(monthly.querySelector('[role=status]')?.textContent).to.match(/^Your limit of €1,500\.00 will be removed on .+\. Until then it still applies\.$/);

    dismiss.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !dismiss.isConnected, 'the notice gone');
    // After Save limit there is nothing more in this form: the next form's first control, as Tab would.
    await until(() => host.shadowRoot!.activeElement === select(host, 'Block period'), 'focus on the next form\'s first control');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('moves nothing when a click took the button away', async () => {
    const host = await place('casino-account', { tab: 'responsible-gaming' });
    await signInThrough(host, 'rg@example.com');
    await until(() => form(host, 'Monthly limit').textContent?.includes('€1,500.00'), 'the limits');
    // Looked up afresh at each step: the panel may still move and render its forms anew while its other reads arrive
    // (the break's shortcut above the limits, the limits read again once the sign-in has settled), and a click at a
    // point measured before such a move, or a form held from before it, is no longer the one shown.
    const monthly = () => form(host, 'Monthly limit');
    const buttonIn = (text: string) => Array.from(monthly().querySelectorAll('button')).find((element) => element.textContent?.trim() === text);
    const click = async (find: () => HTMLElement | null | undefined, what: string) => {
      const point = await until(() => {
        const element = find();
        if (!element) return null;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        const at: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
        return host.shadowRoot!.elementFromPoint(...at)?.closest('button') === element ? at : null;
      }, what);
      await sendMouse({ type: 'click', position: point });
    };
    await until(() => host.shadowRoot!.querySelector('.break-shortcut'), "the break's shortcut");
    await click(() => buttonIn('Remove limit'), 'Remove limit');
    await click(() => buttonIn('Yes, remove it'), 'the question');
    await until(() => monthly().querySelector('.notice-clear'), 'the notice');
    await until(() => !buttonIn('Remove limit'), 'Remove limit gone');
    const dismiss = monthly().querySelector<HTMLButtonElement>('.notice-clear')!;
    await click(() => dismiss, 'the notice\'s Dismiss');
    await until(() => !dismiss.isConnected, 'the notice gone');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The clicked button had focus (Chromium focuses a clicked button) and no ring: focus stays nowhere.
    expect(host.shadowRoot!.activeElement).to.equal(null);
  });
});
