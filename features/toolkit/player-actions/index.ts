export { PLAYER_ACTION_PAGES, type PlayerActionRow } from './pages.ts';
export { actionableRows, runPlayerActions, type PlayerActionsEnv } from './runner.ts';
