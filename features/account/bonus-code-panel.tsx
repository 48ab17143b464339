import { useMemo } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { requireOperation } from '../../adapters/operations.ts';
import { BONUS_CHANGES } from '../bonus-selector/index.ts';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost } from '../toolkit/host/index.ts';
import { bonusCodeSchema } from './bonus-rules.ts';

/** Trigger bonus code: one field (`Enter a bonus code`), `Bonus code successfully triggered` or `Invalid bonus`. */
export function BonusCodePanel() {
  const host = useHost();
  const { i18n, t } = useLingui();
  const schema = useMemo(() => v.object({ code: bonusCodeSchema(i18n) }), [i18n]);
  const form = useValidatedForm({
    schema,
    initial: { code: '' },
    draft: { key: 'bonus-code' },
    invalidates: BONUS_CHANGES,
    submit: async ({ code }, api) => {
      const platform = await host.getPlatform();
      await requireOperation(platform, 'triggerBonus')(code);
      api.reset({ code: '' });
      api.setNotice({ level: 'success', message: t`Bonus code successfully triggered` });
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
      <TextField
        label={t`Bonus code`}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...form.field('code')}
        name="bonus-code"
      />
      {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      <Button type="submit" busy={form.busy}><Trans>Trigger bonus</Trans></Button>
    </form>
  );
}
