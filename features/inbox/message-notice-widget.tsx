import { useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '../../adapters/contract.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { sanitizeHtml } from '../../ui/sanitize.ts';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useLoad } from '../async/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { usePlayer } from '../player/index.ts';
import { isUnread, sortMessages, teaser } from './inbox-rules.ts';
import { CallToAction } from './message-content.tsx';

export interface MessageNoticeProps extends CommonWidgetProps {
  /** The message to show; without it, the first unread message in inbox order. */
  messageId?: string;
}

/** The sanitized HTML's text: DOMParser builds an inert document, so nothing in it runs. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '';
}

/**
 * A message teaser: the title, its text cut at 100 characters with Read more, and an optional call to
 * action. It shows nothing to an anonymous visitor or when there is no message to show.
 */
export function MessageNoticeWidget(props: MessageNoticeProps) {
  const { signedIn } = usePlayer();
  if (!signedIn) return null;
  return <SignedInNotice {...props} />;
}

function SignedInNotice(props: MessageNoticeProps) {
  const host = useHost();
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState(false);
  const marked = useRef(false);
  const contentId = useId();
  const [load] = useLoad(async () => {
    const platform = await host.getPlatform();
    if (!platform.getMessages) return null;
    const messages = sortMessages(await platform.getMessages());
    return (props.messageId ? messages.find((message) => message.id === props.messageId) : messages.find(isUnread)) ?? null;
  }, [host, props.messageId]);
  const message: Message | null = load.state === 'loaded' ? load.data : null;
  const short = useMemo(() => teaser(message ? textOf(message.content) : ''), [message]);
  if (!message) return null;

  const readMore = () => {
    setOpen((shown) => !shown);
    if (marked.current || !isUnread(message)) return;
    marked.current = true;
    setRead(true);
    void host
      .getPlatform()
      .then((platform) => platform.markMessage?.(message.id, 'read'))
      .catch((error: unknown) => console.warn('[casino-elements] could not mark the message read', error));
  };

  return (
    <WidgetFrame {...frame} title={message.title || t`Message`}>
      <div className="message-notice" data-read={read || !isUnread(message) ? 'true' : 'false'}>
        {open ? <div id={contentId}><SafeHtml html={message.content} /></div> : <p id={contentId} className="teaser">{short.text}</p>}
        <div className="actions">
          {short.cut && (
            <button type="button" className="button link" part="button" aria-expanded={open} aria-controls={contentId} onClick={readMore}>
              {open ? <Trans>Show less</Trans> : <Trans>Read more</Trans>}
            </button>
          )}
          <CallToAction message={message} />
        </div>
      </div>
    </WidgetFrame>
  );
}
