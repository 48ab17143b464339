// The game floor below the elements: gating, the open-game state machine, the address and favourite toggles.
export { CHILDISH_GAME_RULES, type ChildishGameRule, type GateDecision, type PlayerStanding, gateGame } from './gating.ts';
export { GAME_LOAD_TIMEOUT_MS, IDLE, type OpenGameEvent, type OpenGameState, openGameReducer } from './open-game.ts';
export { type AddressBar, FALLBACK_PATH, PLAY_PREFIX, enterGameAddress, gameOfPath, playPath } from './address.ts';
export { type FavouriteBackend, type FavouriteStore, createFavouriteStore } from './favourites.ts';
export { type PageFavourites, pageFavourites } from './page-favourites.ts';
export { requestGame } from './request-game.ts';
export { framedPageFailed, framedPageStatus } from './frame-status.ts';
export { GAME_LIST_STYLES, GameList, type GameListProps, usePageFavourites } from './game-list.tsx';
