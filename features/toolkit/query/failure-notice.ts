import { useEffect, useState } from 'react';
import type { NoticeData } from '../../../ui/notice.tsx';
import { useErrorNotice } from '../host/index.ts';
import type { Query } from './query.ts';

/**
 * The error notice of a failed query, made once per failure (so casino-error is emitted once, not at
 * every render of the failed state).
 */
export function useFailureNotice(query: Pick<Query<unknown>, 'status' | 'error'>): NoticeData | null {
  const toNotice = useErrorNotice();
  const error = query.status === 'failed' ? query.error : null;
  const [notice, setNotice] = useState<NoticeData | null>(null);
  useEffect(() => {
    setNotice(error ? toNotice(error) : null);
  }, [error, toNotice]);
  return notice;
}
