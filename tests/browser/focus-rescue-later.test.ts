import { expect } from '@esm-bundle/chai';
import { rescueLostFocusLater } from '../../elements/runtime/focus-rescue-later.ts';
import { until } from './support/page.ts';

// The focus rescue is a chunk fetched once a widget has painted, or at the first focus in it (elements/runtime/focus-rescue-later.ts):
// a control the keyboard focused while it was on its way is still looked after once it is here.
describe('the focus rescue, started by the first focus', () => {
  it('moves focus on from a control focused before its chunk arrived, when that control leaves', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<button type="button">One</button><button type="button">Two</button><button type="button">Three</button>';
    const [one, two, three] = Array.from(root.querySelectorAll('button'));
    const stop = rescueLostFocusLater(root);
    try {
      two!.focus();
      // The same module the rescue imports: once it is here, the rescue has started (a task later).
      await import('../../elements/runtime/focus-rescue.ts');
      await new Promise((resolve) => setTimeout(resolve));
      expect(one).to.not.equal(undefined);
      two!.remove();
      await until(() => root.activeElement === three, 'focus on what Tab reaches from where Two was');
    } finally {
      stop();
      host.remove();
    }
  });
});
