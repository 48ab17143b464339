import type { WidgetModule } from '../toolkit/host/index.ts';
import { SIGN_UP_STYLES } from '../signup/index.ts';
import { SignUpTokenWidget } from './signup-token-widget.tsx';

const widget: WidgetModule = { component: SignUpTokenWidget as WidgetModule['component'], styles: SIGN_UP_STYLES };
export default widget;
