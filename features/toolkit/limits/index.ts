export { LimitsPanel, type LimitsPanelProps } from './limits-panel.tsx';
export { LIMITS_STYLES } from './styles.ts';
export { LIMIT_CHANGES } from './limit-form.tsx';
export { formatMinutes } from './format.ts';
export {
  BLOCKED_KEYS, blockOptions, blockPeriodLabel, canRemove, enabledKinds, findLimit, fromStored, LIMIT_KINDS, limitAmountSchema,
  limitChangeTiming, prefillFromDaily, resolveKind, sessionChoices, TIME_ENTRY, toStored, type LimitKind, type LimitKindId, type LimitUnit,
} from './rules.ts';
