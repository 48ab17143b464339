import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { CaptchaBox } from '../toolkit/captcha/index.ts';
import { EmailField, emailSchema, useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlatformReading } from '../toolkit/query/index.ts';

/**
 * Forgot password: the e-mail address the reset link goes to (`Email has been sent`). Where the platform asks
 * for it (`capabilities.passwordResetCaptcha`), a completed captcha too, its one-time token sent with the call.
 */
export function ForgotPasswordWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { i18n, t } = useLingui();
  const capabilities = usePlatformReading(['password-reset-captcha'], (platform) => platform.capabilities.passwordResetCaptcha);
  const needsCaptcha = capabilities.status === 'loaded' && capabilities.data === true;
  const siteKey = host.captcha?.siteKey ?? '';
  const humanText = t`Let us know that you are a human.`;
  const schema = useMemo(() => v.object({
    email: emailSchema(i18n),
    captcha: needsCaptcha ? v.pipe(v.string(), v.nonEmpty(humanText)) : v.string(),
  }), [i18n, needsCaptcha, humanText]);
  // Bumped after every answer (the token is spent either way) and after a submit refused for want of a captcha.
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaFocus, setCaptchaFocus] = useState(0);
  const form = useValidatedForm({
    schema,
    initial: { email: '', captcha: '' },
    draft: { key: 'forgot-password', omit: ['captcha'] },
    submit: async ({ email, captcha }, api) => {
      const platform = await host.getPlatform();
      try {
        await requireOperation(platform, 'forgotPassword')({ email, resetUrl: window.location.href, ...(captcha ? { captchaToken: captcha } : {}) });
      } finally {
        if (captcha) {
          setCaptchaReset((count) => count + 1);
          api.reset({ email, captcha: '' });
        }
      }
      api.setNotice({ level: 'success', message: t`Email has been sent` });
    },
  });

  const onSubmit: typeof form.onSubmit = (event) => {
    form.onSubmit(event);
    // Only the captcha is missing: nothing in the form is invalid to take focus, so its message does.
    const emailValid = v.safeParse(emailSchema(i18n), form.values.email).success;
    if (needsCaptcha && !form.values.captcha && emailValid) setCaptchaFocus((count) => count + 1);
  };

  return (
    <WidgetFrame
      {...frame}
      title={t`Forgot password`}
      notices={form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      botProtection={needsCaptcha && (
        <CaptchaBox
          siteKey={siteKey}
          onToken={(token) => form.set({ captcha: token })}
          onCleared={() => form.set({ captcha: '' })}
          error={form.errors.captcha}
          resetKey={captchaReset}
          focusKey={captchaFocus}
        />
      )}
    >
      <form ref={form.formRef} noValidate onSubmit={onSubmit} part="form" aria-busy={form.busy || undefined}>
        <p className="intro"><Trans>Enter your email address and we will send you a link to reset your password.</Trans></p>
        <EmailField {...form.field('email')} />
        <Button type="submit" busy={form.busy}><Trans>Send</Trans></Button>
        <Button variant="link" onClick={() => host.open('signin')}><Trans>Back to sign in</Trans></Button>
      </form>
    </WidgetFrame>
  );
}
