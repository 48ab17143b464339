import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { issuesByField, useSessionDraft, type FieldErrors } from '../forms/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps, type WidgetHost } from '../host/index.ts';
import { profileAtom, usePlayer } from '../player/index.ts';
import { Balance } from '../player/index.ts';
import { followUpAfterSignIn, TERMS_DELAY_MS } from './follow-up.ts';
import { rememberedEmail, rememberEmail } from './remembered-email.ts';
import { signInSchema, type SignInValues } from './signin-schema.ts';
import type { SignInResult } from '../../adapters/contract.ts';

function showFollowUp(host: WidgetHost, result: SignInResult): void {
  switch (followUpAfterSignIn(result)) {
    case 'terms':
      setTimeout(() => host.open('terms'), TERMS_DELAY_MS);
      return;
    case 'activation-required':
      host.open('message', { kind: 'activation-required' });
      return;
    case 'welcome':
      host.open('message', { kind: 'welcome' });
  }
}

export function SignInWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const { signedIn, profile } = usePlayer();
  const { t } = useLingui();
  const [notice, setNotice] = useState<NoticeData | null>(null);
  return (
    <WidgetFrame
      {...frame}
      title={signedIn ? t`Signed in` : t`Sign in`}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {signedIn ? <SignedIn name={profile?.firstName || profile?.email || ''} /> : <SignInForm setNotice={setNotice} />}
    </WidgetFrame>
  );
}

function SignedIn({ name }: { name: string }) {
  const host = useHost();
  const [busy, setBusy] = useState(false);
  return (
    <div className="signed-in">
      <p>{name ? <Trans>You are signed in as <strong>{name}</strong>.</Trans> : <Trans>You are signed in.</Trans>}</p>
      <Balance />
      <div className="actions">
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => {
            setBusy(true);
            void host.signOut('player').finally(() => setBusy(false));
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </div>
  );
}

interface Draft {
  email: string;
  remember: boolean;
}

function SignInForm({ setNotice }: { setNotice: (notice: NoticeData | null) => void }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const setProfile = useSetAtom(profileAtom);
  const schema = useMemo(() => signInSchema(i18n), [i18n]);
  const [draft, setDraft, clearDraft] = useSessionDraft<Draft>('signin', () => {
    const email = rememberedEmail();
    return { email, remember: Boolean(email) };
  });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({});
  const [validateLive, setValidateLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const validate = (values: SignInValues) => {
    const result = v.safeParse(schema, values);
    const found = result.success ? {} : issuesByField<SignInValues>(result.issues);
    setErrors(found);
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One request however often Sign in is pressed: later presses wait for the first.
    if (inFlight.current) return;
    setValidateLive(true);
    const result = validate({ email: draft.email, password });
    if (!result.success) {
      form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const platform = await host.getPlatform();
      const signedIn = await platform.signIn({ email: result.output.email, password: result.output.password });
      rememberEmail(draft.remember ? result.output.email : null);
      clearDraft();
      setProfile(signedIn.profile);
      host.startSession(signedIn.sessionId);
      host.emit('casino-signed-in', { userId: signedIn.profile.userId });
      showFollowUp(host, signedIn);
    } catch (error) {
      setNotice(toNotice(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const update = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (validateLive) validate({ email: next.email, password });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={draft.email}
          error={errors.email}
          onChange={(event) => update({ email: event.target.value })}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (validateLive) validate({ email: draft.email, password: event.target.value });
          }}
        />
        <div className="actions">
          <CheckboxField
            label={t`Remember me`}
            name="remember"
            checked={draft.remember}
            onChange={(event) => update({ remember: event.target.checked })}
          />
          {host.modal && (
            <Button variant="link" onClick={() => host.open('forgot-password')}>
              <Trans>Forgot password?</Trans>
            </Button>
          )}
        </div>
        <Button type="submit" busy={busy}>
          <Trans>Sign in</Trans>
        </Button>
    </form>
  );
}
