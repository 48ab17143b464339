import { BonusList as List, BONUS_STYLES } from '../bonus-selector/index.ts';
import { withAdoptedStyles } from '../toolkit/host/index.ts';

// The bonus list a deposit shows when the player has bonuses to choose from: a chunk the deposit loads only then
// (deposit-widget.tsx), with its styles (adopted before it paints), and without the bonus selector's own widget,
// which a deposit never renders.
export const BonusList = withAdoptedStyles(List, BONUS_STYLES);
