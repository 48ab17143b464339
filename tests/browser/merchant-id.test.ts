import { expect } from '@esm-bundle/chai';
import { axeViolations, nextEvent, resetAll, until } from './support/page.ts';
import { iframeOf, signInAs } from './support/payments.ts';

describe('a payment widget on a page that names no merchant-id', () => {
  beforeEach(resetAll);

  it('says payments are not set up and names the merchant-id, rather than "Something went wrong"', async () => {
    await signInAs('player@example.com');
    const host = document.createElement('casino-deposit');
    const error = nextEvent(host, 'casino-error', 8000);
    document.body.append(host);
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the notice', 8000);
    expect(alert.textContent).to.contain('Payments are not set up on this page: its configuration has no merchant-id.');
    expect(alert.textContent).not.to.contain('Something went wrong');
    expect((await error).detail.key).to.equal('cashier.not-configured');
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
