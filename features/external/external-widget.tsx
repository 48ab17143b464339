import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { EXTERNAL_SANDBOX, checkExternal, externalPermissions } from './external-rules.ts';

export interface ExternalWidgetProps extends CommonWidgetProps {
  /** Another site's page, shown in a frame. */
  src?: string;
  /** Another site's page, linked (opens in a new tab) rather than framed. */
  url?: string;
  /** The frame's title, or the link's text (default: the site's host name). */
  label?: string;
}

/**
 * Another site's content (spec 002 §2.2): in a frame (`src`) or as a link out (`url`), only from the origins the
 * operator listed (`configure({ externalOrigins })`). Any other address is refused with an error (a notice, and
 * casino-error `external.not-allowed`) and never framed.
 */
export function ExternalWidget(props: ExternalWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const address = props.src ?? props.url ?? '';
  const check = useMemo(() => checkExternal(address, host.externalOrigins, document.baseURI), [address, host.externalOrigins]);
  const origin = check.ok ? check.url.origin : check.origin;
  const errorKey = check.ok ? null : `external.${check.reason}`;
  const refusal = check.ok ? null : check.reason === 'invalid' ? t`This address cannot be shown here.` : t`Content from ${origin} is not allowed on this page.`;
  useEffect(() => {
    if (!errorKey || !refusal || !address) return;
    console.warn(`[casino-elements] <casino-external> refused ${address}: list its origin in configure({ externalOrigins }).`);
    host.emit('casino-error', { key: errorKey, message: refusal });
  }, [errorKey, refusal, address, host]);
  const name = props.label || (check.ok ? check.url.hostname : '');
  return (
    <WidgetFrame {...frame} noPadding title={host.modal ? name : undefined} notices={address && refusal && <Notice level="error" message={refusal} />}>
      {!address && <Notice level="info" message={<Trans>There is nothing here yet.</Trans>} />}
      {check.ok && props.src !== undefined && (
        <iframe
          className="external-frame"
          part="external-frame"
          src={check.url.href}
          title={name}
          sandbox={EXTERNAL_SANDBOX}
          allow={externalPermissions(Boolean(props.fullScreen))}
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      )}
      {check.ok && props.src === undefined && (
        <p className="external-link">
          <a part="link external-link" href={check.url.href} target="_blank" rel="noopener noreferrer">
            {name}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </p>
      )}
    </WidgetFrame>
  );
}
