import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, isPlatformError } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { useErrorTextsLater, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { NewPasswordField } from '../toolkit/password/index.ts';
import { resetSchema, type ResetValues } from './reset-schema.ts';

export interface ResetPasswordProps extends CommonWidgetProps {
  /** The reset token from the e-mail's link (the REST query-string trigger passes it with the username). */
  token?: string;
  /** The player's username or e-mail from the same link. */
  username?: string;
}

/** Codes that mean the link cannot be used any more: the reset-token-invalid message takes over. */
const TOKEN_CODES = new Set(['invalid-reset-pw-token', 'link-expired']);

/** Reset password: new password and confirmation; after success, a Sign in button. */
export function ResetPasswordWidget(props: ResetPasswordProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const token = props.token?.trim() ?? '';
  const [state, setState] = useState<'form' | 'done' | { invalid: string }>(token ? 'form' : { invalid: 'reset-password.invalid-reset-pw-token' });
  const host = useHost();
  // A platform that can tell whether the link's key still works (realtime: isResetPwdKeyAvailable) is asked at
  // once, so a player who opens a used or expired link learns it before choosing a new password, not after.
  // The form shows meanwhile; when the check cannot be made, the reset itself says what is wrong.
  useEffect(() => {
    if (!token) return;
    let current = true;
    void host
      .getPlatform()
      .then((platform) => (hasOperation(platform, 'validateResetKey') ? platform.validateResetKey(token) : true))
      .then((usable) => current && !usable && setState((now) => (now === 'form' ? { invalid: 'reset-password.invalid-reset-pw-token' } : now)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [host, token]);
  return (
    <WidgetFrame {...frame} title={t`Reset password`}>
      {state === 'form' ? (
        <ResetForm token={token} username={props.username} onDone={setState} />
      ) : state === 'done' ? (
        <Done />
      ) : (
        <InvalidLink errorKey={state.invalid} />
      )}
    </WidgetFrame>
  );
}

function Done() {
  const host = useHost();
  const { t } = useLingui();
  return (
    <div className="done">
      <Notice level="success" message={t`Your password has been changed. You can sign in with it now.`} />
      <Button onClick={() => host.open('signin')}><Trans>Sign in</Trans></Button>
    </div>
  );
}

function InvalidLink({ errorKey }: { errorKey: string }) {
  const host = useHost();
  // The catalogue's text, once the error notice's chunk is here (error-notice-later.ts).
  const errorTexts = useErrorTextsLater();
  const [text, setText] = useState<ReactNode>(null);
  useEffect(() => {
    let live = true;
    void errorTexts().then((texts) => live && setText(texts.text(errorKey)));
    return () => {
      live = false;
    };
  }, [errorTexts, errorKey]);
  return (
    <div className="done">
      {text && <Notice level="error" message={text} />}
      <p><Trans>Ask for a new link to reset your password.</Trans></p>
      <Button onClick={() => host.open('forgot-password')}><Trans>Request a new link</Trans></Button>
    </div>
  );
}

function ResetForm({ token, username, onDone }: { token: string; username?: string; onDone: (state: 'done' | { invalid: string }) => void }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const errorTexts = useErrorTextsLater();
  const schema = useMemo(() => resetSchema(i18n, () => username), [i18n, username]);
  const form = useValidatedForm<ResetValues>({
    schema,
    initial: { password: '', confirm: '' },
    submit: async ({ password }) => {
      const platform = await host.getPlatform();
      try {
        await requireOperation(platform, 'resetPassword')({ token, ...(username ? { email: username } : {}), password });
      } catch (error) {
        if (!isPlatformError(error) || !TOKEN_CODES.has(error.code)) throw error;
        (await errorTexts()).notice(error); // emits casino-error
        if (host.modal) host.open('message', { kind: 'reset-token-invalid' });
        else onDone({ invalid: error.key });
        return;
      }
      onDone('done');
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
      {/* Lets password managers store the new password under the right account. */}
      {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
      <NewPasswordField label={t`New password`} {...form.field('password')} name="new-password" />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" required {...form.field('confirm')} name="confirm-password" />
      {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      <Button type="submit" busy={form.busy}><Trans>Reset password</Trans></Button>
    </form>
  );
}
