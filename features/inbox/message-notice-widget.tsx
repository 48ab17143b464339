import { useEffect, useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Message } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { sanitizedText } from '../../ui/sanitize.ts';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useWrite } from '../toolkit/query/index.ts';
import { isUnread, teaser } from './inbox-rules.ts';
import { useMessages, useNamedMessage } from './messages-query.ts';
import { CallToAction } from './message-content.tsx';

export interface MessageNoticeProps extends CommonWidgetProps {
  /** The message to show; without it, the first unread message in inbox order. */
  messageId?: string;
}

/** The sanitized HTML's text, read from the sanitizer's inert fragment: nothing in it runs, no HTML sink. */
function textOf(html: string): string {
  return sanitizedText(html);
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
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  // A named message is read alone (useNamedMessage); the first unread one needs the inbox.
  const named = useNamedMessage(props.messageId);
  const messages = useMessages(props.messageId === undefined).data;
  // The message first chosen stays: once read, the next unread one must not take its place.
  const [chosen, setChosen] = useState<string | null>(null);
  const pick = chosen ?? messages?.find(isUnread)?.id ?? null;
  useEffect(() => {
    if (props.messageId === undefined && pick && !chosen) setChosen(pick);
  }, [props.messageId, pick, chosen]);
  const message: Message | null = props.messageId !== undefined ? (named ?? null) : (messages?.find((row) => row.id === pick) ?? null);
  const markRead = useWrite({ invalidates: ['inbox'] });
  const [read, setRead] = useState(false);
  const short = useMemo(() => teaser(message ? textOf(message.content) : ''), [message]);
  if (!message) return null;

  const readMore = () => {
    setOpen((shown) => !shown);
    if (read || !isUnread(message)) return;
    setRead(true);
    void markRead.run((platform) => requireOperation(platform, 'markMessage')(message.id, 'read'));
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
