import { expect } from '@esm-bundle/chai';
import { place, requestCount, resetAll, signInWith, until } from './support/page.ts';
import { CHAT_SCRIPT as SCRIPT, sandboxChat as chat } from './support/sandbox-chat.ts';

describe('casino.openChat()', () => {
  before(resetAll);
  after(resetAll);

  it('rejects with a clear error while no chat is configured, and loads nothing', async () => {
    const error = await window.casino.openChat().then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.contain('no chat is configured');
    expect((error as Error).message).to.contain('<casino-chat script-url');
    expect((error as Error).message).to.contain('configure({ chat: { scriptUrl, appId } })');
    expect(await requestCount(SCRIPT)).to.equal(0);
  });

  it('opens the configured chat for the signed-in player, loading its script once however often called and with the element', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => document.querySelector('casino-modal'), 'the follow-up after sign-in');
    window.casino.close();
    signin.remove();
    window.casino.configure({ chat: { scriptUrl: SCRIPT, appId: 'configured-app' } });
    // Called three times at once, then once more: one script, one boot.
    await Promise.all([window.casino.openChat(), window.casino.openChat(), window.casino.openChat()]);
    await window.casino.openChat();
    await until(() => document.querySelector('.sandbox-chat'), 'the chat panel');
    expect(await requestCount(SCRIPT)).to.equal(1);
    expect(chat()!.loads).to.equal(1);
    expect(chat()!.boots).to.have.length(1);
    expect(chat()!.boots[0]!.app_id).to.equal('configured-app');
    expect(chat()!.boots[0]!.user_id).to.not.equal('');
    expect(chat()!.boots[0]!.name).to.match(/\S+ \S+/);

    // A <casino-chat> on the page: its settings win, and its button uses the same load.
    const element = await place('casino-chat', { 'script-url': SCRIPT, 'app-id': 'element-app' });
    element.shadowRoot!.querySelector('button')!.click();
    await window.casino.openChat();
    expect(await requestCount(SCRIPT)).to.equal(1);
    expect(chat()!.loads).to.equal(1);

    // A sign-out: the chat restarts for a visitor, once, half a second later.
    await window.casino.signOut();
    await until(() => chat()!.boots.length === 2, 'the restart', 3000);
    expect(chat()!.boots[1]).to.deep.include({ name: '', user_id: '' });
    expect(await requestCount(SCRIPT)).to.equal(1);
  });
});
