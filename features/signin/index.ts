import type { WidgetModule } from '../toolkit/host/index.ts';
import { SignInWidget } from './signin-widget.tsx';

// The bank-ID sign-in (SGA) brings its styles with it (signin-widget.tsx).
const widget: WidgetModule = { component: SignInWidget as WidgetModule['component'] };
export default widget;
// Its rules are not re-exported: they and valibot load once the form has painted (signin-widget.tsx).
export type { SignInValues } from './signin-schema.ts';
