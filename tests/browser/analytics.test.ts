import { expect } from '@esm-bundle/chai';
import { button, field, inShadow, nextEvent, resetAll, text, type, until } from './support/page.ts';
import { forge, iframeOf, useSandboxCashier } from './support/payments.ts';

/** The fields a data-layer entry may have (elements/runtime/analytics-bridge.ts): anything else may be personal. */
const FIELDS = new Set(['event', 'casino_widget', 'casino_step', 'casino_step_number', 'casino_step_count', 'value', 'currency', 'casino_limit_type', 'casino_limit_period', 'casino_forced']);

const PERSON = {
  email: 'jane.analytics@example.com', callingCode: '+356', phone: '79112299', firstName: 'Janelle', lastName: 'Quorra',
  birthYear: '1990', birthMonth: '4', birthDay: '12', address: '17 Funnel Street', zip: 'SLM 1717', city: 'Sliema', country: 'MT',
};

/** A sign-up draft standing on contact with the person's details filled (the password is typed again, as after a reload). */
function storeDraft(): void {
  sessionStorage.setItem('casino-elements.draft.signup.mga', JSON.stringify({
    ...PERSON, bonusCode: '', currency: 'EUR', deposit: { day: '', week: '', month: '' }, session: { day: '', week: '', month: '' },
    annualActivity: '16000', acceptTerms: true,
  }));
  sessionStorage.setItem('casino-elements.draft.signup.mga.position', JSON.stringify({
    step: 'contact', showBonusCode: false,
    touched: { deposit: { day: false, week: false, month: false }, session: { day: false, week: false, month: false } },
  }));
}

type Entry = Record<string, unknown>;
const layer = () => ((window as { dataLayer?: Entry[] }).dataLayer ?? []);
const casinoEntries = () => layer().filter((entry) => typeof entry.event === 'string' && entry.event.startsWith('casino_'));
const named = (event: string) => casinoEntries().filter((entry) => entry.event === event);

