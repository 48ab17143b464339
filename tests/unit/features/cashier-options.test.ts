// The cashier's remaining options (spec 002 §3.1, §3.2, §7.1): from the configuration's cashierOptions, through
// the set-up both adapters build, into the cashier's address.
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { cashierOptionsSetup, cashierSetup } from '../../../adapters/cashier-setup.ts';
import type { CommonPlatformConfig } from '../../../adapters/contract.ts';
import { buildCashierUrl, cashierConfigOf } from '../../../features/cashier/protocol.ts';

const player = { userId: '1042', sessionId: 'cms-session', currency: 'SEK' };
const config: CommonPlatformConfig = {
  jurisdiction: 'mga',
  locale: 'sv',
  merchantId: '100000001',
  cashierOptions: {
    font: 'Roboto',
    containerWidth: '600px',
    containerHeight: '100%',
    containerMinHeight: '480px',
    useExperimentalCdn: true,
    didAccessToken: 'did-token',
    userData: { segment: 'vip', level: 3 },
    theme: { buttons: { color: '#123456' }, input: { height: '40px' } },
    autoProcess: true,
    predefinedAmounts: [10, 20, 50],
    css: '.header { display: none; }',
  },
};

function queryOf(setup: ReturnType<typeof cashierSetup>): URLSearchParams {
  const { url } = buildCashierUrl(new URL('https://test-api.paymentiq.io'), cashierConfigOf(setup, null), 'https://casino.example/deposit');
  return new URL(url).searchParams;
}

describe('the cashier options', () => {
  it('carries every option of the configuration into the set-up', () => {
    const setup = cashierSetup(config, player, { kind: 'deposit' });
    assert.equal(setup.font, 'Roboto');
    assert.equal(setup.containerWidth, '600px');
    assert.equal(setup.containerHeight, '100%');
    assert.equal(setup.containerMinHeight, '480px');
    assert.equal(setup.useExperimentalCdn, true);
    assert.equal(setup.didAccessToken, 'did-token');
    assert.deepEqual(setup.userData, { segment: 'vip', level: 3 });
    assert.deepEqual(setup.theme, { buttons: { color: '#123456' }, input: { height: '40px' } });
    assert.equal(setup.autoProcess, true);
    assert.deepEqual(setup.settings, { css: '.header { display: none; }', predefinedAmounts: [10, 20, 50] });
  });

  it('flattens them into the address: theme_{group}_{key}, dotted objects and lists; no min height and no css', () => {
    const query = queryOf(cashierSetup(config, player, { kind: 'deposit' }));
    assert.equal(query.get('font'), 'Roboto');
    assert.equal(query.get('containerWidth'), '600px');
    assert.equal(query.get('containerHeight'), '100%');
    assert.equal(query.get('useExperimentalCdn'), 'true');
    assert.equal(query.get('didAccessToken'), 'did-token');
    assert.equal(query.get('userData.segment'), 'vip');
    assert.equal(query.get('userData.level'), '3');
    assert.equal(query.get('theme_buttons_color'), '#123456');
    assert.equal(query.get('theme_input_height'), '40px');
    assert.equal(query.get('autoProcess'), 'true');
    assert.deepEqual([query.get('predefinedAmounts.0'), query.get('predefinedAmounts.1'), query.get('predefinedAmounts.2')], ['10', '20', '50']);
    assert.equal(query.has('containerMinHeight'), false);
    assert.equal(query.has('css'), false);
    assert.equal(query.has('settings'), false);
    assert.equal([...query.keys()].at(-1), 'attributes.bootstrapVersion');
  });

  it('leaves out what is not configured: the address is as before', () => {
    const query = queryOf(cashierSetup({ ...config, cashierOptions: undefined }, player, { kind: 'deposit' }));
    for (const key of ['font', 'containerWidth', 'containerHeight', 'useExperimentalCdn', 'didAccessToken', 'autoProcess', 'predefinedAmounts.0']) {
      assert.equal(query.has(key), false, key);
    }
    assert.equal([...query.keys()].some((key) => key.startsWith('theme_') || key.startsWith('userData.')), false);
    assert.deepEqual(cashierOptionsSetup({}), {});
  });

  it('sends autoProcess and useExperimentalCdn when false too', () => {
    const query = queryOf(cashierSetup({ ...config, cashierOptions: { autoProcess: false, useExperimentalCdn: false } }, player, { kind: 'deposit' }));
    assert.equal(query.get('autoProcess'), 'false');
    assert.equal(query.get('useExperimentalCdn'), 'false');
  });

  it('drops a size that is not a CSS length, with a warning, and amounts that are not positive', () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const setup = cashierOptionsSetup({ containerHeight: '100%; background: url(x)', containerWidth: 'calc(1px)', predefinedAmounts: [10, -5, Number.NaN] });
      assert.equal(setup.containerHeight, undefined);
      assert.equal(setup.containerWidth, undefined);
      assert.deepEqual(setup.settings, { predefinedAmounts: [10] });
      assert.equal(warn.mock.callCount(), 2);
    } finally {
      warn.mock.restore();
    }
  });
});
