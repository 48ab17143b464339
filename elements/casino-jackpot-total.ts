import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { JackpotTotalWidgetProps } from '../features/jackpot-total/jackpot-total-widget.tsx';

export const casinoJackpotTotalDefinition = widgetDefinition<JackpotTotalWidgetProps>()({
  tag: 'casino-jackpot-total',
  summary: 'All jackpots summed in one currency, counting up to each new total (still for reduced motion), read again on an interval while the element is in view.',
  description: 'The total is in the signed-in player\'s currency, else the `currency` attribute\'s, else the platform\'s own. Hidden elements, elements scrolled out of view and background tabs ask for nothing.',
  attributes: {
    currency: attribute.string('The page\'s currency (ISO 4217, e.g. EUR) for a visitor who is not signed in; a player sees theirs.'),
    refreshSeconds: attribute.number('How often the total is read again while the element is in view, in seconds (default 60, at least 5).'),
  },
  events: [],
  load: () => import('../features/jackpot-total/index.ts'),
});

/** All jackpots summed in one currency, counting up to each new total (still for reduced motion), read again on an interval while the element is in view. */
export class CasinoJackpotTotalElement extends createElementClass(casinoJackpotTotalDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-jackpot-total': CasinoJackpotTotalElement;
  }
}
