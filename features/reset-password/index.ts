import type { WidgetModule } from '../toolkit/host/index.ts';
import { ResetPasswordWidget, type ResetPasswordProps } from './reset-password-widget.tsx';

const widget: WidgetModule<ResetPasswordProps> = { component: ResetPasswordWidget };
export default widget;
export { resetSchema, type ResetValues } from './reset-schema.ts';
