import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost } from '../toolkit/host/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
import { CHANNELS, channelStateSchema, NO_CHANNELS, sameChannels, toChannelState, toSubscriptions, type ChannelState } from './channels.ts';

/** The player's subscriptions: one checkbox per channel and Update (`Subscriptions updated`). */
export function SubscriptionsPanel() {
  const { i18n, t } = useLingui();
  const host = useHost();
  const load = useQuery(['subscriptions'], async (platform) =>
    toChannelState(hasOperation(platform, 'getSubscriptions') ? await platform.getSubscriptions() : []),
  );
  const [saved, setSaved] = useState<ChannelState | null>(null);
  const [success, setSuccess] = useState<NoticeData | null>(null);
  const form = useValidatedForm({
    schema: channelStateSchema,
    initial: NO_CHANNELS,
    invalidates: ['subscriptions'],
    submit: async (values) => {
      if (!saved) return;
      setSuccess(null);
      // Only the channels that changed: each is a write of its own on some platforms.
      await requireOperation(await host.getPlatform(), 'updateSubscriptions')(toSubscriptions(values).filter((row) => row.active !== saved[row.type]));
      setSaved(values);
      setSuccess({ level: 'success', message: t`Subscriptions updated` });
    },
  });
  const notice = form.notice ?? success;

  // A fresh read (also after another element changed them) is what the boxes show.
  const reset = useRef(form.reset);
  reset.current = form.reset;
  useEffect(() => {
    if (!load.data) return;
    setSaved(load.data);
    reset.current(load.data);
  }, [load.data]);

  if (load.status === 'failed' && !saved) {
    return <QueryFailure query={load} panel />;
  }
  if (!saved) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
  const changed = !sameChannels(form.values, saved);
  // Nothing changed: nothing is sent (Enter in the form as well as the disabled button).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => (changed ? form.onSubmit(event) : event.preventDefault());

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} part="form" aria-busy={form.busy || undefined}>
      <fieldset className="channels">
        <legend><Trans>Send me offers and news by</Trans></legend>
        {CHANNELS.map(({ type, label }) => (
          <CheckboxField key={type} label={i18n._(label)} {...form.checkbox(type)} />
        ))}
      </fieldset>
      {notice && <Notice {...notice} onClear={() => (form.notice ? form.setNotice(null) : setSuccess(null))} />}
      <Button type="submit" busy={form.busy} disabled={!changed}>
        <Trans>Update</Trans>
      </Button>
    </form>
  );
}
