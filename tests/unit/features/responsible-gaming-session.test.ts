import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import type { Capabilities, Limit, PanicChoice, Platform, PlayerAction, SessionInfo } from '../../../adapters/contract.ts';
import { PGSI_ANSWERS, PGSI_QUESTIONS, pgsiBand, pgsiScore, type PgsiAnswer } from '../../../features/responsible-gaming-test/pgsi.ts';
import { netResult, shownWagers, wagerTotal } from '../../../features/reality-check/rules.ts';
import { realityCheckDelayMs, watchRealityChecks } from '../../../features/reality-check/watch.ts';
import { depositLimitsByPeriod, playerResult } from '../../../features/session-summary/rules.ts';
import { panicChoices } from '../../../features/self-exclude/choice.ts';
import { actionableRows, runPlayerActions, type PlayerActionsEnv } from '../../../features/toolkit/player-actions/runner.ts';
import { selfTestRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';
import { followUpAfterSignIn } from '../../../features/toolkit/session/follow-up.ts';
import { rulesFor } from '../../../features/toolkit/jurisdiction/index.ts';

describe('the PGSI self-test (spec 001 §4, §9)', () => {
  it('has nine questions and four answers worth 0 to 3', () => {
    assert.equal(PGSI_QUESTIONS.length, 9);
    assert.deepEqual(PGSI_ANSWERS.map((answer) => answer.value), [0, 1, 2, 3]);
  });

  it('sums the answers, and each score boundary gives its band', () => {
    const answers = (...values: PgsiAnswer[]) => values;
    assert.equal(pgsiScore(answers(0, 0, 0, 0, 0, 0, 0, 0, 0)), 0);
    assert.equal(pgsiScore(answers(3, 3, 3, 3, 3, 3, 3, 3, 3)), 27);
    assert.equal(pgsiScore([1, undefined, 2]), 3);
    const bands = [0, 1, 2, 3, 7, 8, 27].map((score) => [score, pgsiBand(score)]);
    assert.deepEqual(bands, [
      [0, 'no-issue'], [1, 'some-risk'], [2, 'some-risk'], [3, 'elevated-risk'], [7, 'elevated-risk'], [8, 'problem-gambling'], [27, 'problem-gambling'],
    ]);
  });

  it('says the account is blocked after problem gambling in the Swedish variant only', () => {
    assert.equal(selfTestRulesFor('sga').problemGamblingBlocksAccount, true);
    assert.equal(selfTestRulesFor('mga').problemGamblingBlocksAccount, false);
  });
});

describe('the reality check (spec 001 §2, §9)', () => {
  it('shows every product with a wager or a win (a departure from spec 001\'s filter, which hid losses); the net result sums them', () => {
    const rows = [
      { product: 'Casino', wager: 120, win: 45.5 },
      { product: 'Sportsbook', wager: 50, win: 0 },
      { product: 'Bingo', wager: 0, win: 10 },
      { product: 'Poker', wager: 20, win: 26 },
      { product: 'Lotto', wager: 0, win: 0 },
    ];
    assert.deepEqual(shownWagers(rows).map((row) => row.product), ['Casino', 'Sportsbook', 'Bingo', 'Poker']);
    assert.equal(wagerTotal(rows[0]!), -74.5);
    assert.equal(netResult(shownWagers(rows)), -108.5);
  });

  it('reads the platform minutes as a delay; none, negative or not a number is no check', () => {
    assert.equal(realityCheckDelayMs(2), 120_000);
    assert.equal(realityCheckDelayMs(0.5), 30_000);
    assert.equal(realityCheckDelayMs(0), 0);
    assert.equal(realityCheckDelayMs(undefined), null);
    assert.equal(realityCheckDelayMs(-1), null);
    assert.equal(realityCheckDelayMs(Number.NaN), null);
  });

  it('opens the check when due, and again one interval after each answer, until the session ends', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let alive = true;
      const opened: EventTarget[] = [];
      const answers: SessionInfo[] = [{ nextRealityCheck: 2, length: 0, started: '' }, { nextRealityCheck: 2, length: 2, started: '' }];
      const stop = watchRealityChecks({
        getSessionInfo: async () => answers.shift() ?? { length: 4, started: '' },
        open: () => {
          const element = new EventTarget();
          opened.push(element);
          return element as HTMLElement;
        },
        modalOpen: () => false,
        sessionAlive: () => alive,
      });
      await Promise.resolve();
      await Promise.resolve();
      mock.timers.tick(119_000);
      assert.equal(opened.length, 0, 'not before it is due');
      mock.timers.tick(1_000);
      assert.equal(opened.length, 1, 'when due');
      opened[0]!.dispatchEvent(new Event('casino-close'));
      await Promise.resolve();
      await Promise.resolve();
      mock.timers.tick(120_000);
      assert.equal(opened.length, 2, 'again after the interval');
      alive = false;
      opened[1]!.dispatchEvent(new Event('casino-close'));
      await Promise.resolve();
      mock.timers.tick(600_000);
      assert.equal(opened.length, 2, 'never after the session ended');
      stop();
    } finally {
      mock.timers.reset();
    }
  });

  it('waits for another modal to close before it opens', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let busy = true;
      let opened = 0;
      watchRealityChecks({
        getSessionInfo: async () => ({ nextRealityCheck: 1, length: 0, started: '' }),
        open: () => {
          opened += 1;
          return new EventTarget() as HTMLElement;
        },
        modalOpen: () => busy,
        sessionAlive: () => true,
      });
      await Promise.resolve();
      await Promise.resolve();
      mock.timers.tick(60_000);
      mock.timers.tick(5_000);
      assert.equal(opened, 0);
      busy = false;
      mock.timers.tick(1_000);
      assert.equal(opened, 1);
    } finally {
      mock.timers.reset();
    }
  });
});

