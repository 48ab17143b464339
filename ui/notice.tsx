import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export type NoticeLevel = 'success' | 'error' | 'warning' | 'info';

export interface NoticeData {
  title?: ReactNode;
  message?: ReactNode;
  level: NoticeLevel;
}

export interface NoticeProps extends NoticeData {
  /** Shows a dismiss button when given. */
  onClear?: () => void;
}

/**
 * A notice banner: hidden when it has neither title nor message. Errors are announced at once
 * (role=alert); the other levels politely (role=status).
 */
export function Notice({ title, message, level, onClear }: NoticeProps) {
  const { t } = useLingui();
  if (!title && !message) return null;
  return (
    <div className={`notice ${level}`} part={`notice notice-${level}`} role={level === 'error' ? 'alert' : 'status'}>
      <div className="notice-text">
        {title && <p className="notice-title">{title}</p>}
        {message && <div className="notice-message">{message}</div>}
      </div>
      {onClear && (
        <button type="button" className="notice-clear" onClick={onClear} aria-label={t`Dismiss`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path d="M6 6l12 12M18 6L6 18" /></svg>
        </button>
      )}
    </div>
  );
}
