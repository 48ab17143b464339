import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { useFailureNotice, useLoad, useOnce } from '../async/index.ts';
import { useErrorNotice, useHost } from '../host/index.ts';
import { CHANNELS, sameChannels, toChannelState, toSubscriptions, type ChannelState } from './channels.ts';

/** The player's subscriptions: one checkbox per channel and Update (`Subscriptions updated`). */
export function SubscriptionsPanel() {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const [load, reload] = useLoad(async () => {
    const platform = await host.getPlatform();
    return toChannelState((await platform.getSubscriptions?.()) ?? []);
  }, [host]);
  const [saved, setSaved] = useState<ChannelState | null>(null);
  const [values, setValues] = useState<ChannelState | null>(null);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, once] = useOnce();

  useEffect(() => {
    if (load.state !== 'loaded') return;
    setSaved(load.data);
    setValues(load.data);
  }, [load]);

  const failure = useFailureNotice(load);
  if (load.state === 'failed' && !values) {
    return (
      <div className="panel-state">
        {failure && <Notice {...failure} />}
        <Button variant="secondary" onClick={reload}><Trans>Try again</Trans></Button>
      </div>
    );
  }
  if (!values || !saved) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
  const changed = !sameChannels(values, saved);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    void once(async () => {
      setNotice(null);
      try {
        const platform = await host.getPlatform();
        // Only the channels that changed: each is a write of its own on some platforms.
        await platform.updateSubscriptions?.(toSubscriptions(values).filter((row) => row.active !== saved[row.type]));
        setSaved(values);
        setNotice({ level: 'success', message: t`Subscriptions updated` });
      } catch (error) {
        setNotice(toNotice(error));
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
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
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      <Button type="submit" busy={busy} disabled={!changed}>
        <Trans>Update</Trans>
      </Button>
    </form>
  );
}
