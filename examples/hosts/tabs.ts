// The account's tabs, as its `tab` attribute names them: the host pages offer them in their own select.
export const TABS = ['inbox', 'profile', 'password', 'history', 'responsible-gaming', 'bonuses', 'subscriptions', 'bonus-code', 'verify'] as const;
