import { useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useOnce } from '../async/index.ts';
import { useSessionDraft } from '../forms/index.ts';
import { useErrorNotice, useHost } from '../host/index.ts';

export function bonusCodeSchema(i18n: { _: (descriptor: ReturnType<typeof msg>) => string }) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Enter a bonus code`)));
}

/** Trigger bonus code: one field (`Enter a bonus code`), `Bonus code successfully triggered` or `Invalid bonus`. */
export function BonusCodePanel() {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const [draft, setDraft, clearDraft] = useSessionDraft('bonus-code', () => ({ code: '' }));
  const [error, setError] = useState<string | undefined>();
  const [live, setLive] = useState(false);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, once] = useOnce();
  const input = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => bonusCodeSchema(i18n), [i18n]);
  const validate = (value: string) => {
    const result = v.safeParse(schema, value);
    setError(result.success ? undefined : result.issues[0]?.message);
    return result;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLive(true);
    const result = validate(draft.code);
    if (!result.success) {
      input.current?.focus();
      return;
    }
    void once(async () => {
      setNotice(null);
      try {
        const platform = await host.getPlatform();
        if (!platform.triggerBonus) throw new Error('This platform cannot trigger bonus codes');
        await platform.triggerBonus(result.output);
        clearDraft();
        setDraft({ code: '' });
        setLive(false);
        setNotice({ level: 'success', message: t`Bonus code successfully triggered` });
      } catch (failure) {
        setNotice(toNotice(failure));
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
      <TextField
        inputRef={input}
        label={t`Bonus code`}
        name="bonus-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={draft.code}
        error={error}
        onChange={(event) => {
          setDraft({ code: event.target.value });
          if (live) validate(event.target.value);
        }}
      />
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      <Button type="submit" busy={busy}><Trans>Trigger bonus</Trans></Button>
    </form>
  );
}
