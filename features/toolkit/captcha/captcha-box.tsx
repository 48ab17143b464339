import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { useAdoptedStyles, useHost } from '../host/index.ts';
import { loadCaptcha, type CaptchaWidget } from './captcha.ts';

export interface CaptchaBoxProps {
  readonly siteKey: string;
  /** The player completed the captcha: its one-time token. */
  onToken(token: string): void;
  /** The token is no longer usable (expired, or the provider failed): the player completes it again. */
  onCleared(): void;
  /** The message beside it ("Let us know that you are a human."). */
  readonly error?: string | undefined;
  /** Changed to clear the completed captcha (after an answer: tokens are one-time). */
  readonly resetKey?: number;
  /** Changed to move focus to the message (a submit refused for want of a completed captcha). */
  readonly focusKey?: number;
}

/**
 * A captcha in the widget frame's bot-protection container. The provider renders into an element of the
 * widget's light DOM, slotted into the container: reCAPTCHA's challenge frame finds its checkbox frame through
 * `window.frames`, which lists no frame inside a shadow root, so a captcha rendered in the shadow root shows
 * but its challenge never completes. The sandbox's stand-in works in either place.
 */
export function CaptchaBox({ siteKey, onToken, onCleared, error, resetKey, focusKey }: CaptchaBoxProps) {
  const host = useHost();
  useAdoptedStyles(CAPTCHA_STYLES);
  const slot = `casino-captcha-${useId().replace(/[^\w-]/g, '')}`;
  const errorId = useId();
  const message = useRef<HTMLParagraphElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const callbacks = useRef({ onToken, onCleared });
  callbacks.current = { onToken, onCleared };
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const scriptUrl = host.captcha?.scriptUrl;
  const trustedOrigins = host.captcha?.trustedOrigins;

  useEffect(() => {
    const box = document.createElement('div');
    box.slot = slot;
    box.className = 'casino-captcha';
    host.element.append(box);
    let current = true;
    setState('loading');
    loadCaptcha({ scriptUrl, trustedOrigins, nonce: host.element.nonce || undefined }).then(
      (provider) => {
        if (!current) return;
        const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
        widget.current = provider.render(box, {
          siteKey,
          theme: dark ? 'dark' : 'light',
          onToken: (token) => callbacks.current.onToken(token),
          onExpired: () => callbacks.current.onCleared(),
          onError: () => callbacks.current.onCleared(),
        });
        setState('ready');
      },
      (reason: unknown) => {
        if (!current) return;
        console.error(reason);
        setState('failed');
      },
    );
    return () => {
      current = false;
      widget.current = null;
      box.remove();
    };
  }, [host.element, slot, siteKey, scriptUrl, trustedOrigins, attempt]);

  useEffect(() => {
    if (resetKey) widget.current?.reset();
  }, [resetKey]);

  useEffect(() => {
    if (!focusKey || !message.current) return;
    message.current.scrollIntoView({ block: 'nearest' });
    message.current.focus({ preventScroll: true });
  }, [focusKey]);

  return (
    <div className={['captcha', error ? 'invalid' : null].filter(Boolean).join(' ')} part="captcha" aria-busy={state === 'loading' || undefined}>
      {error && <p id={errorId} ref={message} className="error" part="field-error" role="alert" tabIndex={-1}>{error}</p>}
      {state === 'loading' && <span className="spinner" aria-hidden="true" />}
      {state === 'failed' && (
        <p className="captcha-failed">
          <Trans>Something went wrong</Trans>{' '}
          <Button variant="link" onClick={() => setAttempt((count) => count + 1)}><Trans>Try again</Trans></Button>
        </p>
      )}
      <slot name={slot} />
    </div>
  );
}

export const CAPTCHA_STYLES = /* css */ `
.bot-protection:has(.captcha) { margin-top: var(--_space-4); }
.captcha { display: grid; gap: var(--_space-2); justify-items: start; }
.captcha .error { margin: 0; color: var(--_error); font-size: var(--_text-hint); outline-offset: var(--_focus-offset); }
.captcha-failed { margin: 0; }
`;
