import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { WidgetFrameProps } from '../../../ui/widget-frame.tsx';
import { connectionAtom } from './connection.ts';
import { useHost, type CommonWidgetProps } from './host-context.tsx';

/**
 * The offline notice's state: shown once the platform's reconnect attempts ran out, and kept (its Retry busy)
 * while a retry connects, so it does not flicker away and back when the router is still down.
 */
function useOffline(): WidgetFrameProps['offline'] {
  const host = useHost();
  const connection = useAtomValue(connectionAtom);
  const [retrying, setRetrying] = useState(false);
  const onRetry = useCallback(() => {
    setRetrying(true);
    host
      .getPlatform()
      .then((platform) => platform.reconnect?.())
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  }, [host]);
  if (connection === 'offline' || (retrying && connection === 'connecting')) return { retrying, onRetry };
  return undefined;
}

/** The frame's props for this element: its display attributes, its mode, its close action and the offline notice. */
export function useWidgetFrame(props: CommonWidgetProps): WidgetFrameProps {
  const host = useHost();
  const noReady = props.noReady;
  useEffect(() => {
    if (!noReady) host.emit('casino-ready', { widget: host.widget });
  }, [host, noReady]);
  const offline = useOffline();
  return {
    modal: host.modal,
    // A forced modal closes only by the widget's own action (accept, decline).
    hideClose: host.forced || (props.hideClose ?? !host.modal),
    fullScreen: props.fullScreen,
    noPadding: props.noPadding,
    noHeader: props.noHeader,
    backgroundImage: Boolean(props.backgroundImage),
    onClose: () => host.close(),
    ...(offline ? { offline } : {}),
  };
}
