import { useEffect, useState } from 'react';
import type { NoticeData } from '../../../ui/notice.tsx';
import { useErrorNoticeLater } from '../host/index.ts';
import type { Query } from './query.ts';

/**
 * The error notice of a failed query, made once per failure (so casino-error is emitted once, not at
 * every render of the failed state), once the error notice's chunk is here (error-notice-later.ts).
 */
export function useFailureNotice(query: Pick<Query<unknown>, 'status' | 'error'>): NoticeData | null {
  const toNotice = useErrorNoticeLater();
  const error = query.status === 'failed' ? query.error : null;
  const [notice, setNotice] = useState<NoticeData | null>(null);
  useEffect(() => {
    setNotice(null);
    if (!error) return undefined;
    let live = true;
    void toNotice().then((notice) => live && setNotice(notice(error)));
    return () => {
      live = false;
    };
  }, [error, toNotice]);
  return notice;
}
