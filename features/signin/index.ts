import type { WidgetModule } from '../host/index.ts';
import { SignInWidget } from './signin-widget.tsx';

const widget: WidgetModule = { component: SignInWidget };
export default widget;
export { followUpAfterSignIn, TERMS_DELAY_MS } from './follow-up.ts';
export { signInSchema, type SignInValues } from './signin-schema.ts';
