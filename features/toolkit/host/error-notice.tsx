import { useCallback } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { errorDescriptor, SUPPORT_PATH } from '../../../i18n/errors.ts';
import { isPlatformError } from '../../../adapters/contract.ts';
import type { NoticeData } from '../../../ui/notice.tsx';
import { TransLink } from '../../../ui/trans-link.tsx';
import { BlockedHelp } from './break-notice.tsx';
import { useHost, type WidgetHost } from './host-context.tsx';

/** An error's text from the catalogue, with its support link where it has one. */
export function ErrorText({ errorKey }: { errorKey: string | null }) {
  const descriptor = errorDescriptor(errorKey);
  return <Trans id={descriptor.id} message={descriptor.message} values={descriptor.values} components={{ 0: <TransLink href={SUPPORT_PATH} /> }} />;
}

/** The key an error carries: a platform error's, none for anything else (shown as the fallback). */
export function errorKeyOf(error: unknown): string | null {
  return isPlatformError(error) ? error.key : null;
}

/**
 * Turns an error into an error notice and emits it as casino-error { key, message },
 * so the host page sees every error the player sees.
 */
export function useErrorNotice(): (error: unknown) => NoticeData {
  const host = useHost();
  const { i18n } = useLingui();
  return useCallback((error: unknown) => errorNotice(error, host, i18n), [host, i18n]);
}

/** useErrorNotice's work, for a widget's host and language (error-notice-later.ts calls it once this module is here). */
export function errorNotice(error: unknown, host: WidgetHost, i18n: I18n): NoticeData {
  const key = errorKeyOf(error);
  // A refusal the catalogue cannot name, with the platform's own text for players (realtime `desc`): that text.
  const own = isPlatformError(error) && error.code === 'unknown-error' ? error.platformMessage : undefined;
  const message = own ?? i18n._(errorDescriptor(key)).replace(/<\/?\d+>/g, '');
  host.emit('casino-error', { key, message });
  if (!isPlatformError(error)) console.error('[casino-elements]', error);
  const text = own ?? <ErrorText errorKey={key} />;
  // A player kept out by their own break is told until when (where the platform says) and where help is.
  if (isPlatformError(error) && error.code === 'player-self-blocked') {
    return { level: 'error', message: <><p>{text}</p><p><BlockedHelp until={error.details?.['Expires']} /></p></> };
  }
  return { level: 'error', message: text };
}
