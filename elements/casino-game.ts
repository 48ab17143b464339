import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { GameWidgetProps } from '../features/game/game-widget.tsx';

export const casinoGameDefinition = widgetDefinition<GameWidgetProps>()({
  tag: 'casino-game',
  summary: 'The game overlay: a full-screen dialog framing a game, at /play/{gameId} while open; opened by casino.openGame(gameId, { mode }).',
  attributes: {
    gameId: attribute.string('The game to open (casino.openGame sets it); removed on close.'),
    mode: attribute.string('real (default) or demo.'),
    openFromAddress: attribute.boolean('A page loaded at /play/{gameId} opens that game.'),
    aspect: attribute.string('16:9 keeps the game at 16:9; it fills the screen otherwise.'),
    loadTimeout: attribute.number('Milliseconds the game page may take to load (10000).'),
  },
  events: ['casino-game-opened', 'casino-game-closed'],
  load: () => import('../features/game/index.ts'),
});

/** The game overlay: a full-screen dialog framing a game, at /play/{gameId} while open; opened by casino.openGame(gameId, { mode }). */
export class CasinoGameElement extends createElementClass(casinoGameDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-game': CasinoGameElement;
  }
}
