import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Platform } from '../../adapters/contract.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../ui/widget-frame.tsx';
import { useSessionDraft, useValidatedForm } from '../toolkit/forms/index.ts';
import { useErrorTextsLater, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { signUpRulesFor } from '../toolkit/jurisdiction/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useCompleteSignInLater } from '../toolkit/session/index.ts';
import {
  isFormStep, nextStep, plannedSteps, previousStep, SIGN_UP_FLOW, stepsFor, type FlowContext, type SignUpFlow, type StepId,
} from './flow.ts';
import { NO_OFFERS, planOffers, type PlannedOffers } from './offers.ts';
import type { ReferenceData } from './reference-data.ts';
import { emptyForm } from './form-rules.ts';
import { usePrefills } from './use-prefills.ts';
import { loadStepForm, readyStepForm, shownFields } from './step-form.ts';
import {
  AfterSignUpStep, DoneStep, loadAfterSignUp, loadDone, needsLaterTexts, useLaterParts, useReferenceDataWait,
} from './use-later-parts.ts';
import { useStepFocus } from './use-step-focus.ts';
import { useStepFunnel } from './use-step-funnel.ts';
import { useStepTexts } from './step-texts.ts';
import { ReferenceDataFailure, ReferenceDataWait } from './reference-data-pending.tsx';
import { loadSignUpSubmit } from './platform-calls-loader.ts';
import { WizardContext, type WizardState } from './wizard-context.tsx';
import { isAfterSignUpStep, UNTOUCHED, type AfterSignUp, type Position } from './wizard-position.ts';
import type { StepRulesContext } from './validation.ts';
import { NO_IDENTITY, SECRET_FIELDS, type WizardValues } from './wizard-values.ts';
import type { BankIdSettings } from '../signin-oauth/index.ts';

export interface SignUpWidgetProps extends CommonWidgetProps, BankIdSettings {
  /** A bonus code set by the page (a campaign link): no bonus list is fetched after the sign-up. */
  bonusCode?: string;
  /** Turns the activation step off (the platform activates by link, say). */
  noActivation?: boolean;
  termsUrl?: string;
  privacyUrl?: string;
}

/**
 * The wizard at once: its first step shows and takes what the player types before the reference data (and the
 * platform's adapter that brings it) are here; the calling code fills in when they come.
 */
export function SignUpWidget(props: SignUpWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  return <SignUpWizard {...props} frame={frame} title={t`Sign up`} />;
}

const stepLoading = <p className="loading" role="status"><Trans>Loading…</Trans></p>;

/** No reference data yet: the first step's lists are empty until it comes. */
const NO_REFERENCE_DATA: ReferenceData = { countries: [], currencies: [], callingCodes: [] };

export interface SignUpWizardProps extends SignUpWidgetProps {
  /** The frame the wizard renders (its notices are the wizard's); closing it forgets the draft. */
  frame: WidgetFrameProps;
  /** The wizard replaces a step of its host's own (get-started's code): its first field takes focus at once. */
  focusFirst?: boolean;
  title: string;
  /** Shown above the steps (the token sign-up's greeting). */
  intro?: ReactNode;
  /** The reference data where the host waited for it; else the wizard's first step shows before it comes. */
  data?: ReferenceData;
  /** Where the draft is kept; one per widget and jurisdiction. */
  draftKey?: string;
  /** Values known before the form (the get-started identification); the draft wins over them. */
  prefill?: Partial<WizardValues>;
  /** Continue on contact finding an account: a notice with a way to sign in, or the player-conflict error. */
  onAccountExists?: 'notice' | 'error';
  /** Prev on the first step (get-started: back to identify). */
  onBackFromFirst?: () => void;
  /** After a successful submit, so a wrapper clears its own draft too. */
  onSignedUp?: () => void;
  /** The way to sign up (default SIGN_UP_FLOW; the token sign-up has its own). */
  flow?: SignUpFlow;
}

/**
 * The wizard from contact to the end; the sign-up, get-started and token sign-up widgets show it. Each
 * form step is a row of the flow table with its schema and fields; the wizard owns one form whose schema
 * is the current row's, so the values (the draft) go from step to step.
 */
export function SignUpWizard(props: SignUpWizardProps) {
  const { frame } = props;
  const host = useHost();
  const { i18n, t } = useLingui();
  const errorTexts = useErrorTextsLater();
  // What follows a sign-in runs once the sign-up has signed the player in: fetched once step 1 has painted.
  const completeSignIn = useCompleteSignInLater();
  const { signedIn } = usePlayer();
  const rules = signUpRulesFor(host.jurisdiction);
  const presetCode = props.bonusCode?.trim() ?? '';
  const today = useMemo(() => new Date(), []);
  const flow = props.flow ?? SIGN_UP_FLOW;
  const table = flow.steps;
  const draftKey = props.draftKey ?? `signup.${host.jurisdiction}`;

  const [position, setPosition, clearPosition] = useSessionDraft<Position>(`${draftKey}.position`, () => ({
    // The first step that applies (SGA: identify with bank-ID; elsewhere contact).
    step: stepsFor({ rules, activationStep: !props.noActivation, offers: NO_OFFERS }, table)[0]?.id ?? 'contact',
    touched: { deposit: { ...UNTOUCHED }, session: { ...UNTOUCHED } },
    showBonusCode: Boolean(presetCode),
  }));
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [after, setAfter] = useState<AfterSignUp | null>(null);
  const [afterStep, setAfterStep] = useState<StepId | 'done' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(Boolean(props.focusFirst));
  const emailRef = useRef('');
  const currencyRef = useRef('');
  // What the platform can offer after the sign-up: the stepper counts those steps from the start.
  const [plan, setPlan] = useState<PlannedOffers>({ bonus: false, deposit: false });
  const [planKnown, setPlanKnown] = useState(false);
  useEffect(() => {
    let current = true;
    host.getPlatform().then((platform) => {
      if (!current) return;
      setPlan(planOffers(platform, presetCode));
      setPlanKnown(true);
    }, () => current && setPlanKnown(true));
    return () => {
      current = false;
    };
  }, [host, presetCode]);

  const context: FlowContext = { rules, activationStep: !props.noActivation && !after?.verified, offers: after?.offers ?? NO_OFFERS };
  const step: StepId | 'done' = afterStep ?? position.step;
  const row = step === 'done' ? undefined : table.find((candidate) => candidate.id === step);
  const [loadingStep, setLoadingStep] = useState(false);
  const moves = useRef(0);
  const { confirmPassword, personalMaximum } = flow;
  const rulesContext: StepRulesContext = useMemo(
    () => ({ i18n, rules, today, confirmPassword, personalMaximum, email: () => emailRef.current, currency: () => currencyRef.current }),
    [i18n, rules, today, confirmPassword, personalMaximum],
  );
  const { reference, schema, texts } = useLaterParts({
    step, row, next: step === 'done' ? null : nextStep(step, context, table), table, rulesContext, data: props.data,
  });
  const data = reference.data;

  const form = useValidatedForm<WizardValues>({
    schema,
    // No currency before a country is chosen (the country sets it; a single allowed country at once).
    initial: () => ({ ...emptyForm(), bonusCode: presetCode, ...props.prefill, password: '', confirmPassword: '', ...NO_IDENTITY }),
    draft: { key: draftKey, omit: [...SECRET_FIELDS] },
    // The draft goes at the sign-up, not at each step.
    clearDraftOnSuccess: false,
    submit: async () => {
      setNotice(null);
      if (step === 'contact') {
        if (await checkContact(await host.getPlatform())) await goTo(nextStep('contact', context, table));
      } else if (step === 'accept') {
        await signUp();
      } else if (step !== 'done') {
        await goTo(nextStep(step, context, table));
      }
    },
  });
  const { values } = form;
  // The contact's check and the sign-up are a chunk of their own (sign-up-submit.tsx), fetched once the wizard has painted.
  const checkContact = async (platform: Platform) => (await loadSignUpSubmit()).contactCheck({
    host, errorTexts, values, retry: () => void form.submit(), setNotice, onAccountExists: props.onAccountExists,
  })(platform);
  emailRef.current = values.email;
  currencyRef.current = values.currency;

  usePrefills(form, data ?? null);

  const { waitingForData, blocked, setBlocked, onSubmit } = useReferenceDataWait(reference, form, () => setNotice(null));

  useStepFocus(step, moved, headingRef);
  // Once the count is the stepper's, and while the wizard shows (not the signed-in player's "You are signed in.").
  useStepFunnel(step, plannedSteps(context, plan, table), table, planKnown && !(signedIn && !after));

  /** To another step, once its chunk is here: its errors hidden until its first Next. */
  const goTo = async (target: StepId | null) => {
    // The last move wins: Back while the next step's chunk loads does not jump forward when it comes.
    const move = ++moves.current;
    const targetForm = target ? table.find((candidate) => candidate.id === target)?.form : undefined;
    // And its texts: a part that fails is the step's failure notice with Retry, in its place.
    const textsWanted = target && needsLaterTexts(target) && !texts.ready;
    if ((targetForm && !readyStepForm(targetForm)) || textsWanted) {
      setLoadingStep(true);
      await Promise.all([loadStepForm(targetForm), textsWanted && texts.load()]);
      if (move !== moves.current) return;
    }
    setLoadingStep(false);
    moved.current = true;
    form.reset(form.values);
    setNotice(null);
    if (target) setPosition((current) => ({ ...current, step: target }));
  };

  const signUp = async () => {
    // What follows the sign-up starts loading with it, so it is here when the platform answers.
    void loadAfterSignUp().catch(() => undefined);
    void loadDone().catch(() => undefined);
    await (await loadSignUpSubmit()).signUp({
      host, form, values, flow, rules, rulesContext, presetCode, errorTexts, completeSignIn, goTo,
      steps: stepsFor(context, table).map((entry) => entry.id),
      identify: stepsFor(context, table).find((entry) => entry.id === 'identify')?.form,
      nextAfterSignUp: (offers, verified) => nextStep('accept', { ...context, offers, activationStep: context.activationStep && !verified }, table) ?? 'done',
      forget: () => {
        form.clearDraft();
        clearPosition();
        props.onSignedUp?.();
      },
      done: (signedUp, next) => {
        setAfter(signedUp);
        moved.current = true;
        setAfterStep(next);
      },
    });
  };

  const close = () => {
    // Cancel: what was typed goes with the wizard.
    form.clearDraft();
    clearPosition();
    frame.onClose?.();
  };

  const { titles, primary } = useStepTexts(rules, values);
  // A later step restored from the draft (a reload) waits for the reference data its lists need.
  const waitsForData = !data && step !== 'contact' && step !== 'done' && isFormStep(step, table);
  // A later step shows once its texts are here (a reload on it, another language): "Loading…", or their failure with Retry.
  const textsPending = needsLaterTexts(step) && !texts.ready;
  const textsWait = texts.failed ? <ReferenceDataFailure reference={texts.failed} /> : stepLoading;
  // What the steps read and may do (wizard-context.tsx).
  const wizard: WizardState = {
    form,
    data: data ?? NO_REFERENCE_DATA,
    reference,
    rules,
    today,
    confirmPassword,
    termsUrl: props.termsUrl || '/terms-and-conditions',
    privacyUrl: props.privacyUrl || '/privacy-policy',
    showBonusCode: position.showBonusCode,
    revealBonusCode: () => {
      // The link gives way to the field: focus goes to the field, not to the page.
      flushSync(() => setPosition((current) => ({ ...current, showBonusCode: true })));
      form.formRef.current?.querySelector<HTMLInputElement>('input[name=bonusCode]')?.focus();
    },
    bankId: { redirectUri: props.redirectUri, oauthOrigin: props.oauthOrigin, timeoutMs: props.timeoutMs },
    touched: position.touched,
    touch: (kind, period) => setPosition((current) => ({
      ...current,
      touched: { ...current.touched, [kind]: { ...current.touched[kind], [period]: true } },
    })),
  };
  const steps = plannedSteps(context, plan, table).map((entry) => ({ id: entry.id, label: titles[entry.id] }));
  // Gone once the reference data is here (after Retry).
  const blockedNotice = blocked && !data;
  const notices = (form.notice || notice || blockedNotice) && (
    <>
      {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      {blockedNotice && <Notice level="error" message={t`The calling codes could not be loaded. Choose Retry, then Continue.`} onClear={() => setBlocked(false)} />}
    </>
  );

  const body = () => {
    if (step === 'done') return textsPending ? textsWait : <Suspense fallback={stepLoading}><DoneStep signedIn={signedIn} /></Suspense>;
    if (signedIn && !after && !form.busy) {
      return <p className="signed-in" role="status"><Trans>You are signed in.</Trans></p>;
    }
    const previous = previousStep(step, context, table);
    const back = previous ? () => void goTo(previous) : step === 'contact' ? props.onBackFromFirst : undefined;
    const Fields = shownFields(row?.form);
    return (
      <div className="signup" part="wizard">
        <Stepper
          steps={steps}
          current={step}
          label={t`Sign-up steps`}
          describe={(position, total) => t`Step ${position} of ${total}`}
        />
        <h3 className="step-title" tabIndex={-1} ref={headingRef}>{titles[step]}</h3>
        {textsPending ? textsWait : isAfterSignUpStep(step) && after ? (
          <Suspense fallback={stepLoading}>
            <AfterSignUpStep
              step={step}
              after={after}
              setAfter={setAfter}
              setNotice={setNotice}
              presetCode={presetCode}
              headingRef={headingRef}
              goOn={(from, offers) => {
                moved.current = true;
                setAfterStep(nextStep(from, offers ? { ...context, offers } : context, table) ?? 'done');
              }}
            />
          </Suspense>
        ) : waitsForData ? (
          <ReferenceDataWait reference={reference} />
        ) : isFormStep(step, table) && Fields ? (
          <form ref={form.formRef} noValidate onSubmit={onSubmit} part="form" aria-busy={form.busy || waitingForData || undefined}>
            <WizardContext.Provider value={wizard}>
              <Fields />
            </WizardContext.Provider>
            <div className="actions wizard-actions">
              {back && (
                <Button variant="secondary" onClick={back}>
                  <Trans>Back</Trans>
                </Button>
              )}
              <Button type="submit" busy={form.busy || loadingStep || waitingForData}>{primary(step)}</Button>
            </div>
          </form>
        ) : isFormStep(step, table) ? (
          <p className="loading" role="status"><Trans>Loading…</Trans></p>
        ) : null}
      </div>
    );
  };

  return (
    <WidgetFrame {...frame} onClose={close} title={props.title} notices={notices} busy={loadingStep || (textsPending && !texts.failed) || Boolean(row?.form && !shownFields(row.form)) || (waitsForData && reference.status === 'loading') || frame.busy}>
      {props.intro}
      {body()}
    </WidgetFrame>
  );
}
