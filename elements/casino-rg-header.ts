import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { RgHeaderWidgetProps } from '../features/rg-header/rg-header-widget.tsx';

export const casinoRgHeaderDefinition = widgetDefinition<RgHeaderWidgetProps>()({
  tag: 'casino-rg-header',
  summary: 'The three responsible gaming links Swedish operators show on every page: Spelpaus, Spelgränser (the limits) and Självtest (the self-test).',
  attributes: {},
  events: [],
  load: () => import('../features/rg-header/index.ts'),
});

/** The three responsible gaming links Swedish operators show on every page: Spelpaus, Spelgränser (the limits) and Självtest (the self-test). */
export class CasinoRgHeaderElement extends createElementClass(casinoRgHeaderDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-rg-header': CasinoRgHeaderElement;
  }
}
