import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, text, type, until } from './support/page.ts';
import { choose, eventually, panelButton, panelText, select, signInThrough } from './account-support.ts';

describe('<casino-account>', () => {
  beforeEach(async () => {
    await resetAll();
    delete (window as unknown as { __casinoXss?: unknown }).__casinoXss;
  });

  it('shows the sign-in to an anonymous visitor, then the account with its tabs, passing axe', async () => {
    const host = await place('casino-account');
    expect(text(host)).to.contain('Sign in');
    expect(await axeViolations(host)).to.deep.equal([]);
    await signInThrough(host);
    const tabs = Array.from(host.shadowRoot!.querySelectorAll('[role=tab] .tab-label')).map((tab) => tab.textContent);
    expect(tabs).to.deep.equal(['Inbox', 'Edit profile', 'Change password', 'History', 'Responsible gaming', 'Bonuses', 'Subscriptions', 'Bonus code', 'Verify', 'Sign out']);
    await until(() => panelText(host).includes('Your VIP upgrade'), 'the inbox');
    // The menu counts the unread messages, also for screen readers.
    const inbox = host.shadowRoot!.querySelector('[role=tab]')!;
    await until(() => inbox.textContent === 'Inbox6, 6 unread', 'the unread count');
    const header = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.accordion-heading button')).find((b) => b.textContent?.includes('Your VIP upgrade'))!;
    header.click();
    await until(() => inbox.textContent === 'Inbox5, 5 unread', 'the count after reading one');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('reflects the tab the player picks to the attribute, and the attribute picks the tab', async () => {
    const host = await place('casino-account', { tab: 'history' });
    await signInThrough(host);
    await until(() => panelText(host).includes('Transaction type'), 'the history tab');
    const bonuses = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]')).find((tab) => tab.textContent === 'Bonuses')!;
    bonuses.click();
    await until(() => host.getAttribute('tab') === 'bonuses', 'the reflected attribute');
    await until(() => panelText(host).includes('Welcome bonus 100%'), 'the bonuses');
    expect(bonuses.getAttribute('aria-selected')).to.equal('true');
  });

  it('turns the menu into a select at 400px (container query) and in a modal', async () => {
    const box = document.createElement('div');
    box.style.width = '400px';
    document.body.append(box);
    const host = document.createElement('casino-account');
    box.append(host);
    await signInThrough(host);
    const list = inShadow(host, '[role=tablist]')!;
    expect(getComputedStyle(list).display).to.equal('none');
    const menu = select(host, 'Account menu');
    expect(getComputedStyle(menu.parentElement!).display).not.to.equal('none');
    choose(menu, 'subscriptions');
    await until(() => host.getAttribute('tab') === 'subscriptions' && panelText(host).includes('SMS'), 'the subscriptions tab');
    expect(await axeViolations(host)).to.deep.equal([]);

    const modal = window.casino.openAccount('bonus-code')!;
    await until(() => inShadow(modal, '.tab-panel'), 'the modal account');
    expect(inShadow(modal, '[role=tablist]')).to.equal(null);
    expect(select(modal, 'Account menu').value).to.equal('bonus-code');
    expect(await axeViolations(modal)).to.deep.equal([]);
    window.casino.close();
  });

  it('inbox: opening an unread message marks it read, and its hostile HTML renders as text and runs nothing', async () => {
    const host = await place('casino-account');
    await signInThrough(host);
    await until(() => panelText(host).includes('Your VIP upgrade'), 'the inbox');
    const header = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.accordion-heading button')).find((b) => b.textContent?.includes('Your VIP upgrade'))!;
    header.click();
    await until(() => panelText(host).includes('upgrade is here'), 'the message content');
    const content = inShadow(host, '.accordion-item.open .message-content')!;
    expect(content.innerHTML).not.to.match(/script|onerror|javascript:/i);
    expect(content.textContent).to.contain('Claim it before Sunday.');
    await eventually(async () => (await requestCount('/api/internalmessages/mark')) === 1, 'the mark call');
    expect(header.getAttribute('aria-expanded')).to.equal('true');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((window as unknown as { __casinoXss?: unknown }).__casinoXss).to.equal(undefined);
    expect(await axeViolations(host)).to.deep.equal([]);
    // Five a page: Next shows the next five.
    expect(panelText(host)).to.contain('Page 1 of 3');
    button(host, 'Next').click();
    await until(() => panelText(host).includes('Page 2 of 3'), 'page 2');
  });

  it('inbox: says so when it cannot load, and Try again loads it', async () => {
    window.casino.configure({ retryBaseDelayMs: 20 });
    await sandbox('faults', { path: '/api/internalmessages', status: 500, times: 0 });
    const host = await place('casino-account');
    const errors: unknown[] = [];
    host.addEventListener('casino-error', (event) => errors.push(event.detail));
    await signInThrough(host);
    await until(() => inShadow(host, '.tab-panel [role=alert]'), 'the error', 10_000);
    expect(panelText(host)).to.contain('Something went wrong');
    await new Promise((resolve) => setTimeout(resolve, 1200)); // a few renders (the clock, the profile)
    expect(errors).to.deep.equal([{ key: 'inbox.unknown-error', message: 'Something went wrong' }]);
    expect(await axeViolations(host)).to.deep.equal([]);
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    button(host, 'Try again').click();
    await until(() => panelText(host).includes('Your VIP upgrade'), 'the inbox after Try again');
  });

  it('edit profile: read-only names, Update only when changed and valid, "Profile updated"', async () => {
    const host = await place('casino-account', { tab: 'profile' });
    await signInThrough(host);
    await until(() => field(host, 'Address'), 'the profile form');
    expect(field(host, 'Email').readOnly).to.equal(true);
    expect(field(host, 'First name').readOnly).to.equal(true);
    expect(field(host, 'Country').readOnly).to.equal(true);
    // The country by its name, not its code.
    expect(field(host, 'Country').value).to.equal('Malta');
    expect(field(host, 'Address').autocomplete).to.equal('street-address');
    expect(field(host, 'Phone').autocomplete).to.equal('tel');
    expect(button(host, 'Update').disabled).to.equal(true);
    type(field(host, 'City'), 'Sliema 9');
    await until(() => panelText(host).includes('Use letters, spaces, hyphens and apostrophes only: no digits or symbols.'), 'the city error');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'City'), 'Sliema');
    expect(button(host, 'Update').disabled).to.equal(true);
    type(field(host, 'Password'), 'Secret123!');
    await until(() => !button(host, 'Update').disabled, 'Update to be enabled');
    button(host, 'Update').click();
    await until(() => inShadow(host, '.tab-panel [role=status]')?.textContent?.includes('Profile updated'), 'Profile updated');
    expect(field(host, 'City').value).to.equal('Sliema');
    expect(field(host, 'Password').value).to.equal('');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('edit profile keeps what was typed across a reload (never the password)', async () => {
    const host = await place('casino-account', { tab: 'profile' });
    await signInThrough(host);
    await until(() => field(host, 'City'), 'the profile form');
    type(field(host, 'City'), 'Sliema');
    type(field(host, 'Password'), 'Secret123!');
    host.remove();
    const again = await place('casino-account', { tab: 'profile' });
    await until(() => field(again, 'City').value === 'Sliema', 'the kept city');
    expect(field(again, 'Password').value).to.equal('');
    expect(JSON.stringify({ ...sessionStorage })).not.to.contain('Secret123!');
  });

  it('edit profile in SGA: address read-only, no password needed, email editable', async () => {
    // Signed in with the password form (an SGA account shows the bank-ID sign-in), then held to SGA's rules.
    const host = await place('casino-account', { tab: 'profile', jurisdiction: 'mga' });
    await signInThrough(host, 'sga@example.com');
    host.setAttribute('jurisdiction', 'sga');
    // The jurisdiction applies live: the address becomes read-only.
    await until(() => field(host, 'Address').readOnly, 'the profile form under SGA');
    expect(field(host, 'Address').readOnly).to.equal(true);
    expect(field(host, 'Zip code').readOnly).to.equal(true);
    expect(field(host, 'Email').readOnly).to.equal(false);
    type(field(host, 'Phone'), '+46709999999');
    await until(() => !button(host, 'Update').disabled, 'Update without a password');
    button(host, 'Update').click();
    await until(() => panelText(host).includes('Profile updated'), 'Profile updated');
  });

  it('change password: the required texts, the checklist, "Your old password is incorrect", then success', async () => {
    const host = await place('casino-account', { tab: 'password' });
    await signInThrough(host);
    await until(() => field(host, 'Old password'), 'the password form');
    expect(field(host, 'Old password').autocomplete).to.equal('current-password');
    expect(field(host, 'New password').autocomplete).to.equal('new-password');
    panelButton(host, 'Change password').click();
    await until(() => panelText(host).includes('Please enter your old password'), 'the required texts');
    expect(panelText(host)).to.contain('Please enter your new password');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'Old password'), 'not-it');
    type(field(host, 'New password'), 'Another1!x');
    expect(inShadow(host, '.checklist')!.querySelectorAll('.met').length).to.equal(5);
    const error = nextEvent(host, 'casino-error');
    panelButton(host, 'Change password').click();
    expect((await error).detail.key).to.equal('player.incorrect-credentials');
    await until(() => inShadow(host, '.tab-panel [role=alert]')?.textContent === 'Your old password is incorrect', 'the alert');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'Old password'), 'Secret123!');
    panelButton(host, 'Change password').click();
    await until(() => panelText(host).includes('Successfully changed password'), 'the success');
    expect(field(host, 'Old password').value).to.equal('');
  });

  it('history: the statistics, 10 a page, Next and Previous with an unknown total, the type select', async () => {
    const host = await place('casino-account', { tab: 'history' });
    await signInThrough(host);
    await until(() => panelText(host).includes('Total deposit'), 'the statistics');
    // The net figure says what it is, not a bare "Net".
    expect(panelText(host)).to.contain('Deposits minus withdrawals');
    await until(() => host.shadowRoot!.querySelectorAll('.transaction').length === 10, 'ten deposits');
    expect(panelText(host)).to.contain('Page 1');
    expect(panelText(host)).not.to.contain('Page 1 of');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Next').click();
    await until(() => panelText(host).includes('Page 2'), 'page 2');
    button(host, 'Next').click();
    await until(() => panelText(host).includes('Page 3 of 3') && host.shadowRoot!.querySelectorAll('.transaction').length === 3, 'the last page');
    // Unavailable, yet focusable: a keyboard player who pressed it keeps their place.
    expect(button(host, 'Next').getAttribute('aria-disabled')).to.equal('true');
    expect(button(host, 'Next').disabled).to.equal(false);
    button(host, 'Previous').click();
    await until(() => panelText(host).includes('Page 2') && host.shadowRoot!.querySelectorAll('.transaction').length === 10, 'back to page 2');
    choose(select(host, 'Transaction type'), 'gambling');
    await until(() => panelText(host).includes('Casino') && panelText(host).includes('Page 1'), 'the game rounds');
  });

  it('bonuses: every status, claiming an initiated one makes it active, sanitized html, countdowns', async () => {
    const host = await place('casino-account', { tab: 'bonuses' });
    await signInThrough(host);
    await until(() => panelText(host).includes('Welcome bonus 100%'), 'the bonuses');
    expect(panelText(host)).to.contain('Starts in');
    expect(panelText(host)).to.contain('Ends in');
    const html = inShadow(host, '.bonus-html')!;
    expect(html.textContent).to.contain('20 free spins on Starburst.');
    expect(html.innerHTML).not.to.match(/script|onerror|javascript:/i);
    expect(await axeViolations(host)).to.deep.equal([]);
    const welcome = Array.from(host.shadowRoot!.querySelectorAll('.bonus')).find((card) => card.textContent?.includes('Welcome bonus 100%'))!;
    const claim = Array.from(welcome.querySelectorAll('button')).find((b) => b.textContent === 'Claim')!;
    for (let click = 0; click < 5; click += 1) claim.click();
    await until(() => panelText(host).includes('Bonus code successfully triggered'), 'the success notice');
    expect(await requestCount('/api/bonus/claim/601')).to.equal(1);
    await until(() => {
      const card = Array.from(host.shadowRoot!.querySelectorAll('.bonus')).find((row) => row.textContent?.includes('Welcome bonus 100%'));
      return card?.querySelector('.badge')?.textContent === 'Active';
    }, 'the claimed bonus to be active');
    for (const [filter, name] of [['expired', 'Summer spins'], ['canceled', 'High roller match'], ['finished', 'First free spins']]) {
      choose(select(host, 'Status'), filter!);
      await until(() => panelText(host).includes(name!), `the ${filter} bonus`);
    }
    expect((window as unknown as { __casinoXss?: unknown }).__casinoXss).to.equal(undefined);
  });

  it('bonuses: a list that cannot load shows "No bonuses"', async () => {
    window.casino.configure({ retryBaseDelayMs: 20 });
    await sandbox('faults', { path: '/api/bonus', status: 500, times: 0 });
    const host = await place('casino-account', { tab: 'bonuses' });
    await signInThrough(host);
    await until(() => panelText(host).includes('No bonuses'), 'No bonuses', 10_000);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('bonus code: "Enter a bonus code", "Invalid bonus", then "Bonus code successfully triggered"', async () => {
    const host = await place('casino-account', { tab: 'bonus-code' });
    await signInThrough(host);
    await until(() => field(host, 'Bonus code'), 'the field');
    button(host, 'Trigger bonus').click();
    await until(() => panelText(host).includes('Enter a bonus code'), 'the required text');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'Bonus code'), 'NOPE');
    button(host, 'Trigger bonus').click();
    await until(() => inShadow(host, '.tab-panel [role=alert]')?.textContent === 'This bonus cannot be used now: it may have ended, or it is not open to you. Choose another bonus, or contact support.', 'the refused bonus');
    type(field(host, 'Bonus code'), 'SPINS50');
    button(host, 'Trigger bonus').click();
    await until(() => panelText(host).includes('Bonus code successfully triggered'), 'the success');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('subscriptions: Update sends once and says "Subscriptions updated"', async () => {
    const host = await place('casino-account', { tab: 'subscriptions' });
    await signInThrough(host);
    await until(() => field(host, 'SMS'), 'the checkboxes');
    expect([field(host, 'SMS').checked, field(host, 'Email').checked, field(host, 'Phone').checked]).to.deep.equal([true, true, false]);
    field(host, 'Phone').click();
    await sandbox('faults', { path: '/api/player/opt-in', delayMs: 300 });
    for (let click = 0; click < 5; click += 1) button(host, 'Update').click();
    await until(() => panelText(host).includes('Subscriptions updated'), 'the success');
    expect(await requestCount('/api/player/opt-in')).to.equal(1);
    expect(await requestCount('/api/player/opt-out')).to.equal(0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('sign out: the account and every other element follow', async () => {
    const host = await place('casino-account', { tab: 'sign-out' });
    const other = await place('casino-account', { tab: 'inbox' });
    await signInThrough(host);
    await until(() => inShadow(other, '.tab-panel'), 'the other account');
    const signedOut = nextEvent(host, 'casino-signed-out');
    panelButton(host, 'Sign out').click();
    expect((await signedOut).detail.reason).to.equal('player');
    await until(() => text(host).includes('Remember me') && text(other).includes('Remember me'), 'both to show the sign-in');
  });
});
