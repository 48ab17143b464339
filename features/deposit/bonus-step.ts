// The bonus list a deposit shows when the player has bonuses to choose from: a chunk the deposit loads only then
// (deposit-widget.tsx), and without the bonus selector's own widget, which a deposit never renders.
export { BonusList } from '../bonus-selector/index.ts';
