import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import type { ValidatedFormApi } from '../toolkit/forms/index.ts';
import { errorKeyOf, type ErrorTexts, type WidgetHost } from '../toolkit/host/index.ts';
import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import type { useCompleteSignInLater } from '../toolkit/session/index.ts';
import type { SignUpFlow, StepId, StepRow } from './flow.ts';
import { NO_OFFERS, type Offers } from './offers.ts';
import { loadOffers, readRefusal, sendSignUp, signInAfterSignUp } from './platform-calls.ts';
import { loadStepForm, loadValidation } from './step-form.ts';
import type { StepRulesContext } from './validation.ts';
import type { AfterSignUp } from './wizard-position.ts';
import type { WizardValues } from './wizard-values.ts';

// What the wizard's submits run once the platform is asked (the contact's check, the sign-up itself): a chunk the
// first step does not run, fetched at idle once it has painted (use-later-parts.ts); a press before then keeps
// the form busy until it is here, and one that cannot be fetched is the form's failure notice with Retry. It reads
// the wizard's table of steps through what the wizard hands it: the table's module imports the first step's fields,
// and through them the kit's parts a first render loads (rollup.config.mjs cuts those by who imports them).
export { contactCheck } from './contact-check.tsx';

export interface SignUpSubmit {
  host: WidgetHost;
  form: ValidatedFormApi<WizardValues>;
  values: WizardValues;
  flow: SignUpFlow;
  rules: SignUpRules;
  /** The steps that apply, in their order. */
  steps: readonly StepId[];
  /** The bank-ID identification's rules, where the wizard identifies the person first. */
  identify: StepRow['form'];
  /** The step that follows the sign-up, with what the platform then offers. */
  nextAfterSignUp: (offers: Offers, verified: boolean) => StepId | 'done';
  rulesContext: StepRulesContext;
  presetCode: string;
  errorTexts: () => Promise<ErrorTexts>;
  completeSignIn: ReturnType<typeof useCompleteSignInLater>;
  /** To another step of the form, once its chunk is here. */
  goTo: (target: StepId | null) => Promise<void>;
  /** The sign-up has been accepted: the draft and the wizard's position go. */
  forget: () => void;
  /** The sign-up is done: the wizard shows `next` with what followed it. */
  done: (after: AfterSignUp, next: StepId | 'done') => void;
}

/** The platform refused the sign-up: its text, and the field it names marked on that field's step. */
async function refused(error: unknown, { host, form, steps, errorTexts, goTo }: SignUpSubmit) {
  const texts = await errorTexts();
  const shown = texts.notice(error);
  const key = errorKeyOf(error);
  host.emit('casino-sign-up-error', { key, message: texts.plain(key) });
  const refusal = readRefusal(key, steps);
  if (refusal.accountExists) host.emit('casino-account-exists', { field: refusal.accountExists });
  if (refusal.field) {
    await goTo(refusal.field.step);
    form.setFieldError(refusal.field.name, texts.plain(key));
  }
  // An account with these details exists (perhaps from a try whose answer was lost): a way on is to sign in.
  form.setNotice(refusal.conflict ? {
    ...shown,
    message: (
      <>
        {shown.message}{' '}
        <Button variant="link" onClick={() => host.open('signin')}><Trans>Sign in instead</Trans></Button>
      </>
    ),
  } : shown);
}

/** The sign-up from the accept step: sent, signed in where the platform allows, then the steps that follow it. */
export async function signUp(submit: SignUpSubmit): Promise<void> {
  const { host, form, values, flow, rules, identify, rulesContext, presetCode, completeSignIn, goTo } = submit;
  // Nor is the bank-ID identification: after a reload the person identifies again.
  const identifyForm = await loadStepForm(identify);
  const { contactSchema, issuesOf } = await loadValidation();
  const identified = identifyForm ? issuesOf(identifyForm.schema(rulesContext), values) : null;
  if (identified && identified.length > 0) {
    await goTo('identify');
    form.setFieldError('identityCode', identified[0]!.message);
    return;
  }
  // The password is never kept in the draft: after a reload it is asked again where it belongs.
  const passwordIssue = issuesOf(contactSchema(rulesContext), values).find((issue) => issue.path?.[0]?.key === 'password');
  if (passwordIssue) {
    await goTo('contact');
    form.setFieldError('password', passwordIssue.message);
    return;
  }
  const platform = await host.getPlatform();
  let sent;
  try {
    sent = await sendSignUp(platform, { values, flow, rules, jurisdiction: host.jurisdiction, locale: host.locale, identified: Boolean(identified) });
  } catch (error) {
    await refused(error, submit);
    return;
  }
  const { payload, result } = sent;
  submit.forget();
  host.emit('casino-signed-up', { userId: result.playerId });
  const session = await signInAfterSignUp(platform, payload, result);
  // The wizard goes on with its own steps (activation, bonus, deposit): no follow-up opens.
  if (session) await completeSignIn(session, { followUp: false });
  // Without marking the form changed, so the draft just cleared is not written again.
  form.reset({ ...values, password: '', confirmPassword: '' });
  const offers = session ? await loadOffers(platform, presetCode) : NO_OFFERS;
  const verified = session?.isEmailVerified ?? false;
  submit.done({ email: payload.email, signedIn: Boolean(session), verified, offers }, submit.nextAfterSignUp(offers, verified));
}