describe('the session summary (spec 001 §2, §4)', () => {
  const limit = (period: Limit['period'], amount: number, extra: Partial<Limit> = {}): Limit => ({
    id: `${period}-${amount}`, type: 'deposit', period, status: 'active', amount, locked: false, currency: 'SEK', ...extra,
  });

  it('shows the active deposit limit of each period, or none (a dash)', () => {
    const byPeriod = depositLimitsByPeriod([
      limit('daily', 1000),
      limit('daily', 800),
      limit('weekly', 5000, { status: 'canceled' }),
      limit('monthly', 20000),
      limit('daily', 10, { type: 'loss' }),
    ]);
    assert.deepEqual([byPeriod.daily?.amount, byPeriod.weekly, byPeriod.monthly?.amount], [800, null, 20000]);
  });

  it('gives the player result as withdrawals less deposits', () => {
    assert.equal(playerResult({ netGrossRevenue: 500 }), -500);
    assert.equal(playerResult({ netGrossRevenue: -120 }), 120);
    assert.equal(playerResult({ netGrossRevenue: 0 }), 0);
  });

  it('follows an SGA sign-in on a platform with the session summary, never another', () => {
    const result = { hasToAcceptTerms: false, isEmailVerified: true };
    assert.equal(followUpAfterSignIn(result, rulesFor('sga'), { sessionSummary: true }), 'session-summary');
    assert.equal(followUpAfterSignIn(result, rulesFor('sga'), { sessionSummary: false }), 'welcome');
    assert.equal(followUpAfterSignIn(result, rulesFor('mga'), { sessionSummary: true }), 'welcome');
  });
});

describe('the panic button (spec 001 §4)', () => {
  function platformRecording(sent: PanicChoice[], delayMs = 0): () => Promise<Platform> {
    const platform = {
      name: 'rest',
      sendPanicChoice: async (choice: PanicChoice) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        sent.push(choice);
      },
    } as unknown as Platform;
    return async () => platform;
  }

  it('sends Open once, then one choice, never a second', async () => {
    const sent: PanicChoice[] = [];
    const choices = panicChoices(platformRecording(sent, 5));
    void choices.opened();
    void choices.opened();
    const [first, second] = await Promise.all([choices.choose('pause'), choices.choose('none')]);
    assert.deepEqual([first, second], [true, false]);
    assert.equal(await choices.choose('pause'), false);
    assert.deepEqual(sent, ['open', 'pause']);
    assert.equal(choices.chosen, 'pause');
  });

  it('a choice the platform refused is not made: it can be sent again, after Open', async () => {
    const sent: PanicChoice[] = [];
    let refuse = true;
    const platform = {
      name: 'rest',
      sendPanicChoice: async (choice: PanicChoice) => {
        if (choice === 'pause' && refuse) throw new Error('refused');
        sent.push(choice);
      },
    } as unknown as Platform;
    const choices = panicChoices(async () => platform);
    await assert.rejects(choices.choose('pause'));
    assert.equal(choices.chosen, null);
    refuse = false;
    assert.equal(await choices.choose('pause'), true);
    assert.deepEqual(sent, ['open', 'pause']);
  });
});

