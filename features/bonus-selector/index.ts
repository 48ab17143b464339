import type { WidgetModule } from '../toolkit/host/index.ts';
import { BonusSelectorWidget } from './bonus-selector-widget.tsx';
import { BONUS_STYLES } from './styles.ts';

const widget: WidgetModule = { component: BonusSelectorWidget, styles: BONUS_STYLES };
export default widget;
export { BonusList, type BonusListProps } from './bonus-list.tsx';
export { BONUS_STYLES } from './styles.ts';
export { BONUS_CHANGES, useBonusContent, useDepositBonuses } from './bonus-queries.ts';
export { BonusDescription } from './bonus-description.tsx';
