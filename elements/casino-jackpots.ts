import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { JackpotsWidgetProps } from '../features/jackpots/jackpots-widget.tsx';

export const casinoJackpotsDefinition = widgetDefinition<JackpotsWidgetProps>()({
  tag: 'casino-jackpots',
  summary: 'The jackpots, each counting up to its amount (still for reduced motion), read again on an interval while the element is in view.',
  description: 'Amounts are in the signed-in player\'s currency, else the `currency` attribute\'s, else the platform\'s own. Hidden elements, elements scrolled out of view and background tabs ask for nothing.',
  attributes: {
    currency: attribute.string('The page\'s currency (ISO 4217, e.g. EUR) for a visitor who is not signed in; a player sees theirs.'),
    refreshSeconds: attribute.number('How often the amounts are read again while the element is in view, in seconds (default 60, at least 5).'),
  },
  events: [],
  load: () => import('../features/jackpots/index.ts'),
});

/** The jackpots, each counting up to its amount (still for reduced motion), read again on an interval while the element is in view. */
export class CasinoJackpotsElement extends createElementClass(casinoJackpotsDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-jackpots': CasinoJackpotsElement;
  }
}
