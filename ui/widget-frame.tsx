import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface WidgetFrameProps {
  /** Heading of the widget; also names the dialog in modal mode. */
  title?: ReactNode;
  /** The id of the element that describes the widget (its purpose): the dialog's or region's aria-describedby. */
  describedBy?: string;
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
  /** The platform cannot be reached (its reconnect attempts ran out): a notice with Retry above the widget. */
  offline?: { retrying: boolean; onRetry: () => void };
  /** What goes into the bot-protection container (a captcha), after the body. */
  botProtection?: ReactNode;
  children?: ReactNode;
}

/** The offline notice: what happened, and Retry (busy while it connects). */
function OfflineNotice({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="notice error offline" part="notice notice-error offline-notice" role="alert">
      <div className="notice-text">
        <p className="notice-title">{t`You are offline`}</p>
        <div className="notice-message">{t`We lost the connection to the server and could not get it back.`}</div>
      </div>
      <button type="button" className="button secondary notice-action" part="button button-secondary retry-button" aria-busy={retrying || undefined} aria-disabled={retrying || undefined} onClick={() => !retrying && onRetry()}>
        {retrying && <span className="spinner" aria-hidden="true" />}
        {t`Retry`}
      </button>
    </div>
  );
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

  // A notice that appears while the player acts in this widget (or focus was lost with what they pressed) is
  // brought into view, however the frame or the page is scrolled, and gets focus, so it is read out and the
  // way on it offers (a link, a retry) is the next Tab. A notice in a widget the player is not using moves nothing.
  const noticesArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = noticesArea.current;
    const box = frame.current;
    if (!area || !box) return;
    const observer = new MutationObserver((records) => {
      const added = records
        .flatMap((record) => Array.from(record.addedNodes))
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('notice'));
      if (!added) return;
      const active = (box.getRootNode() as Document | ShadowRoot).activeElement;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!lost && !(active && box.contains(active))) return;
      added.tabIndex = -1;
      added.scrollIntoView({ block: 'nearest' });
      added.focus({ preventScroll: true });
    });
    observer.observe(area, { childList: true });
    return () => observer.disconnect();
  }, []);

  // A dialog moves focus inside when it opens (WAI-ARIA dialog pattern): the first field, else the frame.
  useEffect(() => {
    if (!props.modal || !frame.current) return;
    // Only a field that is shown: a form may hold a hidden one for password managers (the reset's username).
    const first = Array.from(frame.current.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select, textarea, button:not([data-close])',
    )).find((element) => element.getClientRects().length > 0);
    (first ?? frame.current).focus();
  }, [props.modal]);

  // When the connection is back the notice goes; if the player retried here and focus went with the notice,
  // it moves to the widget's first field (a frame where nobody pressed Retry moves nothing).
  const offline = Boolean(props.offline);
  const wasOffline = useRef(offline);
  const retriedHere = useRef(false);
  useEffect(() => {
    const box = frame.current;
    const back = wasOffline.current && !offline;
    wasOffline.current = offline;
    if (!back || !box || !retriedHere.current) return;
    retriedHere.current = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    const first = Array.from(box.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea, button:not([data-close])'))
      .find((element) => element.getClientRects().length > 0);
    (first ?? box).focus();
  }, [offline]);

  return (
    <div
      ref={frame}
      className={classes.join(' ')}
      part="frame"
      role={props.modal ? 'dialog' : 'region'}
      aria-modal={props.modal ? true : undefined}
      aria-labelledby={props.title ? titleId : undefined}
      aria-describedby={props.describedBy}
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
      <div className="notices" part="notices" aria-live="polite" ref={noticesArea}>
        {props.offline && (
          <OfflineNotice
            retrying={props.offline.retrying}
            onRetry={() => {
              retriedHere.current = true;
              props.offline?.onRetry();
            }}
          />
        )}
        {props.notices}
      </div>
      <div className="body" part="body">{props.children}</div>
      <div className="bot-protection" part="bot-protection">{props.botProtection}</div>
    </div>
  );
}
