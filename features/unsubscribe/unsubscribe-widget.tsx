import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionType } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useFailureNotice, useLoad, useOnce } from '../async/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { CHANNELS } from '../subscriptions/index.ts';

export interface UnsubscribeProps extends CommonWidgetProps {
  /** The token of the unsubscribe link (the query-string trigger passes it; never an attribute in markup). */
  token?: string;
}

/**
 * Unsubscribing from an e-mail's link, without signing in: the channels the player is subscribed to,
 * each ticked to keep it, and Unsubscribe (`You have been unsubscribed`). No token: `Missing token`.
 */
export function UnsubscribeWidget(props: UnsubscribeProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const token = props.token?.trim() ?? '';
  return (
    <WidgetFrame {...frame} title={t`Unsubscribe`}>
      {token ? <UnsubscribeForm token={token} /> : <Notice level="error" message={t`Missing token`} />}
    </WidgetFrame>
  );
}

function UnsubscribeForm({ token }: { token: string }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const [keep, setKeep] = useState<ReadonlySet<SubscriptionType>>(new Set());
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [done, setDone] = useState(false);
  const [busy, once] = useOnce();
  const [load, reload] = useLoad(async () => {
    const platform = await host.getPlatform();
    if (!platform.getSubscriptionsByToken) return [];
    return platform.getSubscriptionsByToken(token);
  }, [host, token]);

  const failure = useFailureNotice(load);
  if (load.state === 'failed') {
    return (
      <div className="panel-state">
        {failure && <Notice {...failure} />}
        <Button variant="secondary" onClick={reload}><Trans>Try again</Trans></Button>
      </div>
    );
  }
  if (load.state === 'loading') return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
  if (done) return <Notice level="success" message={t`You have been unsubscribed`} />;

  const active = CHANNELS.filter(({ type }) => load.data.some((row) => row.type === type && row.active));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(async () => {
      setNotice(null);
      try {
        const platform = await host.getPlatform();
        await platform.unsubscribe?.(token, [...keep]);
        setDone(true);
      } catch (error) {
        setNotice(toNotice(error));
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined}>
      {active.length > 0 ? (
        <fieldset className="channels">
          <legend><Trans>Keep receiving offers and news by</Trans></legend>
          {active.map(({ type, label }) => (
            <CheckboxField
              key={type}
              name={type}
              label={i18n._(label)}
              checked={keep.has(type)}
              onChange={(event) => {
                const next = new Set(keep);
                if (event.target.checked) next.add(type);
                else next.delete(type);
                setKeep(next);
              }}
            />
          ))}
        </fieldset>
      ) : (
        <p><Trans>You are not subscribed to anything.</Trans></p>
      )}
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      <Button type="submit" busy={busy}><Trans>Unsubscribe</Trans></Button>
    </form>
  );
}
