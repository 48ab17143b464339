import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KNOWN_PERSON_NUMBER, UNKNOWN_PERSON_NUMBER } from '../../../sandbox/oauth/seed.ts';
import { useSandbox } from './harness.ts';

const REDIRECT = 'http://localhost:8080/dist/oauth-callback.html';

interface OrderView {
  id: string;
  status: string;
  isAppOpened: boolean;
  isComplete: boolean;
  isError: boolean;
  qrCode: string | null;
  operator: string;
}
interface PageView extends OrderView {
  links: { location: string; cancel: string };
  callback: string | null;
}

describe('sandbox: the bank-ID identity provider', () => {
  const t = useSandbox();

  /** Starts an order the way the hidden iframe does: the launch address, then the provider's page. */
  async function launch(state = 'state-1'): Promise<{ launch: URL; order: string }> {
    const answer = await t.api(`/player/init/code?redirect_uri=${encodeURIComponent(REDIRECT)}&platform=desktop&display=page&state=${state}`);
    assert.equal(answer.status, 200);
    const launchUrl = new URL((await answer.json()) as string);
    const page = await fetch(launchUrl, { redirect: 'manual' });
    assert.equal(page.status, 302);
    const order = new URL(page.headers.get('location')!, launchUrl).searchParams.get('order')!;
    return { launch: launchUrl, order };
  }

  const view = async (order: string) => (await (await fetch(`${t.sandbox.oauthUrl}/oauth/api/orders/${order}`)).json()) as PageView;

  async function approve(personNumber: string, state = 'state-1'): Promise<string> {
    const { order } = await launch(state);
    const decided = await t.control('/oauth/decide', { action: 'approve', personNumber });
    assert.equal(decided.status, 200);
    const callback = new URL((await view(order)).callback!);
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT);
    assert.equal(callback.searchParams.get('state'), state);
    return callback.searchParams.get('code')!;
  }

  it('answers the launch address on its own origin, with the keys passed on', async () => {
    const { launch: url } = await launch('abc');
    assert.equal(url.origin, t.sandbox.oauthUrl);
    assert.equal(url.pathname, '/oauth/authorize');
    assert.equal(url.searchParams.get('redirect_uri'), REDIRECT);
    assert.equal(url.searchParams.get('state'), 'abc');
    assert.equal((await t.api('/player/init/code?platform=desktop')).status, 400);
    assert.equal((await t.api(`/player/init/code?platform=desktop&redirect_uri=${encodeURIComponent('javascript:alert(1)')}`)).status, 400);
  });

  it('lists a pending order whose QR payload changes every second, with the app and cancel links', async () => {
    const { order } = await launch();
    const first = await view(order);
    assert.equal(first.status, 'pending');
    assert.match(first.qrCode!, /^bankid\.[0-9a-f]+\.0\.[0-9a-f]{64}$/);
    assert.match(first.links.location, /^bankid:\/\/\/\?autostarttoken=/);
    assert.equal(new URL(first.links.cancel).origin, t.sandbox.oauthUrl);
    assert.equal(first.operator, 'http://localhost:8080');
    await t.control('/clock', { advanceMs: 1000 });
    assert.notEqual((await view(order)).qrCode, first.qrCode);
    const listed = (await (await t.control('/oauth/orders')).json()) as { orders: OrderView[] };
    assert.deepEqual(listed.orders.map((row) => row.id), [order]);
    const phone = (await (await fetch(`${t.sandbox.oauthUrl}/__phone/api/orders`)).json()) as { orders: OrderView[] };
    assert.deepEqual(phone.orders.map((row) => row.id), [order]);
  });

  it('signs the known person in, once per code, and only with its redirect URI and state', async () => {
    const code = await approve(KNOWN_PERSON_NUMBER);
    const wrongState = await t.api('/player/signin/code', { body: { Code: code, RedirectUrl: REDIRECT, State: 'another', Platform: 'desktop', KycProvider: 'BankId' } });
    assert.equal(wrongState.status, 400);
    assert.equal(((await wrongState.json()) as { Code: string }).Code, 'IncorrectCode');
    const signedIn = await t.api('/player/signin/code', { body: { Code: code, RedirectUrl: REDIRECT, State: 'state-1', Platform: 'desktop', KycProvider: 'BankId' } });
    const body = (await signedIn.json()) as { SessionId: string; JwtTokenSignup: null };
    assert.equal(body.JwtTokenSignup, null);
    const info = (await (await t.api('/player/user-info', { session: body.SessionId })).json()) as { Email: string };
    assert.equal(info.Email, 'sga@example.com');
    const again = await t.api('/player/signin/code', { body: { Code: code, RedirectUrl: REDIRECT, State: 'state-1', Platform: 'desktop' } });
    assert.equal(again.status, 400);
  });

  it('gives an unknown person a sign-up token, then signs them up by code without a password', async () => {
    const code = await approve(UNKNOWN_PERSON_NUMBER);
    const answer = (await (await t.api('/player/signin/code', { body: { Code: code, RedirectUrl: REDIRECT, State: 'state-1', Platform: 'desktop' } })).json()) as { SessionId: null; JwtTokenSignup: string };
    assert.equal(answer.SessionId, null);
    const claims = JSON.parse(Buffer.from(answer.JwtTokenSignup.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    assert.equal(claims.given_name, 'Astrid');
    assert.equal(claims.birthdate, '1992-05-17');
    const body = {
      Code: code, RedirectUrl: REDIRECT, State: 'state-1', Email: 'astrid@example.com', BirthDate: '1992-05-17', Language: 'sv', Currency: 'SEK',
      Country: 'SE', Jurisdiction: 'SGA', Platform: 'desktop', MobilePhoneNumber: '+46709998877',
      Limits: [1, 7, 30].map((days) => ({ Type: 'Deposit', Amount: 100 * days, Timespan: days })),
    };
    assert.equal((await t.api('/player/signup/code', { body: { ...body, BirthDate: '1990-01-01' } })).status, 400);
    const signedUp = (await (await t.api('/player/signup/code', { body })).json()) as { PlayerId: number; SessionId: string };
    assert.ok(signedUp.SessionId);
    assert.equal((await t.api('/player/signup/code', { body })).status, 400);
    // The person plays here now: the next identification signs them in.
    const next = await approve(UNKNOWN_PERSON_NUMBER, 'state-2');
    const second = (await (await t.api('/player/signin/code', { body: { Code: next, RedirectUrl: REDIRECT, State: 'state-2', Platform: 'desktop' } })).json()) as { SessionId: string };
    assert.ok(second.SessionId);
  });

  it('cancels an order by its cancel link (a beacon), and fails one left past its time', async () => {
    const { order } = await launch();
    const cancelled = await fetch((await view(order)).links.cancel, { method: 'POST' });
    assert.equal(cancelled.status, 204);
    assert.equal((await view(order)).status, 'cancelled');
    assert.equal((await view(order)).isError, true);
    const { order: late } = await launch();
    await t.control('/clock', { advanceMs: 181_000 });
    const expired = await view(late);
    assert.equal(expired.isError, true);
    assert.equal(((await (await t.control('/oauth/orders')).json()) as { orders: unknown[] }).orders.length, 0);
    assert.equal((await t.control('/oauth/decide', { action: 'approve', personNumber: '123' })).status, 404);
  });

  it('refuses a person number the register does not know, or one that is not a person number', async () => {
    await launch();
    assert.equal((await t.control('/oauth/decide', { action: 'approve', personNumber: '198709302388' })).status, 400);
    assert.equal((await t.control('/oauth/decide', { action: 'approve', personNumber: '190001010008' })).status, 404);
  });

  it('answers GET /api/qr with a PNG of the message', async () => {
    const image = await t.api('/qr?msg=bankid.abc.1.def');
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    assert.deepEqual([...bytes.slice(1, 4)], [0x50, 0x4e, 0x47]);
    assert.equal((await t.api('/qr')).status, 400);
  });

  it('serves the phone page and the provider page under a strict policy', async () => {
    const phone = await fetch(`${t.sandbox.oauthUrl}/__phone`);
    assert.equal(phone.status, 200);
    assert.match(phone.headers.get('content-security-policy')!, /frame-ancestors 'none'/);
    const page = await fetch(`${t.sandbox.oauthUrl}/oauth/page?order=x`);
    assert.match(page.headers.get('content-security-policy')!, /script-src 'self'/);
  });
});
