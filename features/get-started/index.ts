import type { WidgetModule } from '../toolkit/host/index.ts';
import { SIGN_UP_STYLES } from '../signup/index.ts';
import { GetStartedWidget } from './get-started-widget.tsx';

/** The code's field (ui/otp-field.tsx, a fieldset of digits), which the sign-up's first step does not show. */
const GET_STARTED_STYLES = SIGN_UP_STYLES + /* css */ `
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: var(--_space-2); font-weight: var(--_weight-medium); }
.otp { display: flex; gap: var(--_space-2); }
.otp input { width: 52px; min-height: 56px; text-align: center; font-size: 1.5rem; padding: 0; }
`;

const widget: WidgetModule = { component: GetStartedWidget as WidgetModule['component'], styles: GET_STARTED_STYLES };
export default widget;
export {
  AUTO_SUBMIT_DELAY_MS, isCompleteOtp, OTP_LENGTH, outcomeOfOtp, prefillFromPlayerInfo, readSmsCode, RESEND_LOCK_MS,
  type IdentifyOutcome,
} from './otp.ts';
