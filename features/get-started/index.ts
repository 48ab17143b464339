import type { WidgetModule } from '../toolkit/host/index.ts';
import { SIGN_UP_STYLES } from '../signup/index.ts';
import { GetStartedWidget } from './get-started-widget.tsx';

const widget: WidgetModule = { component: GetStartedWidget as WidgetModule['component'], styles: SIGN_UP_STYLES };
export default widget;
export {
  AUTO_SUBMIT_DELAY_MS, isCompleteOtp, OTP_LENGTH, outcomeOfOtp, prefillFromPlayerInfo, readSmsCode, RESEND_LOCK_MS,
  type IdentifyOutcome,
} from './otp.ts';
