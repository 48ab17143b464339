import { useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useOnce } from '../async/index.ts';
import { useSessionDraft } from '../forms/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';

/** Forgot password: the e-mail address the reset link goes to (`Email has been sent`). */
export function ForgotPasswordWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const [draft, setDraft, clearDraft] = useSessionDraft('forgot-password', () => ({ email: '' }));
  const [error, setError] = useState<string | undefined>();
  const [live, setLive] = useState(false);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, once] = useOnce();
  const input = useRef<HTMLInputElement>(null);
  const schema = useMemo(
    () => v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Must provide an email address`)), v.email(i18n._(msg`Must provide an valid email address`))),
    [i18n],
  );
  const validate = (value: string) => {
    const result = v.safeParse(schema, value);
    setError(result.success ? undefined : result.issues[0]?.message);
    return result;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLive(true);
    const result = validate(draft.email);
    if (!result.success) {
      input.current?.focus();
      return;
    }
    void once(async () => {
      setNotice(null);
      try {
        const platform = await host.getPlatform();
        if (!platform.forgotPassword) throw new Error('This platform cannot reset passwords');
        await platform.forgotPassword({ email: result.output, resetUrl: window.location.href });
        clearDraft();
        setNotice({ level: 'success', message: t`Email has been sent` });
      } catch (failure) {
        setNotice(toNotice(failure));
      }
    });
  };

  return (
    <WidgetFrame {...frame} title={t`Forgot password`} notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}>
      <form noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
        <p className="intro"><Trans>Enter your email address and we will send you a link to reset your password.</Trans></p>
        <TextField
          inputRef={input}
          label={t`Email`}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={draft.email}
          error={error}
          onChange={(event) => {
            setDraft({ email: event.target.value });
            if (live) validate(event.target.value);
          }}
        />
        <Button type="submit" busy={busy}><Trans>Send</Trans></Button>
        <Button variant="link" onClick={() => host.open('signin')}><Trans>Back to sign in</Trans></Button>
      </form>
    </WidgetFrame>
  );
}
