import { useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useOnce } from '../async/index.ts';
import { issuesByField, type FieldErrors } from '../forms/index.ts';
import { useErrorNotice, useHost } from '../host/index.ts';
import { newPasswordSchema, usePasswordChecklist } from '../password/index.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
}

export function changePasswordSchema(i18n: Parameters<typeof newPasswordSchema>[0], email: () => string | undefined) {
  return v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please enter your old password`))),
    newPassword: newPasswordSchema(i18n, msg`Please enter your new password`, email),
  });
}

/** Change password: old and new, the rules' checklist, `Successfully changed password`. */
export function PasswordPanel({ profile }: { profile: Profile }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  // Secrets: never in a draft, cleared after success.
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [live, setLive] = useState(false);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, once] = useOnce();
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => changePasswordSchema(i18n, () => profile.email), [i18n, profile.email]);
  const checklist = usePasswordChecklist(values.newPassword);

  const validate = (next: Values) => {
    const result = v.safeParse(schema, next);
    setErrors(result.success ? {} : issuesByField<Values>(result.issues));
    return result;
  };
  const update = (patch: Partial<Values>) => {
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
        if (!platform.changePassword) throw new Error('This platform cannot change passwords');
        await platform.changePassword({ oldPassword: result.output.oldPassword, newPassword: result.output.newPassword });
        setValues({ oldPassword: '', newPassword: '' });
        setLive(false);
        setNotice({ level: 'success', message: t`Successfully changed password` });
      } catch (error) {
        setNotice(toNotice(error));
      }
    });
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <PasswordField
        label={t`Old password`}
        name="old-password"
        autoComplete="current-password"
        required
        value={values.oldPassword}
        error={errors.oldPassword}
        onChange={(event) => update({ oldPassword: event.target.value })}
      />
      <PasswordField
        label={t`New password`}
        name="new-password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        error={errors.newPassword}
        checklist={checklist}
        onChange={(event) => update({ newPassword: event.target.value })}
      />
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      <Button type="submit" busy={busy}><Trans>Change password</Trans></Button>
    </form>
  );
}
