import { useCallback, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
// The mark alone, not isPlatformError: the widget kit then imports nothing of the platform kit (rollup.config.mjs ERROR_BRAND).
import { hasPlatformErrorMark } from '../../../adapters/contract.ts';
import { getI18n, shownLocales } from '../../../i18n/setup.ts';
import type { NoticeData } from '../../../ui/notice.tsx';
import { useHost, type WidgetHost } from './host-context.tsx';
import { retryingImport } from './retrying-import.ts';

// The error notice with its texts' table (i18n/errors.ts, every key of the catalogue) is a chunk no first render
// loads: nothing fails before the widget has painted. A widget that acts fetches it once it has painted
// (preloadErrorNotice), so that a failure shows at once; a failure that comes first waits for it. This file is the
// one way to the notice and to the catalogue's texts.
type ErrorNotices = typeof import('./error-notice.tsx');
let loading: Promise<ErrorNotices> | undefined;

function loadErrorNotice(): Promise<ErrorNotices> {
  loading ??= import('./error-notice.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The error notice's chunk with the catalogue's texts in the locale's Lingui instance (their part of the catalog,
 * `errors`: scripts/split-catalogs.mjs), so that a notice never shows a message id. A part that fails to load is
 * asked for again next time (i18n/setup.ts), as the chunk is.
 */
function loadErrorNoticeIn(locale: string): Promise<ErrorNotices> {
  return Promise.all([loadErrorNotice(), getI18n(locale, 'errors')]).then(([notices]) => notices);
}

/**
 * Fetches the error notice's chunk and its texts in the languages the page shows (asking again while they fail),
 * for a widget that has painted.
 */
export function preloadErrorNotice(): void {
  void retryingImport(loadErrorNotice);
  for (const locale of shownLocales()) void retryingImport(() => getI18n(locale, 'errors'));
}

/** The key an error carries: a platform error's, none for anything else (shown as the fallback). */
export function errorKeyOf(error: unknown): string | null {
  return hasPlatformErrorMark(error) ? error.key : null;
}

// Where the chunk cannot be fetched either (the network went down before it came), a text of the form's own.
const NETWORK_ERROR = msg`We could not reach the server. Check your connection and try again.`;
const FALLBACK = msg`Something went wrong.`;

/** The catalogue's texts for a widget's host and language, once they are here. */
export interface ErrorTexts {
  /** An error as the error notice, emitted as casino-error { key, message }, so the host page sees every error the player sees. */
  notice(error: unknown): NoticeData;
  /** A key's text, with its support link where it has one (for a notice of the widget's own). */
  text(errorKey: string | null): ReactNode;
  /** A key's text without markup (a field's error, an event's message). */
  plain(errorKey: string | null): string;
}

function loadedTexts(notices: ErrorNotices, host: WidgetHost, i18n: I18n): ErrorTexts {
  return {
    notice: (error) => notices.errorNotice(error, host, i18n),
    text: (errorKey) => notices.errorText(errorKey),
    plain: (errorKey) => notices.errorPlainText(errorKey, i18n),
  };
}

/** What shows where the chunk could not be fetched: the form's own fallback texts. */
function fallbackTexts(host: WidgetHost, i18n: I18n): ErrorTexts {
  return {
    notice: (error) => {
      const message = i18n._(hasPlatformErrorMark(error) && error.code === 'network-error' ? NETWORK_ERROR : FALLBACK);
      host.emit('casino-error', { key: errorKeyOf(error), message });
      console.error('[casino-elements]', error);
      return { level: 'error', message };
    },
    text: () => i18n._(FALLBACK),
    plain: () => i18n._(FALLBACK),
  };
}

/**
 * The catalogue's texts for a part of a widget (a form's submit, a failed read, a refusal): they come once the
 * error notice's chunk is here, so that a notice shows, and casino-error { key, message } is emitted, in the same
 * moment as the caller's own change (a form no longer busy).
 */
export function useErrorTextsLater(): () => Promise<ErrorTexts> {
  const host = useHost();
  const { i18n } = useLingui();
  return useCallback(
    () => loadErrorNoticeIn(i18n.locale).then((notices) => loadedTexts(notices, host, i18n), () => fallbackTexts(host, i18n)),
    [host, i18n],
  );
}

/** useErrorTextsLater's notice alone: the function that turns an error into the error notice, once it is here. */
export function useErrorNoticeLater(): () => Promise<(error: unknown) => NoticeData> {
  const texts = useErrorTextsLater();
  return useCallback(() => texts().then((loaded) => loaded.notice), [texts]);
}
