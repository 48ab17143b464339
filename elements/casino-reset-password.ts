import { createElementClass, property, widgetDefinition } from './runtime/define-element.ts';
import type { ResetPasswordProps } from '../features/reset-password/reset-password-widget.tsx';

export const casinoResetPasswordDefinition = widgetDefinition<ResetPasswordProps>()({
  tag: 'casino-reset-password',
  summary: 'Reset password from the e-mail\'s link: new password (with the rules\' checklist) and its confirmation; a Sign in button after success.',
  description: 'An invalid or expired link shows the reset-token-invalid message. The REST query-string trigger (`?token=...&username=...`) opens it as a modal.',
  attributes: {},
  properties: {
    token: property.secret('The reset token (set by the query-string trigger or by code; never put it in markup).'),
    username: property.secret('The player\'s username or e-mail from the same link.'),
  },
  events: [],
  load: () => import('../features/reset-password/index.ts'),
});

/** Reset password from the e-mail's link: new password (with the rules' checklist) and its confirmation; a Sign in button after success. */
export class CasinoResetPasswordElement extends createElementClass(casinoResetPasswordDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-reset-password': CasinoResetPasswordElement;
  }
}
