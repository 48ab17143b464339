import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { SourceOfWealthWidgetProps } from '../features/source-of-wealth/index.ts';

export const casinoSourceOfWealthDefinition = widgetDefinition<SourceOfWealthWidgetProps>()({
  tag: 'casino-source-of-wealth',
  summary: 'The source-of-wealth declaration of a signed-in player: income sources, industry and occupation, nationality and country of birth, annual income.',
  description: 'Six steps (intro, four questions, completed), kept across a reload of the tab. An anonymous visitor sees the sign-in instead.',
  attributes: {},
  events: ['casino-source-of-wealth-submitted', 'casino-signed-in', 'casino-signed-out'],
  load: () => import('../features/source-of-wealth/index.ts'),
});

/** The source-of-wealth declaration of a signed-in player. */
export class CasinoSourceOfWealthElement extends createElementClass(casinoSourceOfWealthDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-source-of-wealth': CasinoSourceOfWealthElement;
  }
}
