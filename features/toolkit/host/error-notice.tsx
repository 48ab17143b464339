import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react';
import { errorDescriptor, SUPPORT_PATH } from '../../../i18n/errors.ts';
import { isPlatformError } from '../../../adapters/contract.ts';
import type { NoticeData } from '../../../ui/notice.tsx';
import { TransLink } from '../../../ui/trans-link.tsx';
import { BlockedHelp } from './break-notice.tsx';
import type { WidgetHost } from './host-context.tsx';

// The error notice and the catalogue's texts: a chunk no first render loads. Reached only through
// error-notice-later.ts (useErrorTextsLater, useErrorNoticeLater), which loads it.

/** An error's text from the catalogue, with its support link where it has one. */
function ErrorText({ errorKey }: { errorKey: string | null }) {
  const descriptor = errorDescriptor(errorKey);
  return <Trans id={descriptor.id} message={descriptor.message} values={descriptor.values} components={{ 0: <TransLink href={SUPPORT_PATH} /> }} />;
}

/** An error key's text, with its support link (ErrorTexts.text). */
export function errorText(errorKey: string | null): ReactNode {
  return <ErrorText errorKey={errorKey} />;
}

/** An error key's text without its markup (ErrorTexts.plain). */
export function errorPlainText(errorKey: string | null, i18n: I18n): string {
  return i18n._(errorDescriptor(errorKey)).replace(/<\/?\d+>/g, '');
}

/**
 * Turns an error into an error notice and emits it as casino-error { key, message }, so the host page sees every
 * error the player sees: the work of ErrorTexts.notice, for a widget's host and language.
 */
export function errorNotice(error: unknown, host: WidgetHost, i18n: I18n): NoticeData {
  const key = isPlatformError(error) ? error.key : null;
  // A refusal the catalogue cannot name, with the platform's own text for players (realtime `desc`): that text.
  const own = isPlatformError(error) && error.code === 'unknown-error' ? error.platformMessage : undefined;
  const message = own ?? errorPlainText(key, i18n);
  host.emit('casino-error', { key, message });
  if (!isPlatformError(error)) console.error('[casino-elements]', error);
  const text = own ?? <ErrorText errorKey={key} />;
  // A player kept out by their own break is told until when (where the platform says) and where help is.
  if (isPlatformError(error) && error.code === 'player-self-blocked') {
    return { level: 'error', message: <><p>{text}</p><p><BlockedHelp until={error.details?.['Expires']} /></p></> };
  }
  return { level: 'error', message: text };
}