describe('analytics: the funnel as casino-funnel events, and the opt-in dataLayer bridge', () => {
  before(resetAll);

  it('pushes nothing to window.dataLayer until the page turns the bridge on', async () => {
    const funnel = nextEvent(document, 'casino-funnel');
    window.casino.openSignIn();
    expect((await funnel).detail).to.deep.equal({ name: 'dialog-opened', widget: 'signin', forced: false });
    expect((window as { dataLayer?: unknown }).dataLayer).to.equal(undefined);
    window.casino.close();
  });

  it('pushes sign-up steps, a deposit opened, failed and succeeded, a dialog and a limit, with no personal data in any entry', async () => {
    // The page's own tag manager pushed before: the bridge adds to its array.
    (window as { dataLayer?: Entry[] }).dataLayer = [{ event: 'gtm.js' }];
    const platform = document.createElement('casino-platform');
    platform.setAttribute('analytics', 'datalayer');
    document.body.append(platform);
    const origin = await useSandboxCashier();
    storeDraft();
    const wizard = document.createElement('casino-signup');
    document.body.append(wizard);
    const signedUp = nextEvent(wizard, 'casino-signed-up', 15_000);
    await until(() => named('casino_sign_up_step_shown').length > 0, 'the first step shown');
    type(field(wizard, 'Password'), 'Tiger.Lily1!');
    button(wizard, 'Continue').click();
    for (const step of ['Personal', 'Address', 'Annual']) {
      await until(() => inShadow(wizard, '[aria-current=step]')!.textContent.includes(step), step);
      button(wizard, 'Next').click();
    }
    await until(() => inShadow(wizard, '[aria-current=step]')!.textContent.includes('Accept'), 'accept');
    button(wizard, 'Sign up').click();
    const { userId } = (await signedUp).detail;
    await until(() => field(wizard, 'Activation code'), 'the activation step');
    type(field(wizard, 'Activation code'), '123456');
    button(wizard, 'Activate').click();
    await until(() => text(wizard).includes('Continue without a bonus'), 'the bonus step\'s offers');
    const loaded = nextEvent(wizard, 'casino-cashier-init-load', 8000); // heard from before the cashier can load
    button(wizard, 'Continue without a bonus').click();
    const frame = await until(() => iframeOf(wizard), 'the cashier of the deposit step', 8000);
    await loaded;
    forge(origin, frame.contentWindow, { eventType: 'TX_FAILED', payload: { txRefId: 'funnel-failed-1', amount: 20, currency: 'EUR' } });
    await until(() => named('casino_deposit_failed').length === 1, 'the failed deposit');
    forge(origin, frame.contentWindow, { eventType: 'TRANSACTION_INIT', payload: { amount: 25 } });
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 'funnel-ok-1', amount: 25, currency: 'EUR' } });
    await until(() => named('casino_deposit_succeeded').length === 1, 'the deposit through');

    // A dialog, and a limit set in it.
    const account = window.casino.openAccount('responsible-gaming')!;
    const limitField = await until(() => field(account, 'New daily limit (EUR)'), 'the deposit limits', 8000);
    type(limitField, '40');
    const dailyForm = limitField.closest('form')!;
    Array.from(dailyForm.querySelectorAll('button')).find((element) => element.textContent?.trim() === 'Save limit')!.click();
    await until(() => named('casino_limit_set').length === 1, 'the limit set');
    window.casino.close();

    const session = sessionStorage.getItem('casino-elements.session') ?? '';
    // What identifies the person: every detail typed, the player's id and the session (whole, and each long piece).
    const personal = [
      ...Object.values(PERSON).filter((value) => value.length >= 4), userId, session,
      ...session.split(/[^A-Za-z0-9-]+/).filter((piece) => piece.length >= 8), 'funnel-ok-1', 'funnel-failed-1',
    ].filter(Boolean);
    const entries = casinoEntries();
    expect(layer()[0]).to.deep.equal({ event: 'gtm.js' });
    for (const entry of entries) {
      const written = JSON.stringify(entry);
      for (const key of Object.keys(entry)) expect(FIELDS.has(key), `${written}: field ${key}`).to.equal(true);
      for (const value of Object.values(entry)) expect(['string', 'number', 'boolean']).to.include(typeof value, written);
      expect(written, 'no email address').not.to.match(/@/);
      for (const secret of personal) expect(written.toLowerCase(), `${written} names ${secret}`).not.to.contain(secret.toLowerCase());
    }

    // The stream itself: each step once, in order, with the stepper's numbers.
    const shown = named('casino_sign_up_step_shown');
    expect(shown.map((entry) => entry.casino_step)).to.deep.equal(['contact', 'personal', 'address', 'activity', 'accept', 'activation', 'bonus', 'deposit']);
    expect(shown.map((entry) => entry.casino_step_number)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(shown.map((entry) => entry.casino_step_count))).to.deep.equal(new Set([8]));
    expect(named('casino_sign_up_step_completed').map((entry) => entry.casino_step)).to.deep.equal(['contact', 'personal', 'address', 'activity', 'accept', 'activation', 'bonus']);
    expect(shown.every((entry) => entry.casino_widget === 'signup')).to.equal(true);
    expect(named('casino_deposit_opened')).to.deep.equal([{ event: 'casino_deposit_opened', casino_widget: 'signup' }]);
    expect(named('casino_deposit_failed')).to.deep.equal([{ event: 'casino_deposit_failed', casino_widget: 'signup' }]);
    expect(named('casino_deposit_succeeded')).to.deep.equal([{ event: 'casino_deposit_succeeded', casino_widget: 'signup', value: 25, currency: 'EUR' }]);
    expect(named('casino_dialog_opened')).to.deep.equal([{ event: 'casino_dialog_opened', casino_widget: 'account', casino_forced: false }]);
    expect(named('casino_limit_set')).to.deep.equal([{ event: 'casino_limit_set', casino_widget: 'account', casino_limit_type: 'deposit', casino_limit_period: 'daily' }]);
  });

  it('stops pushing once the page turns it off', async () => {
    window.casino.configure({ analytics: 'none' });
    const before = layer().length;
    const funnel = nextEvent(document, 'casino-funnel');
    window.casino.openSignIn();
    await funnel;
    expect(layer().length).to.equal(before);
    window.casino.close();
  });
});
