import { configure, type CasinoConfig } from './runtime/platform-access.ts';
import { createConfigElementClass, defineElement } from './runtime/define-element.ts';
import { casinoPlatformDefinition } from './platform-definition.ts';

/**
 * The page's configuration, for pages made of tags only (CMS templates). Renders nothing.
 * Secrets (session ids, tokens) are never read from attributes: they come from sign-in, or from
 * `window.casino.configure()`.
 */
export class CasinoPlatformElement extends createConfigElementClass(
  casinoPlatformDefinition,
  // Each key is an option (ConfigElementDefinition); the values are checked where they are used
  // (an unknown platform, jurisdiction or locale falls back as from window.casino.configure).
  (change) => configure(change as CasinoConfig),
) {}

defineElement('casino-platform', CasinoPlatformElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-platform': CasinoPlatformElement;
  }
}
