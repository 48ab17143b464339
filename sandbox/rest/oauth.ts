// The bank-ID (OAuth code) endpoints of the REST platform (shared/reference/rest-platform.md): the launch
// address of the identity provider, the sign-in and the sign-up with the code its callback received, and
// the QR image of the provider's changing QR payload.
import QRCode from 'qrcode';
import { ApiError } from '../http.ts';
import { oauthTables, grantFor } from '../oauth/state.ts';
import { PERSON_REGISTER } from '../oauth/seed.ts';
import { signUpToken } from '../sign-up-seed.ts';
import { activeBlock, selfBlockedError } from '../state.ts';
import { type ApiContext, type ApiResponse, ok, queryParam } from './context.ts';
import { createSession } from './session.ts';
import { checkCommon, checkRequiredLimits, createPlayer, signUpTables, text } from './sign-up.ts';
import { invalidField, requireBody } from './validate.ts';

const PLATFORMS = new Set(['desktop', 'mobile']);
/** The provider's origin under `npm start` (OAUTH_PORT changes it). */
export const DEFAULT_OAUTH_URL = 'http://localhost:5100';

/**
 * GET /player/init/code?redirect_uri&platform&display (+ any other keys, passed on): the provider's launch
 * address, a JSON string. The provider's origin is the sandbox's configuration (OAUTH_PORT).
 */
export function initCode(ctx: ApiContext): ApiResponse {
  const redirect = queryParam(ctx.query, 'redirect_uri');
  if (!redirect) throw invalidField('redirect_uri');
  try {
    const url = new URL(redirect);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw invalidField('redirect_uri', 'redirect_uri must be an absolute http(s) address.');
  }
  const platform = (queryParam(ctx.query, 'platform') ?? '').toLowerCase();
  if (!PLATFORMS.has(platform)) throw invalidField('platform', 'platform must be desktop or mobile.');
  const launch = new URL('/oauth/authorize', ctx.oauthUrl ?? DEFAULT_OAUTH_URL);
  for (const [key, value] of ctx.query) launch.searchParams.set(key, value);
  launch.searchParams.set('client_id', 'casino-sandbox');
  return ok(launch.href);
}

function codeInput(body: Record<string, unknown>) {
  const code = text(body, 'Code');
  if (!code) throw invalidField('Code');
  return { code, redirectUrl: text(body, 'RedirectUrl'), state: text(body, 'State') };
}

/**
 * POST /player/signin/code: a person who plays here is signed in (`SessionId`); anyone else gets a sign-up
 * token naming them (`JwtTokenSignup`), and the same code may then sign them up once (signup/code).
 */
export function signInWithCode(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'Code');
  const nowMs = ctx.clock.nowMs();
  const grant = grantFor(ctx.state, nowMs, codeInput(body));
  if (grant.signedIn) throw new ApiError(400, 'IncorrectCode', 'This code has already signed in.');
  grant.signedIn = true;
  const tables = oauthTables(ctx.state);
  const playerId = tables.players.get(grant.personNumber);
  const player = playerId === undefined ? undefined : ctx.state.players.get(playerId);
  if (player) {
    const block = activeBlock(player, nowMs);
    if (block) throw selfBlockedError(block);
    return ok({ SessionId: createSession(ctx.state, player, nowMs).id, JwtTokenSignup: null });
  }
  const person = PERSON_REGISTER[grant.personNumber]!;
  const token = signUpToken(person, `bankid-${grant.code}`);
  signUpTables(ctx.state).tokens.set(token, person);
  tables.tokens.set(token, grant.personNumber);
  return ok({ SessionId: null, JwtTokenSignup: token });
}

/** POST /player/signup/code: the person the code identified signs up, with no password, and is signed in. */
export function signUpWithCode(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'Code');
  const nowMs = ctx.clock.nowMs();
  const grant = grantFor(ctx.state, nowMs, codeInput(body));
  if (grant.signedUp) throw new ApiError(400, 'IncorrectCode', 'This code has already signed up.');
  const tables = oauthTables(ctx.state);
  if (tables.players.has(grant.personNumber)) throw new ApiError(409, 'PlayerExists', 'This person already has an account.');
  const person = PERSON_REGISTER[grant.personNumber]!;
  const checked = checkCommon(ctx, body, false);
  if (checked.jurisdiction !== person.jurisdiction) throw new ApiError(400, 'JurisdictionMismatch', 'The person is registered under another jurisdiction.');
  const birthDate = text(body, 'BirthDate');
  if (birthDate && birthDate !== person.birthDate) throw invalidField('BirthDate', 'The date of birth is not the identified person\'s.');
  checkRequiredLimits(body, checked.jurisdiction);
  grant.signedUp = true;
  const player = createPlayer(ctx, { ...checked, country: person.country }, person, body);
  // The bank-ID identification has verified the person.
  player.emailVerified = true;
  tables.players.set(grant.personNumber, player.id);
  return ok({ PlayerId: player.id, Issues: [], SessionId: createSession(ctx.state, player, nowMs).id, TacVersionAccepted: player.tacVersionAccepted });
}

/** GET /api/qr?msg=: the QR code of a message, as a PNG image. */
export async function qrImage(ctx: ApiContext): Promise<ApiResponse> {
  const message = queryParam(ctx.query, 'msg') ?? '';
  if (!message || message.length > 512) throw invalidField('msg', 'msg must be 1 to 512 characters.');
  const png = await QRCode.toBuffer(message, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
  return { status: 200, body: png, headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' } };
}
