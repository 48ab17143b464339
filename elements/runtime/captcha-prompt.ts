import type { CaptchaChallenge } from '../../adapters/contract.ts';
import { loadHost } from './modal.ts';
import { registry } from './platform-access.ts';

/** The prompt's element: not a library element (no definition, nothing in the manifest), a host for the dialog. */
const TAG = 'casino-captcha-prompt';

let pending: Promise<string> | null = null;

/** The player closed the captcha's dialog without completing it. */
export class CaptchaDismissedError extends Error {
  override readonly name = 'CaptchaDismissedError';
}

/**
 * The runtime's prompt for a platform-initiated captcha (`PlatformContext.solveCaptcha`): a dialog on the page's
 * modal host, titled "Let us know that you are a human.", with the captcha inside. Resolves with the token;
 * rejects when the player closes it (or another dialog takes its place). Challenges asked for while one is
 * shown share it.
 */
export function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  pending ??= prompt(challenge.siteKey ?? registry.config.captchaSiteKey ?? '').finally(() => {
    pending = null;
  });
  return pending;
}

async function prompt(siteKey: string): Promise<string> {
  const [host, { mountWidget }, { captchaPromptModule }] = await Promise.all([
    loadHost(),
    import('./mount.tsx'),
    import('../../features/toolkit/captcha/index.ts'),
  ]);
  const element = host.open(TAG, {});
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let swapped: MutationObserver | null = null;
    const finish = (token: string | null) => {
      if (settled) return;
      settled = true;
      swapped?.disconnect();
      if (token === null) reject(new CaptchaDismissedError('The player closed the captcha.'));
      else resolve(token);
    };
    const mounted = mountWidget({
      shadowRoot,
      element,
      states: new Set<string>(),
      widget: 'captcha-prompt',
      module: captchaPromptModule,
      props: {
        siteKey,
        noReady: true,
        onToken: (token: string) => {
          finish(token);
          if (host.controllerOf(element)) host.close();
        },
      },
    });
    element.addEventListener('casino-close', () => {
      finish(null);
      mounted.unmount();
    }, { once: true });
    // Another dialog swapped into the overlay replaces this one without closing it.
    const parent = element.parentNode;
    if (parent) {
      swapped = new MutationObserver(() => {
        if (element.parentNode === parent) return;
        finish(null);
        mounted.unmount();
      });
      swapped.observe(parent, { childList: true });
    }
  });
}
