import type { WidgetModule } from '../host/index.ts';
import { SignInWidget } from './signin-widget.tsx';

const widget: WidgetModule = { component: SignInWidget };
export default widget;
export { signInSchema, type SignInValues } from './signin-schema.ts';
