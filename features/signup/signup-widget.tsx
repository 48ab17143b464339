import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type Platform } from '../../adapters/contract.ts';
import { errorDescriptor } from '../../i18n/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { ActivationForm } from '../activation/index.ts';
import { BonusList } from '../bonus-selector/index.ts';
import { DepositWidget } from '../deposit/index.ts';
import { useSessionDraft } from '../forms/index.ts';
import { ErrorText, errorKeyOf, useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { signUpRulesFor } from '../jurisdiction/index.ts';
import { profileAtom, usePlayer } from '../player/index.ts';
import { isFormStep, nextStep, previousStep, SIGN_UP_STEPS, stepsFor, type FlowContext, type StepId, type StepRow } from './flow.ts';
import { loadOffers, NO_OFFERS, type Offers } from './offers.ts';
import { useReferenceData, type ReferenceData } from './reference-data.ts';
import {
  buildSignUpPayload, emptyForm, hasAnyLimit, prefillDepositLimits, prefillSessionLimits, type Period, type SignUpForm, type Touched,
} from './rules.ts';
import { AcceptStep, ActivityStep, AddressStep, ContactStep, LimitsStep, PersonalStep } from './steps.tsx';
import {
  validateAccept, validateActivity, validateAddress, validateContact, validateLimits, validatePersonal, type StepErrors,
} from './validation.ts';

export interface SignUpWidgetProps extends CommonWidgetProps {
  /** A bonus code set by the page (a campaign link): no bonus list is fetched after the sign-up. */
  bonusCode?: string;
  /** Turns the activation step off (the platform activates by link, say). */
  noActivation?: boolean;
  termsUrl?: string;
  privacyUrl?: string;
}

interface Draft {
  form: SignUpForm;
  step: StepId;
  touched: { deposit: Touched; session: Touched };
  showBonusCode: boolean;
}

const UNTOUCHED: Touched = { day: false, week: false, month: false };

/** After a successful submit: the post-sign-up steps, kept in memory (the draft is gone by then). */
interface AfterSignUp {
  email: string;
  signedIn: boolean;
  offers: Offers;
  /** The bonus chosen at the bonus step that needs a deposit: the deposit step carries its code. */
  depositBonusCode?: string;
}

export function SignUpWidget(props: SignUpWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const { state, retry } = useReferenceData();
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [clearDraft, setClearDraft] = useState<(() => void) | null>(null);
  return (
    <WidgetFrame
      {...frame}
      onClose={() => {
        // Cancel: what was typed goes with the wizard.
        clearDraft?.();
        frame.onClose?.();
      }}
      title={t`Sign up`}
      busy={state.status === 'loading'}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {state.status === 'loading' && (
        <p className="loading" role="status"><Trans>Loading…</Trans></p>
      )}
      {state.status === 'error' && (
        <div className="load-error">
          <Notice
            level="error"
            message={<><Trans>The sign-up form could not be loaded.</Trans> <ErrorText errorKey={errorKeyOf(state.error)} /></>}
          />
          <div className="actions">
            <Button onClick={retry}><Trans>Retry</Trans></Button>
          </div>
        </div>
      )}
      {state.status === 'ready' && (
        <SignUpWizard {...props} data={state.data} setNotice={setNotice} exposeClear={(clear) => setClearDraft(() => clear)} />
      )}
    </WidgetFrame>
  );
}

export interface SignUpWizardProps extends SignUpWidgetProps {
  data: ReferenceData;
  setNotice: (notice: NoticeData | null) => void;
  exposeClear: (clear: () => void) => void;
  /** Where the draft is kept; one per widget and jurisdiction. */
  draftKey?: string;
  /** Values known before the form (the get-started identification); fills only empty fields. */
  prefill?: Partial<SignUpForm>;
  /** Continue on contact finding an account: a notice with a way to sign in, or the player-conflict error. */
  onAccountExists?: 'notice' | 'error';
  /** Prev on the first step (get-started: back to identify). */
  onBackFromFirst?: () => void;
  /** After a successful submit, so a wrapper clears its own draft too. */
  onSignedUp?: () => void;
  /** The steps (the token sign-up has its own table). */
  steps?: readonly StepRow[];
  /** The token sign-up: submitted with this token. */
  token?: string;
  /** Asks the password twice (token sign-up). */
  confirmPassword?: boolean;
  /** The person's own maximum deposit limits (token sign-up). */
  personalMaximum?: Partial<Record<Period, number>>;
}

/** The wizard from contact to the end; the sign-up and get-started widgets wrap it. */
export function SignUpWizard(props: SignUpWizardProps) {
  const { data, setNotice } = props;
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const setProfile = useSetAtom(profileAtom);
  const { signedIn } = usePlayer();
  const rules = signUpRulesFor(host.jurisdiction);
  const presetCode = props.bonusCode?.trim() ?? '';
  const today = useMemo(() => new Date(), []);

  const [draft, setDraft, clearDraft] = useSessionDraft<Draft>(props.draftKey ?? `signup.${host.jurisdiction}`, () => ({
    form: { ...emptyForm(), currency: 'USD', bonusCode: presetCode, ...props.prefill },
    step: 'contact',
    touched: { deposit: { ...UNTOUCHED }, session: { ...UNTOUCHED } },
    showBonusCode: Boolean(presetCode),
  }));
  const { form } = draft;
  useEffect(() => props.exposeClear(clearDraft), [clearDraft]); // eslint-disable-line react-hooks/exhaustive-deps

  const table = props.steps ?? SIGN_UP_STEPS;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<StepErrors>({});
  const [validateLive, setValidateLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [after, setAfter] = useState<AfterSignUp | null>(null);
  const [afterStep, setAfterStep] = useState<StepId | 'done' | null>(null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const context: FlowContext = { rules, activationStep: !props.noActivation, offers: after?.offers ?? NO_OFFERS };
  const step: StepId | 'done' = afterStep ?? draft.step;

  // A single allowed country (SGA: Sweden) is chosen for the player, with its currency.
  useEffect(() => {
    const only = data.countries.length === 1 ? data.countries[0] : undefined;
    if (only && !form.country) update({ country: only.code, currency: only.currency || form.currency });
  }, [data.countries]); // eslint-disable-line react-hooks/exhaustive-deps

  // Focus follows the step, so keyboard and screen-reader users start at its heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const validate = (which: StepId, values: SignUpForm, secret = password, repeated = confirm): StepErrors => {
    switch (which) {
      case 'contact':
        return validateContact({ form: values, password: secret, rules, ...(props.confirmPassword ? { confirmPassword: repeated } : {}) }, i18n);
      case 'personal': return validatePersonal(values, today, i18n);
      case 'address': return validateAddress(values, i18n);
      case 'limits': return validateLimits(values, rules, i18n, props.personalMaximum);
      case 'activity': return validateActivity(values, i18n);
      case 'accept': return validateAccept(values, i18n);
      default: return {};
    }
  };

  const update = (patch: Partial<SignUpForm>) => {
    setDraft((current) => {
      const next = { ...current, form: { ...current.form, ...patch } };
      if (validateLive) setErrors(validate(current.step, next.form));
      return next;
    });
  };

  const goTo = (target: StepId | null) => {
    moved.current = true;
    setErrors({});
    setValidateLive(false);
    setNotice(null);
    if (target) setDraft((current) => ({ ...current, step: target }));
  };

  const focusInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** Continue on contact: the platform says whether the email or phone already has an account. */
  const checkContact = async (platform: Platform): Promise<boolean> => {
    const phone = buildSignUpPayload(form, { withLimits: false }).phone;
    const [email, mobile] = await Promise.all([
      hasOperation(platform, 'validateEmail') ? platform.validateEmail(form.email.trim()) : 'available',
      hasOperation(platform, 'validatePhone') ? platform.validatePhone(phone) : 'available',
    ]);
    const taken = email === 'taken' ? 'email' : mobile === 'taken' ? 'phone' : null;
    if (!taken) return true;
    host.emit('casino-account-exists', { field: taken });
    if (props.onAccountExists === 'error') {
      setNotice({ level: 'error', message: <ErrorText errorKey="sign-up.player-conflict" /> });
      return false;
    }
    setNotice({
      level: 'info',
      message: (
        <>
          {taken === 'email'
            ? <Trans>An account with this email address already exists.</Trans>
            : <Trans>An account with this phone number already exists.</Trans>}{' '}
          <Button variant="link" onClick={() => host.open('signin')}><Trans>Sign in instead</Trans></Button>
        </>
      ),
    });
    return false;
  };

  const submit = async () => {
    const platform = await host.getPlatform();
    if (!platform.signUp) throw new Error('This platform cannot sign players up.');
    // Ticking the box accepts the terms in force: their version goes with the sign-up.
    const terms = platform.getTerms ? await platform.getTerms(host.locale).catch(() => null) : null;
    const payload = buildSignUpPayload(form, {
      ...(terms && terms.version > 0 ? { termsVersion: terms.version } : {}),
      ...(rules.passwordAtSignUp ? { password } : {}),
      withLimits: rules.limitsStep,
      jurisdiction: host.jurisdiction,
    });
    let result;
    try {
      if (props.token) {
        if (!platform.signUpWithToken) throw new Error('This platform cannot sign up with a token.');
        result = await platform.signUpWithToken(props.token, payload);
      } else {
        result = await platform.signUp(payload);
      }
    } catch (error) {
      const shown = toNotice(error);
      const key = errorKeyOf(error);
      host.emit('casino-sign-up-error', { key, message: errorMessage(key) });
      // An account with these details exists (perhaps from a try whose answer was lost): a way on is to sign in.
      setNotice(key === 'sign-up.player-conflict' ? {
        ...shown,
        message: (
          <>
            {shown.message}{' '}
            <Button variant="link" onClick={() => host.open('signin')}><Trans>Sign in instead</Trans></Button>
          </>
        ),
      } : shown);
      return;
    }
    clearDraft();
    props.onSignedUp?.();
    host.emit('casino-signed-up', { userId: result.playerId });

    // Sign-up signs the player in: with the session it returned, else with the password just chosen.
    let session = result.signedIn ?? null;
    if (!session && payload.password) {
      session = await platform.signIn({ email: payload.email, password: payload.password }).catch(() => null);
    }
    if (session) {
      setProfile(session.profile);
      host.startSession(session.sessionId);
      host.emit('casino-signed-in', { userId: session.profile.userId });
    }
    setPassword('');
    setConfirm('');
    const offers = session ? await loadOffers(platform, presetCode) : NO_OFFERS;
    setAfter({ email: payload.email, signedIn: Boolean(session), offers });
    moved.current = true;
    setAfterStep(nextStep('accept', { ...context, offers }, table) ?? 'done');
  };

  const errorMessage = (key: string | null) => i18n._(errorDescriptor(key)).replace(/<\/?\d+>/g, '');

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'done' || !isFormStep(step, table)) return;
    if (inFlight.current) return;
    const found = validate(step, form);
    setErrors(found);
    setValidateLive(true);
    if (Object.keys(found).length > 0) return focusInvalid();
    if (step === 'contact') {
      void run(async () => {
        try {
          const platform = await host.getPlatform();
          if (await checkContact(platform)) goTo(nextStep('contact', context, table));
        } catch (error) {
          setNotice(toNotice(error));
        }
      });
      return;
    }
    if (step === 'accept') {
      // The password is never kept in the draft: after a reload it is asked again where it belongs.
      const contact = validate('contact', form);
      if (contact['password']) {
        goTo('contact');
        setErrors({ password: contact['password'] });
        setValidateLive(true);
        return;
      }
      void run(async () => {
        try {
          await submit();
        } catch (error) {
          setNotice(toNotice(error));
        }
      });
      return;
    }
    goTo(nextStep(step, context, table));
  };

  const onDeposit = (period: Period, value: string) => {
    setDraft((current) => {
      const touched = { ...current.touched, deposit: { ...current.touched.deposit, [period]: true } };
      const deposit = period === 'day'
        ? prefillDepositLimits(value, current.form.deposit, touched.deposit)
        : { ...current.form.deposit, [period]: value };
      const next = { ...current, touched, form: { ...current.form, deposit } };
      if (validateLive) setErrors(validate('limits', next.form));
      return next;
    });
  };

  const onSession = (period: Period, value: string) => {
    setDraft((current) => {
      const touched = { ...current.touched, session: { ...current.touched.session, [period]: true } };
      const session = period === 'day'
        ? prefillSessionLimits(value, current.form.session, touched.session)
        : { ...current.form.session, [period]: value };
      return { ...current, touched, form: { ...current.form, session } };
    });
  };

  const titles: Record<StepId, string> = {
    contact: t`Contact`,
    personal: t`Personal details`,
    address: t`Address`,
    limits: t`Limits`,
    activity: t`Annual activity`,
    accept: t`Accept`,
    activation: t`Activation`,
    bonus: t`Bonus`,
    deposit: t`Deposit`,
  };
  const steps = stepsFor(context, table).map((row) => ({ id: row.id, label: titles[row.id] }));

  if (step === 'done') return <Done signedIn={signedIn} />;
  if (signedIn && !after && !busy) {
    return <p className="signed-in" role="status"><Trans>You are signed in.</Trans></p>;
  }

  const previous = previousStep(step, context, table);
  const back = previous ? () => goTo(previous) : step === 'contact' ? props.onBackFromFirst : undefined;
  const primary = {
    contact: t`Continue`,
    personal: t`Next`,
    address: t`Next`,
    limits: hasAnyLimit(form.deposit, form.session) ? t`Next` : t`Skip limits`,
    activity: t`Next`,
    accept: t`Sign up`,
    activation: '',
    bonus: '',
    deposit: '',
  }[step];

  return (
    <div className="signup" part="wizard">
      <Stepper
        steps={steps}
        current={step}
        label={t`Sign-up steps`}
        describe={(position, total) => t`Step ${position} of ${total}`}
      />
      <h3 className="step-title" tabIndex={-1} ref={headingRef}>{titles[step]}</h3>
      {step === 'activation' && after ? (
        <ActivationForm
          email={after.email}
          setNotice={setNotice}
          onActivated={(outcome) => {
            void (async () => {
              // Signed in only now (no password at sign-up): the offers the next steps need are loaded now.
              let offers = after.offers;
              if (!after.signedIn && outcome.signedIn) {
                offers = await host.getPlatform().then((platform) => loadOffers(platform, presetCode), () => offers);
                setAfter({ ...after, signedIn: true, offers });
              }
              moved.current = true;
              setAfterStep(nextStep('activation', { ...context, offers }, table) ?? 'done');
            })();
          }}
        />
      ) : step === 'bonus' && after ? (
        <BonusList
          bonuses={after.offers.bonuses}
          onContinue={(code) => {
            // None goes on to the deposit; a deposit bonus goes with its code; any other was triggered by the list.
            const chosen = code ? after.offers.bonuses.find((bonus) => bonus.code === code) : undefined;
            setAfter({ ...after, ...(chosen?.deposit ? { depositBonusCode: chosen.code } : {}) });
            moved.current = true;
            setAfterStep(nextStep('bonus', context, table) ?? 'done');
          }}
        />
      ) : step === 'deposit' && after ? (
        // The deposit widget itself, in this frame: its success closes the wizard (modal) or shows its
        // success notice (inline) and emits casino-deposit-success; the player stays signed in.
        <DepositWidget
          embedded
          noReady
          noBonusSelector
          {...(after.depositBonusCode ? { bonusCode: after.depositBonusCode } : {})}
        />
      ) : (
        <form ref={formRef} noValidate onSubmit={onNext} part="form" aria-busy={busy || undefined}>
          {step === 'contact' && (
            <ContactStep
              form={form}
              errors={errors}
              update={update}
              data={data}
              rules={rules}
              password={password}
              setPassword={(value) => {
                setPassword(value);
                if (validateLive) setErrors(validate('contact', form, value));
              }}
              {...(props.confirmPassword ? {
                confirmPassword: confirm,
                setConfirmPassword: (value: string) => {
                  setConfirm(value);
                  if (validateLive) setErrors(validate('contact', form, password, value));
                },
              } : {})}
              showBonusCode={draft.showBonusCode}
              revealBonusCode={() => setDraft((current) => ({ ...current, showBonusCode: true }))}
            />
          )}
          {step === 'personal' && <PersonalStep form={form} errors={errors} update={update} today={today} />}
          {step === 'address' && <AddressStep form={form} errors={errors} update={update} data={data} />}
          {step === 'limits' && (
            <LimitsStep form={form} errors={errors} update={update} rules={rules} onDeposit={onDeposit} onSession={onSession} />
          )}
          {step === 'activity' && <ActivityStep form={form} errors={errors} update={update} />}
          {step === 'accept' && (
            <AcceptStep
              form={form}
              errors={errors}
              update={update}
              termsUrl={props.termsUrl || '/terms-and-conditions'}
              privacyUrl={props.privacyUrl || '/privacy-policy'}
            />
          )}
          <div className="actions wizard-actions">
            {back && (
              <Button variant="secondary" onClick={back}>
                <Trans>Prev</Trans>
              </Button>
            )}
            <Button type="submit" busy={busy}>{primary}</Button>
          </div>
        </form>
      )}
    </div>
  );
}

function Done({ signedIn }: { signedIn: boolean }) {
  const host = useHost();
  return (
    <div className="done" role="status">
      <p className="done-title"><strong><Trans>Welcome!</Trans></strong></p>
      <p>
        {signedIn
          ? <Trans>Your account is ready and you are signed in.</Trans>
          : <Trans>Your account is ready. Sign in to play.</Trans>}
      </p>
      <div className="actions">
        {!signedIn && <Button onClick={() => host.open('signin')}><Trans>Sign in</Trans></Button>}
        {signedIn && host.modal && <Button onClick={() => host.close()}><Trans>Continue</Trans></Button>}
      </div>
    </div>
  );
}

