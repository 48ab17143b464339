import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import '../support/element-classes.ts';
import { QUERY_TRIGGERS } from '../../../elements/runtime/query-trigger-table.ts';
import { resolveMessageKind } from '../../../features/message/messages.ts';

/** The first trigger the address matches, as the entry script picks it. */
function triggered(search: string) {
  const params = new URLSearchParams(search);
  const row = QUERY_TRIGGERS.find((trigger) => trigger.requires.every((name) => params.get(name)));
  return row && { widget: row.widget, props: row.props(params) };
}

describe('payment-status: the payment provider\'s return opens a message (spec 002 §2.1)', () => {
  test('?payment-status= opens the message with the status', () => {
    assert.deepEqual(triggered('?payment-status=success'), { widget: 'message', props: { kind: 'payment-success' } });
  });
  test('an empty status opens nothing', () => assert.equal(triggered('?payment-status='), undefined));
  test('the provider\'s words name the message, whatever their case', () => {
    for (const [status, kind] of [
      ['success', 'payment-success'], ['APPROVED', 'payment-success'], ['pending', 'payment-pending'],
      ['failed', 'payment-failed'], ['declined', 'payment-failed'], ['cancelled', 'payment-cancelled'], ['canceled', 'payment-cancelled'],
    ] as const) {
      assert.equal(resolveMessageKind(triggered(`?payment-status=${status}`)?.props['kind'] as string), kind, status);
    }
  });
  test('a status no row names is the neutral message, never the welcome', () => {
    for (const status of ['weird', 'constructor', '__proto__', 'unknown']) {
      assert.equal(resolveMessageKind(triggered(`?payment-status=${status}`)?.props['kind'] as string), 'payment-unknown', status);
    }
  });
  test('other kinds are as before', () => {
    assert.equal(resolveMessageKind('activate'), 'activate');
    assert.equal(resolveMessageKind(undefined), 'welcome');
    assert.equal(resolveMessageKind('nonsense'), 'welcome');
  });
});
