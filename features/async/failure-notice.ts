import { useEffect, useState } from 'react';
import type { NoticeData } from '../../ui/notice.tsx';
import { useErrorNotice } from '../host/index.ts';
import type { Load } from './use-load.ts';

/**
 * The error notice of a failed load, made once per failure (so casino-error is emitted once, not at
 * every render of the failed state).
 */
export function useFailureNotice(load: Load<unknown>): NoticeData | null {
  const toNotice = useErrorNotice();
  const error = load.state === 'failed' ? load.error : null;
  const [notice, setNotice] = useState<NoticeData | null>(null);
  useEffect(() => {
    setNotice(error ? toNotice(error) : null);
  }, [error, toNotice]);
  return notice;
}
