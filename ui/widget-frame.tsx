import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface WidgetFrameProps {
  /** Heading of the widget; also names the dialog in modal mode. */
  title?: ReactNode;
  /** Rendered as a modal dialog (role=dialog, focus moves in) rather than an inline region. */
  modal?: boolean;
  hideClose?: boolean;
  fullScreen?: boolean;
  noPadding?: boolean;
  noHeader?: boolean;
  /** Shows a background image behind the widget (the element sets the image as a CSS variable). */
  backgroundImage?: boolean;
  onClose?: () => void;
  /** The notices area: error, warning, info and success banners. */
  notices?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}

/**
 * The frame every widget sits in (spec 000 "Generic widget frame"): title, close button, notices area,
 * a container for bot protection, and the display modes.
 */
export function WidgetFrame(props: WidgetFrameProps) {
  const { t } = useLingui();
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const classes = ['frame'];
  if (props.modal) classes.push('modal');
  if (props.fullScreen) classes.push('full-screen');
  if (props.noPadding) classes.push('no-padding');
  if (props.backgroundImage) classes.push('background-image');
  const showHeader = !props.noHeader && (props.title || (!props.hideClose && props.onClose));

  // A dialog moves focus inside when it opens (WAI-ARIA dialog pattern): the first field, else the frame.
  useEffect(() => {
    if (!props.modal || !frame.current) return;
    const first = frame.current.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select, textarea, button:not([data-close])',
    );
    (first ?? frame.current).focus();
  }, [props.modal]);

  return (
    <div
      ref={frame}
      className={classes.join(' ')}
      part="frame"
      role={props.modal ? 'dialog' : 'region'}
      aria-modal={props.modal ? true : undefined}
      aria-labelledby={props.title ? titleId : undefined}
      aria-busy={props.busy || undefined}
      tabIndex={-1}
    >
      {showHeader && (
        <div className="header" part="header">
          {props.title ? <h2 id={titleId} className="title" part="title">{props.title}</h2> : <span />}
          {!props.hideClose && props.onClose && (
            <button type="button" className="close" part="close-button" data-close onClick={props.onClose} aria-label={t`Close`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </button>
          )}
        </div>
      )}
      {/* A live region that is in the page before any notice: a notice inserted into it is announced (a live
          region inserted together with its text often is not). Errors keep role=alert inside it. */}
      <div className="notices" part="notices" aria-live="polite">{props.notices}</div>
      <div className="body" part="body">{props.children}</div>
      <div className="bot-protection" part="bot-protection" />
    </div>
  );
}
