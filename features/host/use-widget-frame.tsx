import { useEffect } from 'react';
import type { WidgetFrameProps } from '../../ui/widget-frame.tsx';
import { useHost, type CommonWidgetProps } from './host-context.tsx';

/** The frame's props for this element: its display attributes, its mode and its close action. */
export function useWidgetFrame(props: CommonWidgetProps): WidgetFrameProps {
  const host = useHost();
  const noReady = props.noReady;
  useEffect(() => {
    if (!noReady) host.emit('casino-ready', { widget: host.widget });
  }, [host, noReady]);
  return {
    modal: host.modal,
    // A forced modal closes only by the widget's own action (accept, decline).
    hideClose: host.forced || (props.hideClose ?? !host.modal),
    fullScreen: props.fullScreen,
    noPadding: props.noPadding,
    noHeader: props.noHeader,
    backgroundImage: Boolean(props.backgroundImage),
    onClose: () => host.close(),
  };
}
