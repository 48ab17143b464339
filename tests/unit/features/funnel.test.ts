import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { depositSucceeded, FUNNEL_STEPS, type FunnelDetail } from '../../../features/toolkit/events/index.ts';
import { DATA_LAYER_FIELDS, dataLayerEntry } from '../../../elements/runtime/analytics-bridge.ts';

describe('the funnel (casino-funnel) and its data-layer entries', () => {
  test('an entry is GTM\'s shape: event casino_<name> and flat snake_case fields', () => {
    assert.deepEqual(dataLayerEntry({ name: 'sign-up-step-shown', widget: 'signup', step: 'personal', stepNumber: 2, stepCount: 8 }), {
      event: 'casino_sign_up_step_shown', casino_widget: 'signup', casino_step: 'personal', casino_step_number: 2, casino_step_count: 8,
    });
    assert.deepEqual(dataLayerEntry({ name: 'limit-set', widget: 'account', limitType: 'deposit', period: 'daily' }), {
      event: 'casino_limit_set', casino_widget: 'account', casino_limit_type: 'deposit', casino_limit_period: 'daily',
    });
  });

  test('passes on only its named fields: whatever else a detail carries (personal or nested) stays out', () => {
    const grown = {
      name: 'deposit-succeeded', widget: 'deposit', amount: 25, currency: 'EUR',
      email: 'jane@example.com', userId: 'p-1', sessionId: 's-1', firstName: 'Jane', payload: { txRefId: 't-1' },
    } as FunnelDetail;
    assert.deepEqual(dataLayerEntry(grown), { event: 'casino_deposit_succeeded', casino_widget: 'deposit', value: 25, currency: 'EUR' });
  });

  test('a deposit\'s success gives its amount and an ISO currency, never its reference or payload', () => {
    assert.deepEqual(depositSucceeded('deposit', { amount: 50, currency: 'SEK', txRefId: 'tx-9', payload: { user: 'jane@example.com' } }), {
      name: 'deposit-succeeded', widget: 'deposit', amount: 50, currency: 'SEK',
    });
    assert.deepEqual(depositSucceeded('deposit', { amount: Number.NaN, currency: 'jane@example.com' }), { name: 'deposit-succeeded', widget: 'deposit' });
  });

  test('docs/integration.md lists every step and every data-layer field', () => {
    const docs = readFileSync(new URL('../../../docs/integration.md', import.meta.url), 'utf8');
    const section = docs.slice(docs.indexOf('### Analytics'), docs.indexOf('## 7.'));
    for (const name of Object.keys(FUNNEL_STEPS)) assert.match(section, new RegExp(`\\| \`${name}\` \\|`), `${name} has its row`);
    for (const field of Object.values(DATA_LAYER_FIELDS)) assert.ok(section.includes(`\`${field}\``), `${field} is named`);
  });
});
