import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ResponsibleGamingTestWidgetProps } from '../features/responsible-gaming-test/test-widget.tsx';

export const casinoResponsibleGamingTestDefinition = widgetDefinition<ResponsibleGamingTestWidgetProps>()({
  tag: 'casino-responsible-gaming-test',
  summary: 'The responsible gaming self-test: the nine questions of the Problem Gambling Severity Index, then the points and their band.',
  attributes: {},
  events: ['casino-test-submitted'],
  load: () => import('../features/responsible-gaming-test/index.ts'),
});

/** The responsible gaming self-test: the nine questions of the Problem Gambling Severity Index, then the points and their band. */
export class CasinoResponsibleGamingTestElement extends createElementClass(casinoResponsibleGamingTestDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-responsible-gaming-test': CasinoResponsibleGamingTestElement;
  }
}
