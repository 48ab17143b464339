import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, signInWith, text, until } from './support/page.ts';

interface Recorded {
  panicChoices: { choice: string }[];
  testScores: { score: number; version: string }[];
}
const recorded = (email: string) => sandbox(`responsible-gaming?player=${encodeURIComponent(email)}`) as Promise<Recorded>;

/** The panic choices the platform recorded, once they are `expected` (or what they are after 2.5 s). */
async function choicesOf(email: string, expected: string): Promise<string> {
  let rows = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    rows = (await recorded(email)).panicChoices.map((row) => row.choice).join(' ');
    if (rows === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return rows;
}

/** Signs in inline, then closes the welcome (or summary) the sign-in opens. */
/** Signs in with the password form (an SGA page shows the bank-ID sign-in: this one is held to MGA's form). */
async function signIn(email: string): Promise<HTMLElement> {
  const signin = await place('casino-signin', { jurisdiction: 'mga' });
  await signInWith(signin, email);
  await until(() => document.querySelector('casino-modal'), 'the follow-up after sign-in');
  window.casino.close();
  return signin;
}

function modalWidget(): HTMLElement | null {
  return (document.querySelector('casino-modal')?.shadowRoot?.querySelector('.panel')?.firstElementChild as HTMLElement | null) ?? null;
}

describe('<casino-responsible-gaming-test>', () => {
  beforeEach(resetAll);

  /** Answers the nine questions with the given values (0 never ... 3 always) and finishes. */
  async function answerAll(host: HTMLElement, values: number[]): Promise<void> {
    const names = ['Never', 'Sometimes', 'Most of the time', 'Almost always'];
    button(host, 'Start the test').click();
    for (const [index, value] of values.entries()) {
      await until(() => text(host).includes(`Question ${index + 1} of 9`), `question ${index + 1}`);
      button(host, names[value]!).click();
    }
    await until(() => button(host, 'Finish').getAttribute('aria-disabled') === null, 'Finish to be offered');
    button(host, 'Finish').click();
    await until(() => text(host).includes('Your result'), 'the result');
  }

  it('asks a visitor to sign in', async () => {
    const host = await place('casino-responsible-gaming-test');
    expect(text(host)).to.contain('Sign in to take the responsible gaming test.');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('gives each score boundary its band, sends the score once with its version, and says so', async () => {
    await signIn('player@example.com');
    const cases: [number[], string, string][] = [
      [[0, 0, 0, 0, 0, 0, 0, 0, 0], '0 points', 'No issue'],
      [[1, 0, 0, 0, 0, 0, 0, 0, 0], '1 point', 'Some risk'],
      [[1, 1, 0, 0, 0, 0, 0, 0, 0], '2 points', 'Some risk'],
      [[3, 0, 0, 0, 0, 0, 0, 0, 0], '3 points', 'Elevated risk'],
      [[3, 3, 1, 0, 0, 0, 0, 0, 0], '7 points', 'Elevated risk'],
      [[2, 2, 2, 2, 0, 0, 0, 0, 0], '8 points', 'Problem gambling'],
    ];
    for (const [values, points, band] of cases) {
      const host = await place('casino-responsible-gaming-test');
      await answerAll(host, values);
      expect(text(host)).to.contain(`Your result: ${points}`);
      expect(host.shadowRoot!.querySelector('.pgsi-band')!.textContent).to.equal(band);
      expect(text(host)).to.contain('Your answers have been submitted.');
      // Only the Swedish variant blocks functions after problem gambling.
      expect(text(host)).not.to.contain('blocked until you contact support');
      host.remove();
    }
    const scores = (await recorded('player@example.com')).testScores;
    expect(scores.map((row) => `${row.score}/${row.version}`).join(' ')).to.equal('0/Full 1/Full 2/Full 3/Full 7/Full 8/Full');
  });

  it('goes back from question 2, keeps the answers, and offers Finish only on the last, once answered', async () => {
    await signIn('player@example.com');
    const host = await place('casino-responsible-gaming-test');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Start the test').click();
    await until(() => text(host).includes('Question 1 of 9'), 'question 1');
    expect(() => button(host, 'Back')).to.throw();
    button(host, 'Most of the time').click();
    await until(() => text(host).includes('Question 2 of 9'), 'question 2');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Back').click();
    await until(() => text(host).includes('Question 1 of 9'), 'back to question 1');
    expect(button(host, 'Most of the time').getAttribute('aria-pressed')).to.equal('true');
    for (let question = 1; question <= 8; question += 1) {
      await until(() => text(host).includes(`Question ${question} of 9`), `question ${question}`);
      button(host, 'Never').click();
    }
    await until(() => text(host).includes('Question 9 of 9'), 'the last question');
    expect(button(host, 'Finish').getAttribute('aria-disabled')).to.equal('true');
    button(host, 'Finish').click();
    expect(await requestCount('/api/responsiblegaming/pgsi-score')).to.equal(0);
  });

  it('keeps the answers so far when the page is reloaded', async () => {
    await signIn('player@example.com');
    let host = await place('casino-responsible-gaming-test');
    button(host, 'Start the test').click();
    for (let question = 1; question <= 3; question += 1) {
      await until(() => text(host).includes(`Question ${question} of 9`), `question ${question}`);
      button(host, 'Most of the time').click();
    }
    await until(() => text(host).includes('Question 4 of 9'), 'question 4');
    host.remove();
    host = await place('casino-responsible-gaming-test');
    await until(() => text(host).includes('Question 4 of 9'), 'the test where it was left');
    button(host, 'Back').click();
    await until(() => text(host).includes('Question 3 of 9'), 'question 3');
    expect(button(host, 'Most of the time').getAttribute('aria-pressed')).to.equal('true');
    // Another player signing in here starts afresh.
    await window.casino.signOut();
    host.remove();
    await signIn('reality@example.com');
    host = await place('casino-responsible-gaming-test');
    await until(() => text(host).includes('Start the test'), 'the intro for the next player');
  });

  it('keeps the answers after a failed send, sends once however often Finish is pressed, and shows the Swedish text of the last band', async () => {
    window.casino.configure({ jurisdiction: 'sga' });
    await signIn('sga@example.com');
    const host = await place('casino-responsible-gaming-test');
    await sandbox('faults', { path: '/api/responsiblegaming/pgsi-score', status: 503, code: 'Maintenance' });
    button(host, 'Start the test').click();
    for (let question = 1; question <= 9; question += 1) {
      await until(() => text(host).includes(`Question ${question} of 9`), `question ${question}`);
      button(host, 'Almost always').click();
    }
    await until(() => button(host, 'Finish').getAttribute('aria-disabled') === null, 'Finish to be offered');
    button(host, 'Finish').click();
    await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the error');
    expect(text(host)).to.contain('Question 9 of 9');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Finish').click();
    button(host, 'Finish').click();
    await until(() => text(host).includes('Your result'), 'the result');
    expect(await requestCount('/api/responsiblegaming/pgsi-score')).to.equal(2);
    expect(text(host)).to.contain('27 points');
    expect(text(host)).to.contain('Some functions of your account are blocked until you contact support.');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});

describe('<casino-self-exclude>', () => {
  beforeEach(resetAll);

  it('sends Open when shown and None on Continue', async () => {
    await signIn('player@example.com');
    window.casino.open('self-exclude');
    const host = await until(() => modalWidget()?.localName === 'casino-self-exclude' && modalWidget(), 'the panic button');
    await until(() => text(host).includes('Take a break'), 'its choices');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Continue playing').click();
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
    expect(await choicesOf('player@example.com', 'Open None')).to.equal('Open None');
  });

  it('Escape picks None', async () => {
    await signIn('player@example.com');
    window.casino.open('self-exclude');
    await until(() => modalWidget()?.localName === 'casino-self-exclude', 'the panic button');
    await until(() => text(modalWidget()!).includes('Continue playing'), 'its choices');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
    expect(await choicesOf('player@example.com', 'Open None')).to.equal('Open None');
  });

  it('Take a break sends Pause once and signs out every element, even when the platform answers slowly', async () => {
    const signin = await signIn('player@example.com');
    await sandbox('faults', { path: '/api/player/signout', delayMs: 8000 });
    const host = await place('casino-self-exclude');
    await until(() => text(host).includes('Continue playing'), 'its choices');
    const signedOut = nextEvent(host, 'casino-signed-out', 6000);
    const started = performance.now();
    button(host, 'Take a break').click();
    button(host, 'Take a break').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'take-a-break' });
    expect(performance.now() - started).to.be.below(5000);
    await until(() => field(signin, 'Email'), 'the other element signed out');
    await until(() => text(host).includes('and have been signed out. You can sign in again after that.'), 'the confirmation');
    expect((await recorded('player@example.com')).panicChoices.map((row) => row.choice).join(' ')).to.equal('Open Pause');
    expect(await requestCount('/api/responsiblegaming/panic')).to.equal(2);
    expect(await axeViolations(host)).to.deep.equal([]);
    // The platform refuses the player until the break is over.
    await signInWith(signin, 'player@example.com').catch(() => undefined);
    await until(() => text(signin).includes('Self blocked'), 'the refusal');
  });

  it('from the keyboard, Take a break leaves focus on the widget that now says so, not on the page', async () => {
    await signIn('player@example.com');
    const host = await place('casino-self-exclude');
    await until(() => text(host).includes('Continue playing'), 'its choices');
    button(host, 'Continue playing').focus();
    await sendKeys({ press: 'Tab' });
    expect(host.shadowRoot!.activeElement).to.equal(button(host, 'Take a break'));
    await sendKeys({ press: 'Enter' });
    await until(() => text(host).includes('and have been signed out. You can sign in again after that.'), 'the confirmation');
    // Nothing in it is left to tab to: its frame, the region named Take a break.
    const frame = await until(() => host.shadowRoot!.activeElement, 'focus in the widget');
    expect(frame.getAttribute('part')).to.equal('frame');
    expect(frame.getAttribute('role')).to.equal('region');
    expect(document.activeElement).to.equal(host);
  });
});

describe('<casino-reality-check>', () => {
  beforeEach(resetAll);

  it('shows the minutes, every product with a wager or a win and the net result; Sign out ends the session', async () => {
    await signIn('reality@example.com');
    await sandbox('clock', { advanceMs: 5 * 60_000 });
    const host = await place('casino-reality-check');
    await until(() => text(host).includes('You have been signed in for 5 minutes.'), 'the minutes');
    const rows = Array.from(host.shadowRoot!.querySelectorAll('tbody tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent).join(' | '));
    expect(rows).to.deep.equal([
      'Casino | €45.50 | €120.00 | -€74.50',
      'Sports | €0.00 | €50.00 | -€50.00',
      'Bingo | €10.00 | €0.00 | €10.00',
      'Poker | €26.00 | €20.00 | €6.00',
    ]);
    const net = Array.from(host.shadowRoot!.querySelectorAll('tfoot tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent).join(' | '));
    // The result in words, not a sign to interpret.
    expect(net).to.deep.equal(['Net loss | €108.50']);
    expect(await axeViolations(host)).to.deep.equal([]);
    const signedOut = nextEvent(host, 'casino-signed-out');
    button(host, 'Sign out').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'player' });
    await until(() => text(host).includes('Sign in to see your reality check.'), 'the signed-out state');
  });

  it('fits a 320 px phone; narrower, the table scrolls on its own, a tab stop only then, each sum in one piece', async () => {
    await signIn('reality@example.com');
    const host = await place('casino-reality-check');
    host.style.display = 'block';
    host.style.width = '320px';
    await until(() => inShadow(host, 'tbody tr'), 'the rows');
    const region = inShadow(host, '.reality-table-scroll')!;
    const frame = inShadow(host, '.frame')!;
    const table = inShadow(host, 'table')!;
    expect(region.getAttribute('role')).to.equal('region');
    // It is named by the table's caption.
    expect(host.shadowRoot!.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).to.equal('Your play in this session');
    await until(() => region.scrollWidth <= region.clientWidth && !region.hasAttribute('tabindex'), 'the table to fit at 320 px');
    expect(frame.scrollWidth).to.equal(frame.clientWidth);

    host.style.width = '220px';
    await until(() => region.getAttribute('tabindex') === '0', 'the region to become a tab stop');
    expect(region.scrollWidth).to.be.above(region.clientWidth);
    // The dialog itself does not scroll sideways: only the table does.
    expect(frame.scrollWidth).to.equal(frame.clientWidth);
    // Each sum stays on one line: the minus sign with its digits.
    for (const cell of table.querySelectorAll('td')) {
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
      expect(cell.getBoundingClientRect().height, cell.textContent).to.be.below(lineHeight * 2);
    }
    expect(await axeViolations(host)).to.deep.equal([]);

    host.style.width = '600px';
    await until(() => !region.hasAttribute('tabindex'), 'no tab stop once it fits again');
  });
});

describe('<casino-session-summary>', () => {
  beforeEach(resetAll);

  it('follows an SGA sign-in: the welcome, the last login, the result and the limits or a dash', async () => {
    window.casino.configure({ jurisdiction: 'sga' });
    const signin = await place('casino-signin');
    const ready = new Promise<number>((resolve) => {
      const onReady = (event: Event) => {
        if ((event as CustomEvent<{ widget: string }>).detail.widget !== 'session-summary') return;
        document.removeEventListener('casino-ready', onReady);
        resolve(performance.now());
      };
      document.addEventListener('casino-ready', onReady);
    });
    // The SGA sign-in is the bank-ID one: Sara (sga@example.com) approves on the sandbox's phone.
    button(signin, 'Sign in with BankID').click();
    await until(() => inShadow<HTMLImageElement>(signin, '.bank-id-qr img')?.src, 'the QR code', 8000);
    await sandbox('oauth/decide', { action: 'approve', personNumber: '198709302387' });
    const host = await until(() => modalWidget()?.localName === 'casino-session-summary' && modalWidget(), 'the session summary', 8000);
    await until(() => text(host).includes('Your last login'), 'the summary');
    await ready;
    expect(text(host)).to.contain('Welcome, Sara!');
    // A loss, said as one (not "-SEK 500"), its amount kept on one line in a narrow dialog.
    expect(host.shadowRoot!.querySelector('.summary-result')!.textContent.replace(/\s/g, ' ')).to.equal('Your result for the last 12 months: a loss of SEK 500');
    const result = host.shadowRoot!.querySelector('.summary-result strong')!;
    expect(result.textContent.replace(/\s/g, ' ')).to.equal('SEK 500');
    expect(getComputedStyle(result).whiteSpace).to.equal('nowrap');
    expect(host.shadowRoot!.querySelector('[data-period=daily] dd')!.textContent).to.equal('–No limit');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('does not follow an MGA sign-in', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await until(() => modalWidget(), 'the follow-up');
    expect(modalWidget()!.localName).to.equal('casino-message');
  });
});

describe('<casino-rg-header>', () => {
  beforeEach(resetAll);

  it('shows Spelpaus, Spelgränser and Självtest signed out; Självtest opens the test', async () => {
    const host = document.createElement('casino-rg-header');
    document.body.append(host);
    await until(() => host.shadowRoot?.querySelector('nav'), 'the header');
    const links = Array.from(host.shadowRoot!.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).to.deep.equal(['Spelpaus (opens in a new tab)', 'Spelgränser', 'Självtest']);
    expect(host.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('https://www.spelpaus.se/');
    expect(await axeViolations(host)).to.deep.equal([]);
    (host.shadowRoot!.querySelectorAll('a')[2] as HTMLAnchorElement).click();
    await until(() => modalWidget()?.localName === 'casino-responsible-gaming-test', 'the test');
    window.casino.close();
    (host.shadowRoot!.querySelectorAll('a')[1] as HTMLAnchorElement).click();
    const account = await until(() => modalWidget()?.localName === 'casino-account' && modalWidget(), 'the account');
    expect(account.getAttribute('tab')).to.equal('responsible-gaming');
  });
});

describe('player actions after sign-in', () => {
  beforeEach(resetAll);

  it('opens a forced test after the welcome; it cannot be closed until it is done', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'rgtest@example.com');
    await until(() => modalWidget()?.localName === 'casino-message', 'the welcome');
    window.casino.close();
    const test = await until(() => modalWidget()?.localName === 'casino-responsible-gaming-test' && modalWidget(), 'the forced test', 8000);
    await until(() => text(test).includes('Start the test'), 'the intro');
    expect(test.shadowRoot!.querySelector('[part=close-button]')).to.equal(null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(modalWidget()?.localName).to.equal('casino-responsible-gaming-test');
  });
});
