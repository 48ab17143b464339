import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '../../adapters/operations.ts';
import { Notice } from '../../ui/notice.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { QueryFailure, usePlatformReading, useQuery } from '../toolkit/query/index.ts';
import { CONTENT, contentOf } from './content-rules.ts';

export interface ContentWidgetProps extends CommonWidgetProps {
  /** `<casino-document>`'s: privacy, cookies or responsible-gaming. */
  name?: string;
}

/**
 * A piece of the platform's content (license logos, an info page, a document), read in the element's language and
 * read again when that changes, shown only through the sanitizer (whose links open in a new tab, rel=noopener).
 * Where the platform does not serve it (its capability), the element renders nothing: one page template serves
 * every platform, and a footer never shows an error for content its platform has none of. Inline, the content's
 * own headings stand (the region is labelled with the title); in a dialog the title names it.
 */
export function ContentWidget(props: ContentWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const content = contentOf(host.widget, props.name);
  const { i18n } = useLingui();
  const row = content ? CONTENT[content] : null;
  const offered = usePlatformReading(['content', content], (platform) => (row ? can(platform, row.capability) : false));
  const load = useQuery(['content', content, host.locale], (platform) => row!.read(platform, host.locale), {
    enabled: offered.data === true,
    keepPrevious: true,
  });
  useEffect(() => {
    if (!content) console.warn(`[casino-elements] <${host.element.localName}> names no content it knows: it renders nothing.`);
  }, [content, host]);
  if (!row || offered.data !== true) return null;
  const title = i18n._(row.title);
  const html = load.data;
  return (
    <WidgetFrame
      {...frame}
      title={title}
      noHeader={frame.noHeader || !host.modal}
      busy={html === undefined && load.status !== 'failed'}
    >
      {html === undefined && load.status !== 'failed' && <p role="status"><Trans>Loading…</Trans></p>}
      {load.status === 'failed' && html === undefined && <QueryFailure query={load} />}
      {html !== undefined && html.trim() === '' && <Notice level="info" message={<Trans>There is nothing here yet.</Trans>} />}
      {html !== undefined && html.trim() !== '' && (
        <section className={`content-text content-${content}`} aria-label={title}>
          <SafeHtml html={html} />
        </section>
      )}
    </WidgetFrame>
  );
}
