import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
import { CHANNELS, channelStateSchema, NO_CHANNELS } from '../subscriptions/index.ts';

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
  const host = useHost();
  const [done, setDone] = useState(false);
  // A box per channel the player is subscribed to: the ticked ones are kept, the others left.
  const form = useValidatedForm({
    schema: channelStateSchema,
    initial: NO_CHANNELS,
    invalidates: ['subscriptions'],
    submit: async (keep) => {
      const kept = CHANNELS.filter(({ type }) => keep[type]).map(({ type }) => type);
      await requireOperation(await host.getPlatform(), 'unsubscribe')(token, kept);
      setDone(true);
    },
  });
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

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
      {active.length > 0 ? (
        <fieldset className="channels">
          <legend><Trans>Keep receiving offers and news by</Trans></legend>
          {active.map(({ type, label }) => (
            <CheckboxField key={type} label={i18n._(label)} {...form.checkbox(type)} />
          ))}
        </fieldset>
      ) : (
        <p><Trans>You are not subscribed to anything.</Trans></p>
      )}
      {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      <Button type="submit" busy={form.busy}><Trans>Unsubscribe</Trans></Button>
    </form>
  );
}
