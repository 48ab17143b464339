import { expect } from '@esm-bundle/chai';
import { nextEvent, place, resetAll, until } from './support/page.ts';
import { iframeOf, signInAs, useSandboxCashier } from './support/payments.ts';

describe('<casino-cashier> with the configuration\'s cashier options', () => {
  beforeEach(async () => {
    await resetAll();
  });

  it('opens the cashier with them on the wire (the frame\'s src) and sizes the frame by them', async () => {
    await useSandboxCashier({
      cashierOptions: {
        font: 'Roboto',
        containerWidth: '90%',
        containerMinHeight: '480px',
        useExperimentalCdn: true,
        didAccessToken: 'did-token',
        userData: { segment: 'vip' },
        theme: { buttons: { color: '#123456' } },
        autoProcess: true,
        predefinedAmounts: [10, 20],
        css: '.header { display: none; }',
      },
    });
    await signInAs('player@example.com');
    const loaded = nextEvent(document, 'casino-cashier-init-load'); // heard from before the element is placed
    const host = await place('casino-cashier', { kind: 'deposit' });
    const frame = await until(() => iframeOf(host), 'the cashier iframe');
    const src = new URL(frame.src);
    expect(src.searchParams.get('font')).to.equal('Roboto');
    expect(src.searchParams.get('containerWidth')).to.equal('90%');
    expect(src.searchParams.get('useExperimentalCdn')).to.equal('true');
    expect(src.searchParams.get('didAccessToken')).to.equal('did-token');
    expect(src.searchParams.get('userData.segment')).to.equal('vip');
    expect(src.searchParams.get('theme_buttons_color')).to.equal('#123456');
    expect(src.searchParams.get('autoProcess')).to.equal('true');
    expect([src.searchParams.get('predefinedAmounts.0'), src.searchParams.get('predefinedAmounts.1')]).to.deep.equal(['10', '20']);
    expect(src.searchParams.has('containerMinHeight')).to.equal(false);
    expect(src.searchParams.has('css')).to.equal(false);
    await loaded;
    await until(() => frame.style.minHeight === '480px', 'the frame sized by the options');
    expect(frame.style.width).to.equal('90%');
    expect(frame.style.height).to.equal('100%');
  });

  it('fills its container by default, never shorter than the height the cashier reports', async () => {
    // The page's configuration outlives the test before: no options.
    await useSandboxCashier({ cashierOptions: {} });
    await signInAs('player@example.com');
    const host = await place('casino-cashier', { kind: 'deposit' });
    const frame = await until(() => iframeOf(host), 'the cashier iframe');
    expect(new URL(frame.src).searchParams.has('font')).to.equal(false);
    await until(() => frame.style.width === '100%' && frame.style.height === '100%', 'the frame filling its container');
    await until(() => frame.style.minHeight === `${frame.getAttribute('height') ?? ''}px`, 'the reported height as the least height');
  });

  it('a set-up that fails is the host\'s casino-error and the player\'s notice, not swallowed', async () => {
    // Configured before the sign-in: a cashier moved to another origin afterwards takes the session with it.
    window.casino.configure({ cashierUrl: 'javascript:alert(1)' });
    await signInAs('player@example.com');
    const host = document.createElement('casino-cashier');
    const failed = nextEvent(host, 'casino-error');
    document.body.append(host);
    const event = await failed;
    expect((event.detail as { message: string }).message).to.equal('Something went wrong.');
    await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the notice');
    expect(iframeOf(host)).to.equal(null);
  });
});
