// Runs inside tests/browser/strict-csp.html (strict CSP, Trusted Types required): every violation the page
// reports is kept, and the sanitizer's outputs are exposed so the test can feed them the corpora the way the
// widgets do (Trusted HTML into an element of a shadow root, as SafeHtml; the text, as the message notice).
import { sanitizedText, trustedHtml } from '../../../ui/sanitize.ts';

const reports: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));

const host = document.createElement('div');
document.body.append(host);
const root = host.attachShadow({ mode: 'open' });

Object.assign(window, {
  strictCsp: {
    reports,
    /** One vector through every output: rendered as SafeHtml renders it, and read as text. */
    render(html: string): void {
      const slot = document.createElement('div');
      slot.innerHTML = trustedHtml(html) as unknown as string;
      root.replaceChildren(slot);
      sanitizedText(html);
    },
  },
});
