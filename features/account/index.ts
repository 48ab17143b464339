import type { WidgetModule } from '../toolkit/host/index.ts';
import { INBOX_STYLES } from '../inbox/index.ts';
import { PARTS_STYLES } from '../../ui/parts-styles.ts';
import { AccountWidget, type AccountWidgetProps } from './account-widget.tsx';
import { ACCOUNT_STYLES } from './account-styles.ts';

const widget: WidgetModule<AccountWidgetProps> = { component: AccountWidget, styles: PARTS_STYLES + INBOX_STYLES + ACCOUNT_STYLES };
export default widget;
export { ACCOUNT_STYLES } from './account-styles.ts';
export { ACCOUNT_TABS, availableTabs, resolveTab, type AccountTab } from './tabs.ts';
