/**
 * The callback page's message, shared by the page (dist/oauth-callback.js, which must stay tiny) and the
 * widget's protocol table.
 */
export const CALLBACK_SOURCE = 'casino-elements-oauth-callback';

export interface CallbackMessage {
  type: 'success';
  source: typeof CALLBACK_SOURCE;
  /** The query the provider sent the browser to the callback with (`?code=…&state=…`). */
  query: string;
}
