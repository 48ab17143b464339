import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { CommonWidgetProps } from '../features/toolkit/host/index.ts';

export const casinoForgotPasswordDefinition = widgetDefinition<CommonWidgetProps>()({
  tag: 'casino-forgot-password',
  summary: 'Forgot password: the player\'s email address, to which the platform sends a reset link (`Email has been sent`).',
  attributes: {},
  events: [],
  load: () => import('../features/forgot-password/index.ts'),
});

/** Forgot password: the player's email address, to which the platform sends a reset link (`Email has been sent`). */
export class CasinoForgotPasswordElement extends createElementClass(casinoForgotPasswordDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-forgot-password': CasinoForgotPasswordElement;
  }
}
