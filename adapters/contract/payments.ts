// Part of the platform contract (adapters/contract.ts, its one entry): Payments: the cashier set-up.

export type CashierKind = 'deposit' | 'withdraw' | 'pay-and-play';

export interface CashierRequest {
  kind: CashierKind;
  method?: string;
  amount?: number;
  bonusCode?: string;
}

/** What `<casino-cashier>` needs to load the payment cashier (spec 002 §3.2). */
export interface CashierSetup {
  merchantId: string;
  userId: string;
  sessionId: string;
  locale: string;
  environment: string;
  channelId: string;
  providerType: string;
  method?: string;
  amount?: number;
  bonusCode?: string;
  autoProcess?: boolean;
  allowCancelPendingWithdrawal: boolean;
  /** Flattened into `attributes.{name}` by the cashier element. */
  attributes?: Readonly<Record<string, string | number | boolean>>;
  settings?: { css?: string; predefinedAmounts?: readonly number[] };
  /** The font, CDN, identity token, operator data and theme of the configuration's `cashierOptions`. */
  font?: string;
  useExperimentalCdn?: boolean;
  didAccessToken?: string;
  userData?: Readonly<Record<string, string | number | boolean>>;
  theme?: Readonly<Record<string, Readonly<Record<string, string | number | boolean>>>>;
  /** The frame's size in its container (CSS lengths); width and height are also sent to the cashier. */
  containerWidth?: string;
  containerHeight?: string;
  containerMinHeight?: string;
  /** The cashier's base address when the configuration overrides the environment's (`cashierUrl`). */
  baseUrl?: string;
}

/** The payment cashier (area cashier). Operations a platform lacks are absent. */
export interface PaymentOperations {
  /** The payment cashier's configuration for a deposit, withdrawal or pay-and-play. */
  getCashierSetup?(request: CashierRequest): Promise<CashierSetup>;
}
