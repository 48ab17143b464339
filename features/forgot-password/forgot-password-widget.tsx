import { useMemo } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { EmailField, emailSchema, useValidatedForm } from '../forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';

/** Forgot password: the e-mail address the reset link goes to (`Email has been sent`). */
export function ForgotPasswordWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { i18n, t } = useLingui();
  const schema = useMemo(() => v.object({ email: emailSchema(i18n) }), [i18n]);
  const form = useValidatedForm({
    schema,
    initial: { email: '' },
    draft: { key: 'forgot-password' },
    submit: async ({ email }, api) => {
      const platform = await host.getPlatform();
      await requireOperation(platform, 'forgotPassword')({ email, resetUrl: window.location.href });
      api.setNotice({ level: 'success', message: t`Email has been sent` });
    },
  });

  return (
    <WidgetFrame {...frame} title={t`Forgot password`} notices={form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
        <p className="intro"><Trans>Enter your email address and we will send you a link to reset your password.</Trans></p>
        <EmailField {...form.field('email')} />
        <Button type="submit" busy={form.busy}><Trans>Send</Trans></Button>
        <Button variant="link" onClick={() => host.open('signin')}><Trans>Back to sign in</Trans></Button>
      </form>
    </WidgetFrame>
  );
}
