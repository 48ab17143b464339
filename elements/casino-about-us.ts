import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ContentWidgetProps } from '../features/document/content-widget.tsx';

export const casinoAboutUsDefinition = widgetDefinition<ContentWidgetProps>()({
  tag: 'casino-about-us',
  summary: 'The operator\'s About us page, from the platform (the provider framework\'s info page).',
  description: 'Read in the element\'s language (its `locale`, else the page\'s) and read again when it changes; rendered only through the library\'s sanitizer, its links opening in a new tab (rel=noopener). Renders nothing on a platform that serves no info pages.',
  attributes: {},
  events: [],
  load: () => import('../features/document/index.ts'),
});

/** The operator's About us page, from the platform (the provider framework's info page). */
export class CasinoAboutUsElement extends createElementClass(casinoAboutUsDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-about-us': CasinoAboutUsElement;
  }
}
