// The cashier's set-up both adapters build (adapters/cashier-setup.ts): what PaymentIQ is opened with.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cashierMerchant, cashierSetup } from '../../../adapters/cashier-setup.ts';
import { isPlatformError, type CommonPlatformConfig } from '../../../adapters/contract.ts';

const config: CommonPlatformConfig = { jurisdiction: 'mga', locale: 'sv', merchantId: '100000001' };
const player = { userId: '1042', sessionId: 'cms-session', currency: 'SEK' };

describe('the cashier set-up', () => {
  it('takes the merchant and locale from the configuration and the player as the platform read them', () => {
    assert.deepEqual(cashierSetup(config, player, { kind: 'deposit' }), {
      merchantId: '100000001',
      userId: '1042',
      sessionId: 'cms-session',
      locale: 'sv',
      environment: 'production',
      channelId: 'desktop',
      providerType: '',
      method: 'deposit',
      allowCancelPendingWithdrawal: false,
      attributes: { currency: 'SEK', kind: 'deposit' },
    });
  });

  it('names PaymentIQ\'s transaction kind, and passes a preselected method, an amount, a bonus code and the cashier\'s address on', () => {
    assert.equal(cashierSetup(config, player, { kind: 'withdraw' }).method, 'withdrawal');
    assert.equal(cashierSetup(config, player, { kind: 'pay-and-play' }).method, 'deposit');
    const setup = cashierSetup({ ...config, cashierEnvironment: 'test', cashierUrl: 'https://cashier.example' }, player, { kind: 'deposit', method: 'CreditCard', amount: 0, bonusCode: 'WELCOME' });
    assert.equal(setup.environment, 'test');
    assert.equal(setup.providerType, 'CreditCard');
    // An amount of 0 is an amount; an empty bonus code is none.
    assert.equal(setup.amount, 0);
    assert.equal(setup.bonusCode, 'WELCOME');
    assert.equal(setup.baseUrl, 'https://cashier.example');
    assert.equal('bonusCode' in cashierSetup(config, player, { kind: 'deposit', bonusCode: '' }), false);
  });

  it('refuses, as a cashier error, a configuration without a merchant', () => {
    const unconfigured = { jurisdiction: 'mga', locale: 'en' } as const;
    assert.throws(() => cashierMerchant(unconfigured), (error: unknown) => isPlatformError(error, 'cashier.not-configured'));
    assert.throws(() => cashierSetup(unconfigured, player, { kind: 'deposit' }), (error: unknown) => isPlatformError(error, 'cashier.not-configured'));
  });
});
