import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { CommonWidgetProps } from '../features/toolkit/host/index.ts';

export const casinoBonusSelectorDefinition = widgetDefinition<CommonWidgetProps>()({
  tag: 'casino-bonus-selector',
  summary: 'The deposit bonuses to choose from, each with Claim / Selected, then Continue or Continue without a bonus.',
  description: 'Each bonus shows its image or a placeholder and its name or its sanitized html. Continue checks the choice with the platform (an ineligible one shows "You are unfortunately not eligible for this bonus, please choose another one"); Continue without a bonus skips it. In a modal, Continue goes on to the deposit with the chosen code.',
  attributes: {},
  events: ['casino-bonus-selected'],
  load: () => import('../features/bonus-selector/index.ts'),
});

/** The deposit bonuses to choose from, each with Claim / Selected, then Continue or Continue without a bonus. */
export class CasinoBonusSelectorElement extends createElementClass(casinoBonusSelectorDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-bonus-selector': CasinoBonusSelectorElement;
  }
}
