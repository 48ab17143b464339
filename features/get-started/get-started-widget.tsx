import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, isPlatformError } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { useNow } from '../../ui/use-now.ts';
import { Notice } from '../../ui/notice.tsx';
import { OtpField } from '../../ui/otp-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../ui/widget-frame.tsx';
import { clearDraft, EmailField, emailSchema, useSessionDraft, useValidatedForm } from '../toolkit/forms/index.ts';
import { useErrorTextsLater, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useWrite } from '../toolkit/query/index.ts';
import { useCompleteSignIn } from '../toolkit/session/index.ts';
import {
  loadValidation, normalisePhone, PhoneFields, ReferenceDataPending, SignUpWizard, useReferenceData, type ReferenceData, type WizardValues,
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

/** Where the player stands; the identify form keeps its own draft. */
interface Position {
  stage: Stage;
  /** The email identify found an account for (the sign-in step's). */
  email: string;
  otpRequested: boolean;
  prefill: Partial<WizardValues>;
}

export function GetStartedWidget(props: GetStartedWidgetProps) {
  const widgetFrame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const reference = useReferenceData();
  const mode = props.identify === 'email' ? 'email' : 'phone';
  const key = `get-started.${mode}.${host.jurisdiction}`;
  const [position, setPosition, clearPosition] = useSessionDraft<Position>(key, () => ({
    stage: 'identify', email: '', otpRequested: false, prefill: {},
  }));
  // Reloaded on the wizard, the page keeps its own focus; arrived there from the code, the first field takes it.
  const wizardAtMount = useRef(position.stage === 'wizard');
  const { signedIn } = usePlayer();
  const [done, setDone] = useState(false);
  const forget = () => {
    clearPosition();
    clearDraft(`${key}.identify`);
  };
  const frame: WidgetFrameProps = {
    ...widgetFrame,
    title: t`Get started`,
    onClose: () => {
      forget();
      widgetFrame.onClose?.();
    },
  };
  const signedInNow = () => {
    forget();
    setDone(true);
  };

  if (!reference.data) return <ReferenceDataPending frame={frame} title={t`Get started`} />;
  if (position.stage === 'wizard') {
    return (
      <SignUpWizard
        {...props}
        frame={frame}
        title={t`Get started`}
        data={reference.data}
        draftKey={`get-started.${mode}.wizard.${host.jurisdiction}`}
        prefill={position.prefill}
        onAccountExists="error"
        focusFirst={!wizardAtMount.current}
        onSignedUp={forget}
        onBackFromFirst={() => setPosition((current) => ({ ...current, stage: 'identify', otpRequested: false }))}
      />
    );
  }
  if (done || signedIn) {
    return (
      <WidgetFrame {...frame}>
        <p className="signed-in" role="status"><Trans>You are signed in.</Trans></p>
      </WidgetFrame>
    );
  }
  if (position.stage === 'signin') {
    return (
      <SignInStep
        frame={frame}
        email={position.email}
        onBack={() => setPosition((current) => ({ ...current, stage: 'identify' }))}
        onSignedIn={signedInNow}
      />
    );
  }
  return (
    <Identify
      frame={frame}
      mode={mode}
      data={reference.data}
      draftKey={`${key}.identify`}
      position={position}
      setPosition={setPosition}
      onSignedIn={signedInNow}
    />
  );
}

interface IdentifyProps {
  frame: WidgetFrameProps;
  mode: 'phone' | 'email';
  data: ReferenceData;
  draftKey: string;
  position: Position;
  setPosition: (position: Position | ((current: Position) => Position)) => void;
  onSignedIn: () => void;
}

type IdentifyValues = {
  email: string;
  callingCode: string;
  phone: string;
  code: string;
};

function Identify({ frame, mode, data, draftKey, position, setPosition, onSignedIn }: IdentifyProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const errorTexts = useErrorTextsLater();
  const completeSignIn = useCompleteSignIn();
  const resend = useWrite();
  const [announce, setAnnounce] = useState('');
  // Until when Resend code waits (a time), or null.
  const [resendLocked, setResendLocked] = useState<number | null>(null);
  const resendHint = useId();
  // Bumped when a code was sent: focus goes to its first box.
  const [codeSent, setCodeSent] = useState(0);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => { clearTimeout(lockTimer.current); clearTimeout(submitTimer.current); }, []);

  // What Continue checks: the email, the phone, or (once a code was sent) its digits. The phone's rules are the
  // sign-up's (a chunk of their own): a Continue before they are here waits for them.
  const what = mode === 'email' ? 'email' : position.otpRequested ? 'code' : 'phone';
  const [validation, setValidation] = useState<Awaited<ReturnType<typeof loadValidation>> | null>(null);
  useEffect(() => {
    let live = true;
    loadValidation().then((loaded) => live && setValidation(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const schema = useMemo(() => {
    if (what === 'email') return v.object({ email: emailSchema(i18n) });
    if (what === 'phone') {
      const phoneRules = (rules: NonNullable<typeof validation>) => v.object({ callingCode: rules.callingCodeSchema(i18n), phone: rules.phoneSchema(i18n) });
      return validation ? phoneRules(validation) : () => loadValidation().then(phoneRules);
    }
    return v.object({ code: v.pipe(v.string(), v.check(isCompleteOtp, t`Enter the ${plural(OTP_LENGTH, { one: '# digit', other: '# digits' })} of the code`)) });
  }, [what, i18n, t, validation]);

  const lockResend = () => {
    setResendLocked(Date.now() + RESEND_LOCK_MS);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setResendLocked(null), RESEND_LOCK_MS);
  };

  const form = useValidatedForm<IdentifyValues>({
    schema: schema as unknown as v.GenericSchema<IdentifyValues> | (() => Promise<v.GenericSchema<IdentifyValues>>),
    initial: { email: '', callingCode: '', phone: '', code: '' },
    draft: { key: draftKey, omit: ['code'] },
    // The values stay while the player goes on to the code, the sign-in or the wizard.
    clearDraftOnSuccess: false,
    submit: async () => {
      const platform = await host.getPlatform();
      // This render's values: an auto-submit's code is in them, not in the form of the render that scheduled it.
      const { email, callingCode, phone, code } = values;
      if (what === 'email') {
        const address = email.trim();
        const taken = address.includes('@')
          ? hasOperation(platform, 'validateEmail') && (await platform.validateEmail(address)) === 'taken'
          : hasOperation(platform, 'validateUsername') && (await platform.validateUsername(address)) === 'taken';
        setPosition((current) => ({ ...current, stage: taken ? 'signin' : 'wizard', email: address, prefill: taken ? current.prefill : { email: address } }));
        return;
      }
      if (what === 'phone') {
        await sendCode(platform);
        return;
      }
      setAnnounce('');
      let result;
      try {
        result = await requireOperation(platform, 'signInWithOtp')({ code, phone: normalisePhone(callingCode, phone) });
      } catch (error) {
        // player-not-found: a phone nobody knows goes on to contact; any other error stays on identify.
        if (outcomeOfOtp({ errorCode: isPlatformError(error) ? error.code : 'unknown-error' }) === 'contact') {
          setPosition((current) => ({ ...current, stage: 'wizard', prefill: { callingCode, phone } }));
          return;
        }
        // A wrong code is the code's one error, beside its boxes: no notice takes focus from them, and no
        // "Enter the 4 digits" joins it while the player types the code again from the first box.
        if (isPlatformError(error) && error.code === 'incorrect-code') {
          const message = (await errorTexts()).plain(error.key);
          host.emit('casino-error', { key: error.key, message });
          form.reset({ ...values, code: '' });
          form.setFieldError('code', message);
          return;
        }
        form.set({ code: '' });
        throw error;
      }
      if (result.kind === 'signed-in') {
        completeSignIn(result.result);
        onSignedIn();
        return;
      }
      // A new phone: what the register knows fills the form, and the player goes on to contact.
      const player = result.player;
      setPosition((current) => ({ ...current, stage: 'wizard', prefill: { callingCode, phone, ...prefillFromPlayerInfo(player) } }));
    },
  });
  const { values } = form;
  const fullPhone = normalisePhone(values.callingCode, values.phone);

  async function sendCode(platform: Parameters<Parameters<typeof resend.run>[0]>[0]) {
    const country = data.countries.find((entry) => entry.phonePrefix === values.callingCode)?.code ?? '';
    await requireOperation(platform, 'requestOtp')({ country, callingCode: values.callingCode, phone: values.phone });
    setPosition((current) => ({ ...current, otpRequested: true }));
    form.reset({ ...values, code: '' });
    lockResend();
    // Where the code went is announced, and the player is put where it goes.
    setAnnounce(t`We have sent a code to ${fullPhone}.`);
    setCodeSent((count) => count + 1);
  }

  useEffect(() => {
    if (codeSent > 0) form.formRef.current?.querySelector<HTMLInputElement>('.otp input')?.focus();
  }, [codeSent]); // eslint-disable-line react-hooks/exhaustive-deps -- once per code sent; the form's ref is stable

  // Four digits check themselves: announced first, then checked.
  const onCode = (value: string) => {
    form.set({ code: value });
    clearTimeout(submitTimer.current);
    if (isCompleteOtp(value)) {
      setAnnounce(t`The code is complete. Checking it now.`);
      submitTimer.current = setTimeout(() => void form.onSubmit(), AUTO_SUBMIT_DELAY_MS);
    }
  };

  // WebOTP: the code from the SMS, where the browser can read it.
  useEffect(() => {
    if (!position.otpRequested) return;
    const controller = new AbortController();
    void readSmsCode(controller.signal).then((found) => {
      if (found && isCompleteOtp(found)) onCode(found);
    });
    return () => controller.abort();
  }, [position.otpRequested]); // eslint-disable-line react-hooks/exhaustive-deps -- one read per SMS requested; onCode is new each render

  const notice = form.notice ?? resend.notice;
  return (
    <WidgetFrame
      {...frame}
      notices={notice && <Notice {...notice} onClear={() => { form.setNotice(null); resend.clearNotice(); }} />}
    >
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
        <h3 className="step-title"><Trans>Who are you?</Trans></h3>
        {what === 'email' ? (
          <EmailField autoComplete="email" {...form.field('email')} />
        ) : what === 'phone' ? (
          <PhoneFields callingCodes={data.callingCodes} callingCode={form.field('callingCode')} phone={form.field('phone')} />
        ) : (
          <>
            <p><Trans>We have sent a code to {fullPhone}.</Trans></p>
            <OtpField
              legend={t`Code from the SMS`}
              digitLabel={(position, total) => t`Digit ${position} of ${total}`}
              length={OTP_LENGTH}
              value={values.code}
              onChange={onCode}
              error={form.errors.code}
            />
            <div className="actions">
              {/* Focusable while it waits, and says for how long. */}
              <Button
                variant="secondary"
                aria-disabled={resendLocked !== null || undefined}
                aria-describedby={resendLocked !== null ? resendHint : undefined}
                onClick={() => { if (resendLocked === null) void resend.run(sendCode); }}
              >
                <Trans>Resend code</Trans>
              </Button>
              {resendLocked !== null && <ResendWait id={resendHint} until={resendLocked} />}
            </div>
          </>
        )}
        {/* Always in the page, so that what it says next (the code sent, the code checked) is announced. */}
        <p className="visually-hidden" role="status">{announce}</p>
        <div className="actions wizard-actions">
          {what === 'code' && (
            <Button variant="secondary" onClick={() => { form.reset({ ...values, code: '' }); setPosition((current) => ({ ...current, otpRequested: false })); }}>
              <Trans>Back</Trans>
            </Button>
          )}
          <Button type="submit" busy={form.busy}><Trans>Continue</Trans></Button>
        </div>
      </form>
    </WidgetFrame>
  );
}

/** "You can ask for a new code in 8 seconds.", counting down; not live: read with the button it describes. */
function ResendWait({ id, until }: { id: string; until: number }) {
  const { t } = useLingui();
  const now = useNow();
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  return <p id={id} className="resend-wait">{t`You can ask for a new code in ${plural(seconds, { one: '# second', other: '# seconds' })}.`}</p>;
}

function SignInStep({ frame, email, onBack, onSignedIn }: {
  frame: WidgetFrameProps; email: string; onBack: () => void; onSignedIn: () => void;
}) {
  const host = useHost();
  const { t } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const schema = useMemo(
    () => v.object({ email: v.pipe(v.string(), v.trim()), password: v.pipe(v.string(), v.nonEmpty(t`Please enter your password`)) }),
    [t],
  );
  const form = useValidatedForm({
    schema,
    initial: { email, password: '' },
    submit: async (output) => {
      const platform = await host.getPlatform();
      completeSignIn(await requireOperation(platform, 'signIn')(output));
      onSignedIn();
    },
  });
  return (
    <WidgetFrame {...frame} notices={form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
        <h3 className="step-title"><Trans>You already have an account. Sign in.</Trans></h3>
        <TextField label={t`Email`} type="email" autoComplete="username" required {...form.field('email')} />
        <PasswordField label={t`Password`} autoComplete="current-password" required {...form.field('password')} />
        <div className="actions wizard-actions">
          <Button variant="secondary" onClick={onBack}><Trans>Back</Trans></Button>
          <Button type="submit" busy={form.busy}><Trans>Sign in</Trans></Button>
        </div>
      </form>
    </WidgetFrame>
  );
}
