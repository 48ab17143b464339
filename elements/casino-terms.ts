import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { CommonWidgetProps } from '../features/toolkit/host/index.ts';

export const casinoTermsDefinition = widgetDefinition<CommonWidgetProps>()({
  tag: 'casino-terms',
  summary: 'The current terms and conditions, for a signed-in player to accept (or to decline and sign out).',
  attributes: {},
  events: ['casino-terms-accepted', 'casino-signed-out'],
  load: () => import('../features/terms/index.ts'),
});

/** The current terms and conditions, for a signed-in player to accept (or to decline and sign out). */
export class CasinoTermsElement extends createElementClass(casinoTermsDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-terms': CasinoTermsElement;
  }
}
