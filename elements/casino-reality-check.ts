import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { RealityCheckWidgetProps } from '../features/reality-check/reality-check-widget.tsx';

export const casinoRealityCheckDefinition = widgetDefinition<RealityCheckWidgetProps>()({
  tag: 'casino-reality-check',
  summary: 'The reality check: minutes signed in and the wins and wagers of the session per product, with Log out and Continue. Opens by itself when the platform says one is due.',
  attributes: {},
  events: ['casino-signed-out'],
  load: () => import('../features/reality-check/index.ts'),
});

/** The reality check: minutes signed in and the wins and wagers of the session per product, with Log out and Continue. Opens by itself when the platform says one is due. */
export class CasinoRealityCheckElement extends createElementClass(casinoRealityCheckDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-reality-check': CasinoRealityCheckElement;
  }
}
