import { useLingui } from '@lingui/react/macro';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';

/** The subscriptions on their own; an anonymous visitor is asked to sign in first. */
export function SubscriptionsWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const { signedIn } = usePlayer();
  return (
    <WidgetFrame {...frame} title={t`Subscriptions`}>
      {signedIn ? <SubscriptionsPanel /> : <p>{t`Sign in to manage your subscriptions.`}</p>}
    </WidgetFrame>
  );
}
