/** The bonuses tab's styles: adopted with its panel (features/account/account-widget.tsx), not in the account's first render. */
export const BONUSES_STYLES = /* css */ `
.bonuses { display: grid; gap: var(--_space-4); }
.bonus-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-3); }
.bonus { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); padding: 14px; }
.bonus article { display: grid; gap: 10px; }
.bonus-head { display: flex; justify-content: space-between; align-items: flex-start; gap: var(--_space-3); }
.bonus-name { margin: 0; font-size: var(--_text-large); }
.bonus-html p { margin: 0; }
.bonus-description { margin: 0; }
.bonus-description.rich-text > :first-child { margin-top: 0; }
.bonus-description.rich-text > :last-child { margin-bottom: 0; }
.bonus-description.rich-text :is(p, ul, ol) { margin: 0 0 var(--_space-2); }
.bonus-description.rich-text img { max-width: 100%; height: auto; }
.bonus-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 6px var(--_space-3); margin: 0; }
.bonus-facts dt { color: var(--_muted); font-size: var(--_text-xsmall); }
.bonus-facts dd { margin: 0; }
.wagering { display: grid; gap: var(--_space-1); }
.wagering progress { width: 100%; height: 10px; accent-color: var(--_accent); }
.bonus-countdown { margin: 0; }
@container (max-width: 480px) {
  .bonus-head { flex-direction: column; }
}
`;
