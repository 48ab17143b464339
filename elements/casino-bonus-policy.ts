import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ContentWidgetProps } from '../features/document/content-widget.tsx';

export const casinoBonusPolicyDefinition = widgetDefinition<ContentWidgetProps>()({
  tag: 'casino-bonus-policy',
  summary: 'The operator\'s bonus policy, from the platform (the provider framework\'s info page).',
  description: 'Read in the element\'s language (its `locale`, else the page\'s) and read again when it changes; rendered only through the library\'s sanitizer, its links opening in a new tab (rel=noopener). Renders nothing on a platform that serves no info pages.',
  attributes: {},
  events: [],
  load: () => import('../features/document/index.ts'),
});

/** The operator's bonus policy, from the platform (the provider framework's info page). */
export class CasinoBonusPolicyElement extends createElementClass(casinoBonusPolicyDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-bonus-policy': CasinoBonusPolicyElement;
  }
}
