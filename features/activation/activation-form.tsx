import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import type { NoticeData } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EmailField, emailSchema, useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost } from '../toolkit/host/index.ts';
import { usePlatformReading, useWrite } from '../toolkit/query/index.ts';
import { useCompleteSignIn } from '../toolkit/session/index.ts';
import { activationCodeError } from './activation-rules.ts';

export interface ActivationOutcome {
  /** The platform signed the player in with the activation. */
  signedIn: boolean;
}

export interface ActivationFormProps {
  /** Known email: the field is hidden (spec 000, "Account activation form"). */
  email?: string;
  /** A code from a link (the query-string trigger). */
  code?: string;
  /** Where the form's notices show: the frame of the widget or wizard it sits in. */
  setNotice: (notice: NoticeData | null) => void;
  onActivated: (outcome: ActivationOutcome) => void;
}

type ActivationValues = { email: string; code: string };

/** Email (unless known) and the numeric code; Activate, and Request activation code. */
export function ActivationForm({ email: knownEmail, code: initialCode, setNotice, onActivated }: ActivationFormProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const request = useWrite();
  // A platform with no call to send a new code (the realtime one) is not offered the button.
  const canRequest = usePlatformReading(['activation-code'], (platform) => hasOperation(platform, 'requestActivationCode')).data === true;
  const schema = useMemo(() => v.object({
    email: emailSchema(i18n),
    code: v.pipe(v.string(), v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? activationCodeError(dataset.value, i18n) : null;
      if (message) addIssue({ message });
    })),
  }), [i18n]);
  const form = useValidatedForm<ActivationValues>({
    schema,
    initial: { email: knownEmail ?? '', code: initialCode ?? '' },
    draft: { key: 'activation', omit: ['code'] },
    submit: async ({ email, code }) => {
      const platform = await host.getPlatform();
      const result = await requireOperation(platform, 'activateAccount')({ email, code: code.trim() });
      // A player the sign-up already signed in is not announced again: completeSignIn knows by userId.
      if (result.signedIn) {
        const profile = await requireOperation(platform, 'getProfile')();
        completeSignIn({ profile, sessionId: profile.sessionId, hasToAcceptTerms: false, isEmailVerified: true }, { followUp: false });
      }
      setNotice({ level: 'success', message: t`Account activated` });
      host.emit('casino-account-activated', { signedIn: result.signedIn });
      onActivated({ signedIn: result.signedIn });
    },
  });
  const { notice: formNotice } = form;
  const requestNotice = request.notice;
  useEffect(() => {
    if (formNotice) setNotice(formNotice);
  }, [formNotice]); // eslint-disable-line react-hooks/exhaustive-deps -- sent up once per new notice, whatever the parent's setter
  useEffect(() => {
    if (requestNotice) setNotice(requestNotice);
  }, [requestNotice]); // eslint-disable-line react-hooks/exhaustive-deps -- as above

  const requestCode = () => {
    // Only the email is needed to send a code.
    const found = v.safeParse(emailSchema(i18n), form.values.email);
    if (!found.success) {
      form.setFieldError('email', found.issues[0].message);
      return;
    }
    setNotice(null);
    void request.run(async (platform) => {
      await requireOperation(platform, 'requestActivationCode')(found.output);
      setNotice({ level: 'success', message: t`Activation code has been sent` });
    });
  };

  const busy = form.busy || request.busy;
  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => { setNotice(null); void form.onSubmit(event); }} part="form" aria-busy={busy || undefined}>
      {!knownEmail && <EmailField {...form.field('email')} />}
      <TextField
        label={t`Activation code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={12}
        required
        {...form.field('code')}
        onChange={(event) => form.set({ code: event.target.value.replace(/\s/g, '') })}
      />
      <div className="actions">
        {canRequest && (
          <Button variant="secondary" busy={request.busy} onClick={requestCode}>
            <Trans>Request activation code</Trans>
          </Button>
        )}
        <Button type="submit" busy={form.busy}>
          <Trans>Activate</Trans>
        </Button>
      </div>
    </form>
  );
}
