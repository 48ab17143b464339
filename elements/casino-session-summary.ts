import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { SessionSummaryWidgetProps } from '../features/session-summary/session-summary-widget.tsx';

export const casinoSessionSummaryDefinition = widgetDefinition<SessionSummaryWidgetProps>()({
  tag: 'casino-session-summary',
  summary: 'The session summary after an SGA sign-in: the last login, the result of the last 12 months, the deposit limits and a way to responsible gaming.',
  attributes: {},
  events: [],
  load: () => import('../features/session-summary/index.ts'),
});

/** The session summary after an SGA sign-in: the last login, the result of the last 12 months, the deposit limits and a way to responsible gaming. */
export class CasinoSessionSummaryElement extends createElementClass(casinoSessionSummaryDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-session-summary': CasinoSessionSummaryElement;
  }
}
