// The REST platform's endpoints the sandbox plays, relative to /api. Paths follow spec §7.4,
// plus the public client's spelling where it differs and costs nothing (/content/bootstrap).
import { bootstrap, getDocument } from './content.ts';
import { signIn, signOut, updatePlayerTac, userInfo } from './player.ts';
import { type Route, publicRoute, sessionRoute } from './router.ts';
import { SIGN_UP_ROUTES } from './sign-up-routes.ts';
import { wallets } from './wallet.ts';
import { PAYMENT_ROUTES } from '../payments/routes.ts';
import { ACCOUNT_ROUTES } from './account.ts';
import { KYC_ROUTES } from './kyc.ts';
import { OAUTH_ROUTES } from './oauth-routes.ts';
import { RESPONSIBLE_GAMING_LIMIT_ROUTES } from '../responsible-gaming/routes.ts';
import { RG_SESSION_ROUTES } from './responsible-gaming-session.ts';
import { GAME_ROUTES } from '../games/rest-routes.ts';
import { PLAYER_DATA_ROUTES } from './player-data.ts';

export const ROUTES: readonly Route[] = [
  publicRoute('POST', '/player/signin/v2', signIn),
  sessionRoute('POST', '/player/signout', signOut),
  sessionRoute('GET', '/player/user-info', userInfo),
  sessionRoute('GET', '/player/update-player-tac', updatePlayerTac),
  sessionRoute('GET', '/wallets', wallets),
  publicRoute('GET', '/bootstrap', bootstrap),
  publicRoute('GET', '/content/bootstrap', bootstrap),
  publicRoute('GET', '/content/getdocument', getDocument),
  ...PAYMENT_ROUTES,
  ...SIGN_UP_ROUTES,
  ...ACCOUNT_ROUTES,
  ...KYC_ROUTES,
  ...OAUTH_ROUTES,
  ...RESPONSIBLE_GAMING_LIMIT_ROUTES,
  ...RG_SESSION_ROUTES,
  ...GAME_ROUTES,
  ...PLAYER_DATA_ROUTES,
];