describe('player actions (spec 001 §4)', () => {
  const everything = { terms: true, responsibleGamingTest: true, limits: true, kyc: true, sourceOfWealth: true } as Capabilities;

  class FakeElement extends EventTarget {
    isConnected = true;
    constructor(readonly widget: string, readonly props: Record<string, unknown>, readonly forced: boolean) {
      super();
    }
  }

  function fakePage(options: { canOpen?: (widget: string) => boolean; capabilities?: Capabilities } = {}) {
    const events = new EventTarget();
    const opened: FakeElement[] = [];
    let modal: FakeElement | null = null;
    let alive = true;
    const env: PlayerActionsEnv = {
      canOpen: (widget) => options.canOpen?.(widget) ?? true,
      open: (widget, props, { forced }) => {
        if (modal) modal.isConnected = false;
        modal = new FakeElement(widget, props, forced);
        opened.push(modal);
        return modal as unknown as HTMLElement;
      },
      modalOpen: () => modal !== null,
      closeModal: () => {
        if (!modal) return;
        const closing = modal;
        modal = null;
        closing.isConnected = false;
        closing.dispatchEvent(new Event('casino-close'));
        events.dispatchEvent(new Event('casino-close'));
      },
      sessionAlive: () => alive,
      capabilities: options.capabilities ?? everything,
      events,
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    return {
      env, events, opened, settle,
      current: () => modal,
      endSession: () => {
        alive = false;
      },
    };
  }

  it('opens each page in turn, forced where the platform says, and moves on when its requirement is met', async () => {
    const page = fakePage();
    const actions: PlayerAction[] = [
      { page: 'deposit-limits-required', force: true },
      { page: 'responsible-gaming-test', force: false },
    ];
    const run = runPlayerActions(actions, page.env);
    await page.settle();
    const first = page.current()!;
    assert.deepEqual([first.widget, first.props, first.forced], ['account', { tab: 'responsible-gaming', limitType: 'deposit', purpose: 'deposit-limits' }, true]);
    page.events.dispatchEvent(new Event('casino-limits-changed'));
    await page.settle();
    // The account says the limit is set, with Continue: the player closes it, once they have heard it.
    assert.equal(first.isConnected, true, 'the account stays to say the limit is set');
    page.env.closeModal();
    await page.settle();
    const second = page.current()!;
    assert.deepEqual([second.widget, second.forced], ['responsible-gaming-test', false]);
    // The test shows its result and is closed by the player.
    page.events.dispatchEvent(new Event('casino-test-submitted'));
    await page.settle();
    assert.equal(second.isConnected, true, 'the test result stays for the player to read');
    page.env.closeModal();
    await run;
    assert.equal(page.opened.length, 2);
  });

  it('opens a forced page again when another widget took its place before it was done', async () => {
    const page = fakePage();
    const run = runPlayerActions([{ page: 'responsible-gaming-test', force: true }], page.env);
    await page.settle();
    // Another widget swaps in (the terms after sign-in), then closes.
    page.env.open('terms', {}, { forced: true });
    page.env.closeModal();
    await page.settle();
    await page.settle();
    assert.deepEqual(page.opened.map((element) => element.widget), ['responsible-gaming-test', 'terms', 'responsible-gaming-test']);
    page.events.dispatchEvent(new Event('casino-test-submitted'));
    page.env.closeModal();
    await run;
  });

  it('skips pages whose widget or account tab this page does not have yet', () => {
    const rows = actionableRows(
      [
        { page: 'source-of-wealth-required', force: true },
        { page: 'kyc-provide-documents', force: true },
        { page: 'deposit-limits-required', force: true },
        { page: 'responsible-gaming-test', force: true },
      ],
      { canOpen: (widget) => widget !== 'source-of-wealth', capabilities: { ...everything, kyc: false, limits: false } },
    );
    assert.deepEqual(rows.map(({ action }) => action.page), ['responsible-gaming-test']);
  });

  it('stops when the session ends', async () => {
    const page = fakePage();
    const run = runPlayerActions([{ page: 'responsible-gaming-test', force: true }, { page: 'terms-and-conditions', force: true }], page.env);
    await page.settle();
    page.endSession();
    await run;
    assert.deepEqual(page.opened.map((element) => element.widget), ['responsible-gaming-test']);
  });
});
