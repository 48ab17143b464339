import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Message } from '../../adapters/contract.ts';
import { retryingImport, useHost } from '../toolkit/host/index.ts';
import { isLinkAction } from './inbox-rules.ts';

// The sanitizer (DOMPurify and the Trusted Types policy) is needed once a message is opened, not for the list
// of titles: the inbox, the account's first tab, renders without it and starts it after its first render.
const loadSanitizer = () => import('../../ui/safe-html.tsx');
const SafeHtml = lazy(() => retryingImport(loadSanitizer).then((module) => ({ default: module.SafeHtml })));

/** Starts loading what an opened message needs, ahead of the first one opened. */
export function preloadMessageContent(): void {
  loadSanitizer().catch(() => undefined);
}

/** A message's sanitized content and its call to action, if it has one. */
export function MessageContent({ message }: { message: Message }) {
  return (
    <>
      <Suspense fallback={<p className="loading" role="status"><Trans>Loading…</Trans></p>}>
        <SafeHtml html={message.content} className="message-content" />
      </Suspense>
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
