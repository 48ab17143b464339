import type { WidgetModule } from '../toolkit/host/index.ts';
import { BANK_ID_STYLES } from '../signin-oauth/index.ts';
import { SignInWidget } from './signin-widget.tsx';

const widget: WidgetModule = { component: SignInWidget as WidgetModule['component'], styles: BANK_ID_STYLES };
export default widget;
export { signInSchema, type SignInValues } from './signin-schema.ts';
