import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAT_RESTART_DELAY_MS, chatIdentity, chatSettings } from '../../../features/chat/index.ts';

test('the chat is booted with the signed-in player\'s name and id, and with neither for a visitor', () => {
  assert.deepEqual(chatSettings('app-1', { userId: '42', firstName: 'Ada ', lastName: 'Lovelace' }), { app_id: 'app-1', user_id: '42', name: 'Ada Lovelace' });
  assert.deepEqual(chatSettings('app-1', { userId: '42', firstName: '', lastName: '' }), { app_id: 'app-1', user_id: '42' });
  assert.deepEqual(chatSettings('app-1', null), { app_id: 'app-1' });
});

test('a sign-in or sign-out changes who the chat knows; it restarts 500 ms later (spec 002 §9)', () => {
  assert.equal(chatIdentity(null), '');
  assert.equal(chatIdentity({ userId: '42' }), '42');
  assert.equal(CHAT_RESTART_DELAY_MS, 500);
});
