import type { WidgetModule } from '../toolkit/host/index.ts';
import { SignInOAuthWidget } from './signin-oauth-widget.tsx';
import { BANK_ID_STYLES } from './styles.ts';

const widget: WidgetModule = { component: SignInOAuthWidget as WidgetModule['component'], styles: BANK_ID_STYLES };
export default widget;
export { SignInOAuthWidget, type BankIdSettings, type SignInOAuthWidgetProps } from './signin-oauth-widget.tsx';
export { BankIdPanel } from './bank-id-panel.tsx';
export { useBankId, type BankId, type BankIdOptions, type BankIdPhase } from './use-bank-id.ts';
export { BANK_ID_STYLES } from './styles.ts';
export { useBankIdSignIn } from './use-bank-id-sign-in.ts';
export { SignInBankId, BANK_ID_TEXTS } from './signin-bank-id.tsx';
