// The bank-ID (OAuth code) endpoints, registered in routes.ts by one line.
import { publicRoute, type Route } from './router.ts';
import { initCode, qrImage, signInWithCode, signUpWithCode } from './oauth.ts';

export const OAUTH_ROUTES: readonly Route[] = [
  publicRoute('GET', '/player/init/code', initCode),
  publicRoute('POST', '/player/signin/code', signInWithCode),
  publicRoute('POST', '/player/signup/code', signUpWithCode),
  publicRoute('GET', '/qr', qrImage),
];
