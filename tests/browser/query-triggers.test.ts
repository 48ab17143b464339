import { expect } from '@esm-bundle/chai';
import { QUERY_TRIGGERS, runQueryTriggers } from '../../elements/query-triggers.ts';
import { closeModal } from '../../elements/modal.ts';
import { resetAll, until } from './support/page.ts';

describe('query-string triggers', () => {
  const rows = QUERY_TRIGGERS.length;
  beforeEach(resetAll);
  afterEach(() => {
    QUERY_TRIGGERS.splice(rows);
    closeModal();
    history.replaceState(null, '', location.pathname);
  });

  it('opens the first matching widget prefilled and takes its parameters out of the address', async () => {
    QUERY_TRIGGERS.push({ widget: 'message', requires: ['notice'], optional: ['secret'], props: (params) => ({ kind: params.get('notice') }) });
    history.replaceState(null, '', `${location.pathname}?notice=activation-complete&secret=abc&keep=1`);
    expect(runQueryTriggers()).to.equal(true);
    const message = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the message');
    expect(message.getAttribute('kind')).to.equal('activation-complete');
    expect(location.search).to.equal('?keep=1');
  });

  it('does nothing when a required parameter is missing or empty', () => {
    QUERY_TRIGGERS.push({ widget: 'message', requires: ['notice', 'code'], props: () => ({}) });
    history.replaceState(null, '', `${location.pathname}?notice=welcome&code=`);
    expect(runQueryTriggers()).to.equal(false);
    expect(document.querySelector('casino-modal')).to.equal(null);
    expect(location.search).to.equal('?notice=welcome&code=');
  });
});
