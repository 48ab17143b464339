import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, isPlatformError } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { OtpField } from '../../ui/otp-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useSessionDraft } from '../forms/index.ts';
import { ErrorText, errorKeyOf, useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { usePlayer } from '../player/index.ts';
import { useCompleteSignIn } from '../session/index.ts';
import {
  emailError, normalisePhone, phoneError, SignUpWizard, useReferenceData, type ReferenceData, type SignUpForm,
} from '../signup/index.ts';
import {
  AUTO_SUBMIT_DELAY_MS, isCompleteOtp, OTP_LENGTH, outcomeOfOtp, prefillFromPlayerInfo, readSmsCode, RESEND_LOCK_MS,
} from './otp.ts';

export interface GetStartedWidgetProps extends CommonWidgetProps {
  /** How the player identifies: phone (a one-time SMS code, the default where the platform sends one) or email. */
  identify?: string;
  bonusCode?: string;
  noActivation?: boolean;
  termsUrl?: string;
  privacyUrl?: string;
}

type Stage = 'identify' | 'signin' | 'wizard';

interface Draft {
  stage: Stage;
  email: string;
  callingCode: string;
  phone: string;
  otpRequested: boolean;
  prefill: Partial<SignUpForm>;
}

export function GetStartedWidget(props: GetStartedWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const { state, retry } = useReferenceData();
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [clearWizard, setClearWizard] = useState<(() => void) | null>(null);
  const mode = props.identify === 'email' ? 'email' : 'phone';
  const [draft, setDraft, clearDraft] = useSessionDraft<Draft>(`get-started.${mode}.${host.jurisdiction}`, () => ({
    stage: 'identify', email: '', callingCode: '', phone: '', otpRequested: false, prefill: {},
  }));
  const { signedIn } = usePlayer();
  const [done, setDone] = useState(false);
  return (
    <WidgetFrame
      {...frame}
      onClose={() => {
        clearWizard?.();
        clearDraft();
        frame.onClose?.();
      }}
      title={t`Get started`}
      busy={state.status === 'loading'}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {state.status === 'loading' && <p className="loading" role="status"><Trans>Loading…</Trans></p>}
      {state.status === 'error' && (
        <div className="load-error">
          <Notice level="error" message={<><Trans>The sign-up form could not be loaded.</Trans> <ErrorText errorKey={errorKeyOf(state.error)} /></>} />
          <div className="actions"><Button onClick={retry}><Trans>Retry</Trans></Button></div>
        </div>
      )}
      {state.status === 'ready' && (done || (signedIn && draft.stage !== 'wizard')) && (
        <p className="signed-in" role="status"><Trans>You are signed in.</Trans></p>
      )}
      {state.status === 'ready' && !done && !signedIn && draft.stage === 'identify' && (
        <Identify
          mode={mode}
          data={state.data}
          draft={draft}
          setDraft={setDraft}
          setNotice={setNotice}
          onSignedIn={() => { clearDraft(); setDone(true); }}
        />
      )}
      {state.status === 'ready' && !done && !signedIn && draft.stage === 'signin' && (
        <SignInStep
          email={draft.email}
          setNotice={setNotice}
          onBack={() => setDraft({ ...draft, stage: 'identify' })}
          onSignedIn={() => { clearDraft(); setDone(true); }}
        />
      )}
      {state.status === 'ready' && draft.stage === 'wizard' && (
        <SignUpWizard
          {...props}
          data={state.data}
          setNotice={setNotice}
          exposeClear={(clear) => setClearWizard(() => clear)}
          draftKey={`get-started.${mode}.wizard.${host.jurisdiction}`}
          prefill={draft.prefill}
          onAccountExists="error"
          onSignedUp={clearDraft}
          onBackFromFirst={() => {
            clearWizard?.();
            setNotice(null);
            setDraft({ ...draft, stage: 'identify', otpRequested: false });
          }}
        />
      )}
    </WidgetFrame>
  );
}

interface IdentifyProps {
  mode: 'phone' | 'email';
  data: ReferenceData;
  draft: Draft;
  setDraft: (draft: Draft | ((current: Draft) => Draft)) => void;
  setNotice: (notice: NoticeData | null) => void;
  onSignedIn: () => void;
}

function Identify({ mode, data, draft, setDraft, setNotice, onSignedIn }: IdentifyProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const completeSignIn = useCompleteSignIn();
  const [errors, setErrors] = useState<{ email?: string; phone?: string; callingCode?: string; code?: string }>({});
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [resendLocked, setResendLocked] = useState(false);
  const inFlight = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => { clearTimeout(lockTimer.current); clearTimeout(submitTimer.current); }, []);

  const fullPhone = normalisePhone(draft.callingCode, draft.phone);

  const lockResend = () => {
    setResendLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setResendLocked(false), RESEND_LOCK_MS);
  };

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice(toNotice(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const platform = await host.getPlatform();
      if (!platform.requestOtp) throw new Error('This platform cannot send one-time codes.');
      const country = data.countries.find((entry) => entry.phonePrefix === draft.callingCode)?.code ?? '';
      await platform.requestOtp({ country, callingCode: draft.callingCode, phone: draft.phone });
      setDraft((current) => ({ ...current, otpRequested: true }));
      setCode('');
      lockResend();
    });

  const checkCode = (value: string) =>
    run(async () => {
      setAnnounce('');
      const platform = await host.getPlatform();
      if (!platform.signInWithOtp) throw new Error('This platform cannot sign in with one-time codes.');
      let result;
      try {
        result = await platform.signInWithOtp({ code: value, phone: fullPhone });
      } catch (error) {
        // player-not-found: a phone nobody knows goes on to contact; any other error stays on identify.
        if (outcomeOfOtp({ errorCode: isPlatformError(error) ? error.code : 'unknown-error' }) === 'contact') {
          setDraft((current) => ({ ...current, stage: 'wizard', prefill: { callingCode: current.callingCode, phone: current.phone } }));
          return;
        }
        setCode('');
        throw error;
      }
      if (result.kind === 'signed-in') {
        completeSignIn(result.result);
        onSignedIn();
        return;
      }
      // A new phone: what the register knows fills the form, and the player goes on to contact.
      const player = result.player;
      setDraft((current) => ({
        ...current,
        stage: 'wizard',
        prefill: { callingCode: current.callingCode, phone: current.phone, ...prefillFromPlayerInfo(player) },
      }));
    });

  // Four digits check themselves: announced first, then checked.
  const onCode = (value: string) => {
    setCode(value);
    clearTimeout(submitTimer.current);
    if (isCompleteOtp(value)) {
      setAnnounce(t`The code is complete. Checking it now.`);
      submitTimer.current = setTimeout(() => void checkCode(value), AUTO_SUBMIT_DELAY_MS);
    }
  };

  // WebOTP: the code from the SMS, where the browser can read it.
  useEffect(() => {
    if (!draft.otpRequested) return;
    const controller = new AbortController();
    void readSmsCode(controller.signal).then((found) => {
      if (found && isCompleteOtp(found)) onCode(found);
    });
    return () => controller.abort();
  }, [draft.otpRequested]); // eslint-disable-line react-hooks/exhaustive-deps

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'email') {
      const found = { email: emailError(draft.email, i18n) ?? undefined };
      setErrors(found);
      if (found.email) return;
      void run(async () => {
        const platform = await host.getPlatform();
        const email = draft.email.trim();
        const looksLikeEmail = email.includes('@');
        const taken = looksLikeEmail
          ? hasOperation(platform, 'validateEmail') && (await platform.validateEmail(email)) === 'taken'
          : hasOperation(platform, 'validateUsername') && (await platform.validateUsername(email)) === 'taken';
        setDraft((current) => ({ ...current, stage: taken ? 'signin' : 'wizard', prefill: taken ? current.prefill : { email } }));
      });
      return;
    }
    if (draft.otpRequested) {
      if (!isCompleteOtp(code)) {
        setErrors({ code: t`Enter the ${OTP_LENGTH} digits of the code` });
        return;
      }
      void checkCode(code);
      return;
    }
    const found = {
      callingCode: draft.callingCode ? undefined : t`Choose a calling code`,
      phone: phoneError(draft.phone, i18n) ?? undefined,
    };
    setErrors(found);
    if (found.callingCode || found.phone) return;
    void sendCode();
  };

  return (
    <form noValidate onSubmit={onContinue} part="form" aria-busy={busy || undefined}>
      <h3 className="step-title"><Trans>Who are you?</Trans></h3>
      {mode === 'email' ? (
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={draft.email}
          error={errors.email}
          onChange={(event) => setDraft((current) => ({ ...current, email: event.target.value }))}
        />
      ) : !draft.otpRequested ? (
        <div className="phone-row">
          <SelectField
            label={t`Calling code`}
            name="callingCode"
            autoComplete="tel-country-code"
            required
            placeholder={t`Choose`}
            options={data.callingCodes.map((entry) => ({ value: entry.code, label: entry.code }))}
            value={draft.callingCode}
            error={errors.callingCode}
            onChange={(event) => setDraft((current) => ({ ...current, callingCode: event.target.value }))}
          />
          <TextField
            label={t`Phone`}
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={draft.phone}
            error={errors.phone}
            onChange={(event) => setDraft((current) => ({ ...current, phone: event.target.value }))}
          />
        </div>
      ) : (
        <>
          <p><Trans>We have sent a code to {fullPhone}.</Trans></p>
          <OtpField
            legend={t`Code from the SMS`}
            digitLabel={(position, total) => t`Digit ${position} of ${total}`}
            length={OTP_LENGTH}
            value={code}
            onChange={onCode}
            error={errors.code}
          />
          <p className="visually-hidden" role="status">{announce}</p>
          <div className="actions">
            <Button variant="secondary" disabled={resendLocked} onClick={() => void sendCode()}>
              <Trans>Resend code</Trans>
            </Button>
          </div>
        </>
      )}
      <div className="actions wizard-actions">
        {mode === 'phone' && draft.otpRequested && (
          <Button variant="secondary" onClick={() => { setCode(''); setDraft((current) => ({ ...current, otpRequested: false })); }}>
            <Trans>Prev</Trans>
          </Button>
        )}
        <Button type="submit" busy={busy}><Trans>Continue</Trans></Button>
      </div>
    </form>
  );
}

function SignInStep({ email: initialEmail, setNotice, onBack, onSignedIn }: {
  email: string; setNotice: (notice: NoticeData | null) => void; onBack: () => void; onSignedIn: () => void;
}) {
  const host = useHost();
  const { t } = useLingui();
  const toNotice = useErrorNotice();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!password) {
      setError(t`Please enter your password`);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const platform = await host.getPlatform();
      const result = await platform.signIn({ email: email.trim(), password });
      completeSignIn(result);
      onSignedIn();
    } catch (failure) {
      setNotice(toNotice(failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
      <h3 className="step-title"><Trans>You already have an account. Sign in.</Trans></h3>
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={error}
        onChange={(event) => { setPassword(event.target.value); setError(undefined); }}
      />
      <div className="actions wizard-actions">
        <Button variant="secondary" onClick={onBack}><Trans>Prev</Trans></Button>
        <Button type="submit" busy={busy}><Trans>Sign in</Trans></Button>
      </div>
    </form>
  );
}
