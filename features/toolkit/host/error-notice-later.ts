import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { isPlatformError } from '../../../adapters/contract.ts';
import type { NoticeData } from '../../../ui/notice.tsx';
import { useHost } from './host-context.tsx';
import { retryingImport } from './retrying-import.ts';

// The error notice with its texts' table (i18n/errors.ts, every key of the catalogue) is a chunk a form's first
// render does not load: nothing fails before the player acts. A form fetches it once it has painted
// (preloadErrorNotice), so that a failure shows at once; a failure that comes first waits for it.
type ErrorNotices = typeof import('./error-notice.tsx');
let loading: Promise<ErrorNotices> | undefined;

function loadErrorNotice(): Promise<ErrorNotices> {
  loading ??= import('./error-notice.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Fetches the error notice's chunk (asking again while it fails), for a form that has painted. */
export function preloadErrorNotice(): void {
  void retryingImport(loadErrorNotice);
}

// Where the chunk cannot be fetched either (the network went down before it came), a text of the form's own.
const NETWORK_ERROR = msg`We could not reach the server. Check your connection and try again.`;
const FALLBACK = msg`Something went wrong.`;

/**
 * useErrorNotice for a part of a first render (a form's submit, a failed read): it brings useErrorNotice's function
 * once the catalogue's texts are here, so that the notice shows, and casino-error { key, message } is emitted, in
 * the same moment as the caller's own change (a form no longer busy).
 */
export function useErrorNoticeLater(): () => Promise<(error: unknown) => NoticeData> {
  const host = useHost();
  const { i18n } = useLingui();
  return useCallback(
    () =>
      loadErrorNotice().then(
        (notices) => (error: unknown) => notices.errorNotice(error, host, i18n),
        () => (error: unknown) => {
          const key = isPlatformError(error) ? error.key : null;
          const message = i18n._(isPlatformError(error) && error.code === 'network-error' ? NETWORK_ERROR : FALLBACK);
          host.emit('casino-error', { key, message });
          console.error('[casino-elements]', error);
          return { level: 'error', message };
        },
      ),
    [host, i18n],
  );
}
