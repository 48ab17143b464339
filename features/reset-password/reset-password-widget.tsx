import { useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPlatformError } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { ErrorText } from '../host/index.ts';
import { useOnce } from '../async/index.ts';
import { issuesByField, type FieldErrors } from '../forms/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { usePasswordChecklist } from '../password/index.ts';
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
  return (
    <div className="done">
      <Notice level="error" message={<ErrorText errorKey={errorKey} />} />
      <p><Trans>Ask for a new link to reset your password.</Trans></p>
      <Button onClick={() => host.open('forgot-password')}><Trans>Request a new link</Trans></Button>
    </div>
  );
}

function ResetForm({ token, username, onDone }: { token: string; username?: string; onDone: (state: 'done' | { invalid: string }) => void }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const [values, setValues] = useState<ResetValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetValues>>({});
  const [live, setLive] = useState(false);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, once] = useOnce();
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => resetSchema(i18n, () => username), [i18n, username]);
  const checklist = usePasswordChecklist(values.password);

  const validate = (next: ResetValues) => {
    const result = v.safeParse(schema, next);
    setErrors(result.success ? {} : issuesByField<ResetValues>(result.issues));
    return result;
  };
  const update = (patch: Partial<ResetValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (live) validate(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLive(true);
    const result = validate(values);
    if (!result.success) {
      form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    void once(async () => {
      setNotice(null);
      try {
        const platform = await host.getPlatform();
        if (!platform.resetPassword) throw new Error('This platform cannot reset passwords');
        await platform.resetPassword({ token, ...(username ? { email: username } : {}), password: result.output.password });
        onDone('done');
      } catch (error) {
        if (isPlatformError(error) && TOKEN_CODES.has(error.code)) {
          toNotice(error); // emits casino-error
          if (host.modal) host.open('message', { kind: 'reset-token-invalid' });
          else onDone({ invalid: error.key });
          return;
        }
        setNotice(toNotice(error));
      }
    });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
      {/* Lets password managers store the new password under the right account. */}
      {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
      <PasswordField
        label={t`New password`}
        name="new-password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        checklist={checklist}
        onChange={(event) => update({ password: event.target.value })}
      />
      <PasswordField
        label={t`Confirm new password`}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={values.confirm}
        error={errors.confirm}
        onChange={(event) => update({ confirm: event.target.value })}
      />
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      <Button type="submit" busy={busy}><Trans>Reset password</Trans></Button>
    </form>
  );
}
