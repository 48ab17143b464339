import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { SelfExcludeWidgetProps } from '../features/self-exclude/self-exclude-widget.tsx';

export const casinoSelfExcludeDefinition = widgetDefinition<SelfExcludeWidgetProps>()({
  tag: 'casino-self-exclude',
  summary: 'The panic button: take a break (the platform hears Pause, then the player is signed out on every element and tab) or continue playing.',
  attributes: {},
  events: ['casino-signed-out'],
  load: () => import('../features/self-exclude/index.ts'),
});

/** The panic button: take a break (the platform hears Pause, then the player is signed out on every element and tab) or continue playing. */
export class CasinoSelfExcludeElement extends createElementClass(casinoSelfExcludeDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-self-exclude': CasinoSelfExcludeElement;
  }
}
