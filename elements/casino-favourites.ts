import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { FavouritesWidgetProps } from '../features/favourites/favourites-widget.tsx';

export const casinoFavouritesDefinition = widgetDefinition<FavouritesWidgetProps>()({
  tag: 'casino-favourites',
  summary: 'The player\'s favourite games, each with Play and a favourite toggle.',
  attributes: {
    limit: attribute.number('How many games to show (all when absent).'),
  },
  events: ['casino-favourite-changed'],
  load: () => import('../features/favourites/index.ts'),
});

/** The player's favourite games, each with Play and a favourite toggle. */
export class CasinoFavouritesElement extends createElementClass(casinoFavouritesDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-favourites': CasinoFavouritesElement;
  }
}
