import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ContentWidgetProps } from '../features/document/content-widget.tsx';

export const casinoDocumentDefinition = widgetDefinition<ContentWidgetProps>()({
  tag: 'casino-document',
  summary: 'One of the platform\'s published documents: the privacy policy, the cookie policy or the responsible-gaming information (REST: /content/getdocument).',
  description: 'Read in the element\'s language (its `locale`, else the page\'s) and read again when it changes; rendered only through the library\'s sanitizer, its links opening in a new tab (rel=noopener). Renders nothing on a platform that publishes no documents, or for a `name` it does not know (the console says so).',
  attributes: {
    name: attribute.string('The document: privacy, cookies or responsible-gaming.'),
  },
  events: [],
  load: () => import('../features/document/index.ts'),
});

/** One of the platform's published documents: the privacy policy, the cookie policy or the responsible-gaming information (REST: /content/getdocument). */
export class CasinoDocumentElement extends createElementClass(casinoDocumentDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-document': CasinoDocumentElement;
  }
}
