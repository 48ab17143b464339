import type { WidgetModule } from '../toolkit/host/index.ts';
import { CONTENT_STYLES } from './content-styles.ts';
import { ContentWidget, type ContentWidgetProps } from './content-widget.tsx';

/** The content elements' one feature: <casino-license-logos>, <casino-about-us>, <casino-bonus-policy> and <casino-document>. */
const widget: WidgetModule<ContentWidgetProps> = { component: ContentWidget, styles: CONTENT_STYLES };
export default widget;
export { CONTENT, DOCUMENT_NAMES, contentOf, documentName, type ContentName, type ContentRow } from './content-rules.ts';
