import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { followPlayer, openChat } from './chat-loader.ts';
import { CHAT_RESTART_DELAY_MS, chatIdentity, chatSettings } from './chat-rules.ts';

export interface ChatWidgetProps extends CommonWidgetProps {
  /** The operator's chat script (https, or the page's origin). */
  scriptUrl?: string;
  /** The operator's id at the chat provider. */
  appId?: string;
}

/**
 * Support chat (spec 002 §9): a button that loads the operator's chat script on the first click, never at page load,
 * once per page, boots it with the signed-in player's name and id and opens it; after a sign-in or a sign-out a
 * started chat restarts 500 ms later with who is there now. Renders nothing without a `script-url`.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const { profile } = usePlayer();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef(profile);
  latest.current = profile;
  const identity = chatIdentity(profile);
  const { scriptUrl, appId = '' } = props;

  useEffect(() => {
    if (!scriptUrl) return;
    const timer = setTimeout(() => followPlayer(scriptUrl, chatSettings(appId, latest.current), identity), CHAT_RESTART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scriptUrl, appId, identity]);

  const open = async () => {
    if (!scriptUrl || state === 'loading') return;
    setState('loading');
    try {
      await openChat(scriptUrl, host.captcha?.trustedOrigins, chatSettings(appId, latest.current), chatIdentity(latest.current));
      setState('idle');
    } catch (error) {
      console.warn(error);
      setState('failed');
    }
  };

  if (!scriptUrl) return null;
  return (
    <WidgetFrame
      {...frame}
      noHeader
      notices={state === 'failed' && <Notice level="error" message={t`The chat could not be loaded. Please try again later.`} />}
    >
      <Button busy={state === 'loading'} onClick={() => void open()}>
        <Trans>Chat with support</Trans>
      </Button>
    </WidgetFrame>
  );
}
