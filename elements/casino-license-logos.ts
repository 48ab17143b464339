import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ContentWidgetProps } from '../features/document/content-widget.tsx';

export const casinoLicenseLogosDefinition = widgetDefinition<ContentWidgetProps>()({
  tag: 'casino-license-logos',
  summary: 'The regulators\' license logos and the safer-gambling logos with their links, from the platform (the provider framework\'s footer icons).',
  description: 'Read in the element\'s language (its `locale`, else the page\'s) and read again when it changes; rendered only through the library\'s sanitizer, its links opening in a new tab (rel=noopener). Renders nothing on a platform that serves no license logos.',
  attributes: {},
  events: [],
  load: () => import('../features/document/index.ts'),
});

/** The regulators' license logos and the safer-gambling logos with their links, from the platform (the provider framework's footer icons). */
export class CasinoLicenseLogosElement extends createElementClass(casinoLicenseLogosDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-license-logos': CasinoLicenseLogosElement;
  }
}
