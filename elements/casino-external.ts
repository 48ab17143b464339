import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ExternalWidgetProps } from '../features/external/external-widget.tsx';

export const casinoExternalDefinition = widgetDefinition<ExternalWidgetProps>()({
  tag: 'casino-external',
  summary: 'Another site\'s content: in a frame (`src`) or as a link out (`url`), only from the origins the operator allow-lists in code (`configure({ externalOrigins })`).',
  description: 'An address of any other origin is refused with an error (a notice, and `casino-error` with the key `external.not-allowed`) and never framed. The frame has a title (`label`, else the site\'s host name), the smallest sandbox that works (scripts, its own origin, pop-ups as ordinary tabs) and no browser features but full screen in `full-screen` mode, where it keeps 16:9. On a phone it is the window\'s height less 50 px.',
  attributes: {
    src: attribute.string('Another site\'s page to show in a frame (an allow-listed origin).'),
    url: attribute.string('Another site\'s page to link to, opening in a new tab (an allow-listed origin).'),
    label: attribute.string('The frame\'s title, or the link\'s text (default: the site\'s host name).'),
  },
  events: [],
  load: () => import('../features/external/index.ts'),
});

/** Another site's content: in a frame (`src`) or as a link out (`url`), only from the origins the operator allow-lists in code (`configure({ externalOrigins })`). */
export class CasinoExternalElement extends createElementClass(casinoExternalDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-external': CasinoExternalElement;
  }
}
