// Every sessionStorage key the library writes, recorded as it writes it: none but the session's own holds the
// session id, and every one is gone when the session ends, whether the platform confirmed the sign-out or not,
// and when another tab signed out. A new kind of draft that forgets to be cleared fails here.
import { expect } from '@esm-bundle/chai';
import { button, field, place, resetAll, sandbox, signInWith, text, type, until } from './support/page.ts';

const SESSION_KEY = 'casino-elements.session';
const SESSION_HOST_KEY = 'casino-elements.session-host';

/** Every key the library wrote since the test began, with the last value written. */
const written = new Map<string, string>();
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function record(this: Storage, key: string, value: string) {
  if (this === sessionStorage) written.set(key, value);
  setItem.call(this, key, value);
};

async function signIn(email = 'player@example.com'): Promise<string> {
  const signin = await place('casino-signin', { jurisdiction: 'mga' });
  await signInWith(signin, email);
  await until(() => text(signin).includes('Balance'), 'the balance');
  window.casino.close();
  return sessionStorage.getItem(SESSION_KEY)!;
}

/** What a signed-in player leaves in the tab: the self-test half done, a form typed in. */
async function leaveDrafts(): Promise<void> {
  const test = await place('casino-responsible-gaming-test');
  await until(() => text(test).includes('Start the test'), 'the self-test');
  button(test, 'Start the test').click();
  for (let question = 1; question <= 2; question += 1) {
    await until(() => text(test).includes(`Question ${question} of 9`), `question ${question}`);
    button(test, 'Sometimes').click();
  }
  await until(() => text(test).includes('Question 3 of 9'), 'question 3');
  const forgot = await place('casino-forgot-password');
  type(field(forgot, 'Email'), 'typed@example.com');
  // As a page being left does: every draft still waiting is stored now.
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
}

function libraryKeysLeft(): string[] {
  return [...written.keys()].filter((key) => sessionStorage.getItem(key) !== null).sort();
}

describe('sessionStorage: what the library keeps in the tab', () => {
  beforeEach(async () => {
    await resetAll();
    written.clear();
  });

  it('no draft holds the session id; every key goes at sign-out, though the platform never confirms it', async () => {
    const session = await signIn();
    await leaveDrafts();
    const drafts = [...written.keys()].filter((key) => key !== SESSION_KEY && key !== SESSION_HOST_KEY);
    expect(drafts.length, 'the self-test and the form left drafts').to.be.greaterThan(1);
    for (const key of drafts) expect(written.get(key), key).not.to.contain(session);
    await sandbox('faults', { path: '/api/player/signout', status: 503, code: 'Maintenance', times: 5 });
    await window.casino.signOut();
    expect(libraryKeysLeft()).to.deep.equal([]);
  });

  it('every key goes when another tab signs out', async () => {
    await signIn();
    await leaveDrafts();
    expect(libraryKeysLeft().length).to.be.greaterThan(2);
    // The other tab's library tells this one on the page's channel, as it does after its own sign-out.
    const otherTab = new BroadcastChannel('casino-elements');
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();
    await until(() => sessionStorage.getItem(SESSION_KEY) === null, 'the sign-out from the other tab');
    expect(libraryKeysLeft()).to.deep.equal([]);
  });
});
