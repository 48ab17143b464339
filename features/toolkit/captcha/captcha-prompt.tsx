import { useLingui } from '@lingui/react/macro';
import { WidgetFrame } from '../../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps, type WidgetModule } from '../host/index.ts';
import { CaptchaBox } from './captcha-box.tsx';

export interface CaptchaPromptProps extends CommonWidgetProps {
  /** The site key the platform's challenge named (else the configured one). */
  siteKey: string;
  /** The player completed the captcha. */
  onToken(token: string): void;
}

/**
 * The runtime's prompt for a captcha the platform asks for on its own (the realtime router's quota
 * challenge): a dialog titled "Let us know that you are a human." with the captcha in its frame's
 * bot-protection container. Closing it (close button, Escape, backdrop) answers no token.
 */
export function CaptchaPrompt(props: CaptchaPromptProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  return (
    <WidgetFrame
      {...frame}
      title={t`Let us know that you are a human.`}
      botProtection={<CaptchaBox siteKey={props.siteKey} onToken={props.onToken} onCleared={() => undefined} />}
    />
  );
}

export const captchaPromptModule = { component: CaptchaPrompt } as unknown as WidgetModule;
