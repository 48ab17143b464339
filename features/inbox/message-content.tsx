import { Trans } from '@lingui/react/macro';
import type { Message } from '../../adapters/contract.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { useHost } from '../host/index.ts';
import { isLinkAction } from './inbox-rules.ts';

/** A message's sanitized content and its call to action, if it has one. */
export function MessageContent({ message }: { message: Message }) {
  return (
    <>
      <SafeHtml html={message.content} className="message-content" />
      <CallToAction message={message} />
    </>
  );
}

export function CallToAction({ message }: { message: Message }) {
  const host = useHost();
  const { ctaText, ctaAction } = message;
  if (!ctaText || !ctaAction) return null;
  if (isLinkAction(ctaAction)) {
    return <a className="button primary cta" part="button cta" href={ctaAction}>{ctaText}</a>;
  }
  return (
    <button type="button" className="button primary cta" part="button cta" onClick={() => host.emit('casino-message-action', { messageId: message.id, action: ctaAction })}>
      {ctaText}
    </button>
  );
}

export function UnreadBadge() {
  return <span className="badge unread"><Trans>Unread</Trans></span>;
}
