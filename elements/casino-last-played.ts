import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { LastPlayedWidgetProps } from '../features/last-played/last-played-widget.tsx';

export const casinoLastPlayedDefinition = widgetDefinition<LastPlayedWidgetProps>()({
  tag: 'casino-last-played',
  summary: 'The games the player played last, newest first, each with Play and a favourite toggle.',
  attributes: {
    limit: attribute.number('How many games to show (10).'),
  },
  events: ['casino-favourite-changed'],
  load: () => import('../features/last-played/index.ts'),
});

/** The games the player played last, newest first, each with Play and a favourite toggle. */
export class CasinoLastPlayedElement extends createElementClass(casinoLastPlayedDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-last-played': CasinoLastPlayedElement;
  }
}
