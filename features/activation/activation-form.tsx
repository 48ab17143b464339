import { useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import type { NoticeData } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSessionDraft } from '../forms/index.ts';
import { useErrorNotice, useHost } from '../host/index.ts';
import { profileAtom, usePlayer } from '../player/index.ts';
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
  setNotice: (notice: NoticeData | null) => void;
  onActivated: (outcome: ActivationOutcome) => void;
}

/** Email (unless known) and the numeric code; Activate, and Request activation code. */
export function ActivationForm({ email: knownEmail, code: initialCode, setNotice, onActivated }: ActivationFormProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const setProfile = useSetAtom(profileAtom);
  const { signedIn } = usePlayer();
  const [draft, setDraft, clearDraft] = useSessionDraft('activation', () => ({ email: knownEmail ?? '' }));
  const email = knownEmail || draft.email;
  const [code, setCode] = useState(initialCode ?? '');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState<'activate' | 'request' | null>(null);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const emailError = (value: string) => {
    const result = v.safeParse(
      v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Must provide an email address`)), v.email(i18n._(msg`Must provide an valid email address`))),
      value,
    );
    return result.success ? undefined : result.issues[0]?.message;
  };

  const focusInvalid = () => queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());

  const run = async (kind: 'activate' | 'request', work: () => Promise<void>) => {
    // One request however often a button is pressed.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice(toNotice(error));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const activate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: emailError(email), code: activationCodeError(code, i18n) ?? undefined };
    setErrors(found);
    if (found.email || found.code) return focusInvalid();
    void run('activate', async () => {
      const platform = await host.getPlatform();
      if (!platform.activateAccount) throw new Error('This platform cannot activate accounts.');
      const result = await platform.activateAccount({ email: email.trim(), code: code.trim() });
      clearDraft();
      // A player the sign-up already signed in keeps that session's events; the new one only replaces it.
      if (result.signedIn) {
        const wasSignedIn = signedIn;
        const profile = await platform.getProfile();
        setProfile(profile);
        host.startSession(profile.sessionId);
        if (!wasSignedIn) host.emit('casino-signed-in', { userId: profile.userId });
      }
      setNotice({ level: 'success', message: t`Account activated` });
      host.emit('casino-account-activated', { signedIn: result.signedIn });
      onActivated({ signedIn: result.signedIn });
    });
  };

  const requestCode = () => {
    const found = { email: emailError(email) };
    setErrors(found);
    if (found.email) return focusInvalid();
    void run('request', async () => {
      const platform = await host.getPlatform();
      if (!platform.requestActivationCode) throw new Error('This platform cannot send activation codes.');
      await platform.requestActivationCode(email.trim());
      setNotice({ level: 'success', message: t`Activation code has been sent` });
    });
  };

  return (
    <form ref={form} noValidate onSubmit={activate} part="form" aria-busy={busy !== null || undefined}>
      {!knownEmail && (
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
          onChange={(event) => setDraft({ email: event.target.value })}
        />
      )}
      <TextField
        label={t`Activation code`}
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={12}
        required
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
      />
      <div className="actions">
        <Button variant="secondary" busy={busy === 'request'} onClick={requestCode}>
          <Trans>Request activation code</Trans>
        </Button>
        <Button type="submit" busy={busy === 'activate'}>
          <Trans>Activate</Trans>
        </Button>
      </div>
    </form>
  );
}
