import { useMemo } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Profile } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost } from '../toolkit/host/index.ts';
import { NewPasswordField, newPasswordSchema } from '../toolkit/password/index.ts';

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
  const schema = useMemo(() => changePasswordSchema(i18n, () => profile.email), [i18n, profile.email]);
  // Secrets: no draft, cleared after success.
  const form = useValidatedForm({
    schema,
    initial: { oldPassword: '', newPassword: '' },
    submit: async (output, api) => {
      const platform = await host.getPlatform();
      await requireOperation(platform, 'changePassword')({ oldPassword: output.oldPassword, newPassword: output.newPassword });
      api.reset();
      api.setNotice({ level: 'success', message: t`Successfully changed password` });
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <PasswordField label={t`Old password`} autoComplete="current-password" required {...form.field('oldPassword')} name="old-password" />
      <NewPasswordField label={t`New password`} {...form.field('newPassword')} name="new-password" />
      {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      <Button type="submit" busy={form.busy}><Trans>Change password</Trans></Button>
    </form>
  );
}
