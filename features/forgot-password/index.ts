import type { WidgetModule } from '../toolkit/host/index.ts';
import { ForgotPasswordWidget } from './forgot-password-widget.tsx';

const widget: WidgetModule = { component: ForgotPasswordWidget };
export default widget;
