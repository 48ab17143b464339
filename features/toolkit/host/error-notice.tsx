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

// The browsers' own errors for a module that did not arrive: "Failed to fetch dynamically imported module" (Chromium),
// "error loading dynamically imported module" (Firefox), "Importing a module script failed." (Safari).
const LOST_MODULE = /dynamically imported module|importing a module script failed/i;

/**
 * A file of the library or of the platform's adapter that did not arrive (a dropped connection), say the adapter's
 * when a form is sent: told as a platform that did not answer ("Check your connection and try again", which then
 * fetches it anew), not as "Something went wrong.".
 */
function isLostModule(error: unknown): boolean {
  return error instanceof TypeError && LOST_MODULE.test(error.message);
}

/**
 * Turns an error into an error notice and emits it as casino-error { key, message }, so the host page sees every
 * error the player sees: the work of ErrorTexts.notice, for a widget's host and language.
 */
export function errorNotice(error: unknown, host: WidgetHost, i18n: I18n): NoticeData {
  const key = isPlatformError(error) ? error.key : null;
  // The key emitted stays the catalogue's (none for an error that is not the platform's); the text is the network's.
  const textKey = key ?? (isLostModule(error) ? 'network-error' : null);
  // A refusal the catalogue cannot name, with the platform's own text for players (realtime `desc`): that text.
  const own = isPlatformError(error) && error.code === 'unknown-error' ? error.platformMessage : undefined;
  const message = own ?? errorPlainText(textKey, i18n);
  host.emit('casino-error', { key, message });
  if (!isPlatformError(error)) console.error('[casino-elements]', error);
  const text = own ?? <ErrorText errorKey={textKey} />;
  // A player kept out by their own break is told until when (where the platform says) and where help is.
  if (isPlatformError(error) && error.code === 'player-self-blocked') {
    return { level: 'error', message: <><p>{text}</p><p><BlockedHelp until={error.details?.['Expires']} /></p></> };
  }
  return { level: 'error', message: text };
}
