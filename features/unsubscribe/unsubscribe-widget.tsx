import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type SubscriptionType } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { QueryFailure, useQuery, useWrite } from '../query/index.ts';
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
  const { i18n, t } = useLingui();
  const [keep, setKeep] = useState<ReadonlySet<SubscriptionType>>(new Set());
  const [done, setDone] = useState(false);
  const unsubscribe = useWrite({ invalidates: ['subscriptions'] });
  const load = useQuery(['subscriptions', 'by-token', token], (platform) =>
    hasOperation(platform, 'getSubscriptionsByToken') ? platform.getSubscriptionsByToken(token) : Promise.resolve([]),
  );

  if (load.status === 'failed') {
    return <QueryFailure query={load} panel />;
  }
  if (!load.data) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
  if (done) return <Notice level="success" message={t`You have been unsubscribed`} />;

  const rows = load.data;
  const active = CHANNELS.filter(({ type }) => rows.some((row) => row.type === type && row.active));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await unsubscribe.run((platform) => requireOperation(platform, 'unsubscribe')(token, [...keep]))) setDone(true);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} part="form" aria-busy={unsubscribe.busy || undefined}>
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
      {unsubscribe.notice && <Notice {...unsubscribe.notice} onClear={unsubscribe.clearNotice} />}
      <Button type="submit" busy={unsubscribe.busy}><Trans>Unsubscribe</Trans></Button>
    </form>
  );
}
