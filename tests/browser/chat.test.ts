import { expect } from '@esm-bundle/chai';
import { axeViolations, place, requestCount, resetAll, signInWith, until } from './support/page.ts';
import { CHAT_SCRIPT as SCRIPT, sandboxChat as chat } from './support/sandbox-chat.ts';

describe('<casino-chat>', () => {
  before(resetAll);
  after(resetAll);

  it('loads the chat script once, on demand, with the signed-in player, and restarts it after a sign-out', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => document.querySelector('casino-modal'), 'the follow-up after sign-in');
    window.casino.close();
    signin.remove();
    const first = await place('casino-chat', { 'script-url': SCRIPT, 'app-id': 'sandbox-app' });
    const second = await place('casino-chat', { 'script-url': SCRIPT, 'app-id': 'sandbox-app' });
    // Never at page load.
    expect(await requestCount(SCRIPT)).to.equal(0);
    expect(chat()).to.equal(undefined);
    expect(await axeViolations(first)).to.deep.equal([]);

    first.shadowRoot!.querySelector('button')!.click();
    await until(() => document.querySelector('.sandbox-chat'), 'the chat panel');
    expect(chat()!.boots).to.have.length(1);
    const booted = chat()!.boots[0]!;
    expect(booted.app_id).to.equal('sandbox-app');
    expect(booted.user_id).to.not.equal('');
    expect(booted.name).to.match(/\S+ \S+/);
    expect(document.querySelector('.sandbox-chat')!.textContent).to.contain(booted.name);
    second.shadowRoot!.querySelector('button')!.click();
    first.shadowRoot!.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await requestCount(SCRIPT)).to.equal(1);
    expect(chat()!.loads).to.equal(1);

    // A sign-out: the chat is booted again, without the player, half a second later.
    await window.casino.signOut();
    await until(() => chat()!.boots.length === 2, 'the restart', 3000);
    expect(chat()!.boots[1]).to.deep.equal({ app_id: 'sandbox-app', name: '', user_id: '' });
  });
});
