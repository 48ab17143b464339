// The operations a page requires of its platform are derived from the elements on it (elements/widget-table.ts's
// needs column, collected by elements/runtime/page-needs.ts), as Auth.js derives an adapter's required methods.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import '../support/element-classes.ts';
import type { Capabilities } from '../../../adapters/contract.ts';
import { CAPABILITY_OPERATIONS, requiredOperations } from '../../../adapters/operations.ts';
import { pageNeeds } from '../../../elements/runtime/page-needs.ts';
import { WIDGET_TABLE } from '../../../elements/widget-table.ts';

/** A page holding these elements: tag and attributes. */
function page(...elements: { tag: string; attributes?: Record<string, string> }[]): ParentNode {
  return {
    querySelectorAll: (tag: string) =>
      elements.filter((element) => element.tag === tag).map(({ attributes = {} }) => ({ getAttribute: (name: string) => attributes[name] ?? null })),
  } as unknown as ParentNode;
}

/** A platform that claims every capability. */
const EVERYTHING = Object.fromEntries(Object.keys(CAPABILITY_OPERATIONS).map((flag) => [flag, true])) as unknown as Capabilities;
const PROVIDER_ONLY = { ...EVERYTHING, passwordSignIn: false } as Capabilities;
const SESSION = ['signOut', 'getProfile', 'getWallet'];

describe('the operations the elements on a page require', () => {
  it('a page with only <casino-signin> requires signIn, signOut, getProfile and getWallet (and its bank-ID sign-in)', () => {
    const required = requiredOperations(EVERYTHING, pageNeeds(page({ tag: 'casino-signin' })));
    assert.deepEqual([...required].sort(), ['signIn', ...SESSION, ...CAPABILITY_OPERATIONS.oauthSignIn].sort());
    for (const operation of CAPABILITY_OPERATIONS.kyc) assert.ok(!required.includes(operation), operation);
  });

  it('on a platform that signs players in through its own view, <casino-signin> requires openProviderView instead of signIn', () => {
    const required = requiredOperations(PROVIDER_ONLY, pageNeeds(page({ tag: 'casino-signin' })));
    assert.ok(required.includes('openProviderView'));
    assert.ok(!required.includes('signIn'));
    for (const operation of SESSION) assert.ok(required.includes(operation as never), operation);
  });

  it('<casino-account tab=verify> also requires the KYC operations; the inbox tab (the default) the inbox', () => {
    const verify = requiredOperations(EVERYTHING, pageNeeds(page({ tag: 'casino-signin' }, { tag: 'casino-account', attributes: { tab: 'verify' } })));
    for (const operation of CAPABILITY_OPERATIONS.kyc) assert.ok(verify.includes(operation), operation);
    assert.ok(!verify.includes('getMessages'));
    const inbox = requiredOperations(EVERYTHING, pageNeeds(page({ tag: 'casino-account' })));
    for (const operation of CAPABILITY_OPERATIONS.inbox) assert.ok(inbox.includes(operation), operation);
    assert.ok(!inbox.includes('uploadKycDocument'));
  });

  it('the responsible-gaming tab requires the limits, the block and self-exclusion', () => {
    const required = requiredOperations(EVERYTHING, pageNeeds(page({ tag: 'casino-account', attributes: { tab: 'responsible-gaming' } })));
    for (const operation of ['getLimits', 'setLimit', 'removeLimit', 'block', 'selfExclude'] as const) assert.ok(required.includes(operation), operation);
  });

  it('a capability the platform does not claim requires nothing: its widget hides', () => {
    const required = requiredOperations({ ...EVERYTHING, cashier: false }, pageNeeds(page({ tag: 'casino-deposit' })));
    assert.ok(!required.includes('getCashierSetup'));
    assert.ok(requiredOperations(EVERYTHING, pageNeeds(page({ tag: 'casino-deposit' }))).includes('getCashierSetup'));
  });

  it('an empty page requires only the way in and the session', () => {
    assert.deepEqual([...requiredOperations(EVERYTHING, pageNeeds(page()))].sort(), ['signIn', ...SESSION].sort());
  });
});

describe('the widget table says what each widget needs', () => {
  for (const [name, row] of Object.entries(WIDGET_TABLE)) {
    it(`${name} has its needs, each a capability or an operation`, () => {
      const needs: unknown = (row as { needs?: unknown }).needs;
      assert.ok(Array.isArray(needs) || typeof needs === 'function', `${name} has no needs`);
      const listed = typeof needs === 'function' ? (needs as (element: Element) => readonly string[])({ getAttribute: () => null } as unknown as Element) : (needs as readonly string[]);
      for (const need of listed) {
        assert.ok(Object.hasOwn(CAPABILITY_OPERATIONS, need) || need === 'signIn', `${name}: unknown need ${need}`);
      }
    });
  }
});
