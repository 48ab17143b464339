import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { QueryFailure, useQuery, useWrite } from '../query/index.ts';
import { CHANNELS, sameChannels, toChannelState, toSubscriptions, type ChannelState } from './channels.ts';

/** The player's subscriptions: one checkbox per channel and Update (`Subscriptions updated`). */
export function SubscriptionsPanel() {
  const { i18n, t } = useLingui();
  const load = useQuery(['subscriptions'], async (platform) =>
    toChannelState(hasOperation(platform, 'getSubscriptions') ? await platform.getSubscriptions() : []),
  );
  const [saved, setSaved] = useState<ChannelState | null>(null);
  const [values, setValues] = useState<ChannelState | null>(null);
  const [success, setSuccess] = useState<NoticeData | null>(null);
  const update = useWrite({ invalidates: ['subscriptions'] });
  const notice = update.notice ?? success;

  // A fresh read (also after another element changed them) is what the boxes show.
  useEffect(() => {
    if (!load.data) return;
    setSaved(load.data);
    setValues(load.data);
  }, [load.data]);

  if (load.status === 'failed' && !values) {
    return <QueryFailure query={load} panel />;
  }
  if (!values || !saved) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
  const changed = !sameChannels(values, saved);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    setSuccess(null);
    // Only the channels that changed: each is a write of its own on some platforms.
    const done = await update.run((platform) =>
      requireOperation(platform, 'updateSubscriptions')(toSubscriptions(values).filter((row) => row.active !== saved[row.type])),
    );
    if (!done) return;
    setSaved(values);
    setSuccess({ level: 'success', message: t`Subscriptions updated` });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} part="form" aria-busy={update.busy || undefined}>
      <fieldset className="channels">
        <legend><Trans>Send me offers and news by</Trans></legend>
        {CHANNELS.map(({ type, label }) => (
          <CheckboxField
            key={type}
            name={type}
            label={i18n._(label)}
            checked={values[type]}
            onChange={(event) => setValues({ ...values, [type]: event.target.checked })}
          />
        ))}
      </fieldset>
      {notice && <Notice {...notice} onClear={() => (update.notice ? update.clearNotice() : setSuccess(null))} />}
      <Button type="submit" busy={update.busy} disabled={!changed}>
        <Trans>Update</Trans>
      </Button>
    </form>
  );
}
