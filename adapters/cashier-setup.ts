// The cashier's set-up (PaymentIQ's session parameters), which both platforms fill the same way: the merchant,
// environment and base address from the configuration, the channel from the device, the transaction kind
// from the request. Only where the player and the session come from differs, so each adapter reads those.
import type { CashierOptions, CashierRequest, CashierSetup, CommonPlatformConfig } from './contract.ts';
import { devicePlatform } from './device-platform.ts';
import { platformError } from './errors.ts';

/** PaymentIQ's transaction kinds (the cashier's `method`). */
const CASHIER_METHODS = { deposit: 'deposit', withdraw: 'withdrawal', 'pay-and-play': 'deposit' } as const satisfies Record<CashierRequest['kind'], string>;

/** The configured merchant; checked before anything is asked of the platform. */
export function cashierMerchant(config: CommonPlatformConfig): string {
  if (!config.merchantId) {
    throw platformError('cashier', 'not-configured', {
      message: 'The cashier needs a merchant id: <casino-platform merchant-id="..."> or configure({ merchantId }).',
    });
  }
  return config.merchantId;
}

/** The player as the platform knows them: its id, the session the cashier is opened with, the wallet's currency. */
export interface CashierPlayer {
  userId: string;
  sessionId: string;
  currency: string;
}

/** A CSS length the frame may take (`100%`, `600px`, `80vh`); anything else is dropped with a warning. */
const CSS_LENGTH = /^\d{1,5}(\.\d{1,3})?(px|%|vh|vw|dvh|svh|em|rem)$/;

function length(name: string, value: string | undefined): { [key: string]: string } {
  if (value === undefined || value === '') return {};
  const text = String(value).trim();
  if (CSS_LENGTH.test(text)) return { [name]: text };
  console.warn(`[casino-elements] cashier: cashierOptions.${name} is not a CSS length (such as 100% or 600px) and is ignored.`);
  return {};
}

/** The configuration's cashier options as the set-up carries them; what is not given stays out. */
export function cashierOptionsSetup(options: CashierOptions | undefined): Partial<CashierSetup> {
  if (!options) return {};
  const settings = {
    ...(options.css ? { css: options.css } : {}),
    ...(options.predefinedAmounts?.length ? { predefinedAmounts: options.predefinedAmounts.filter((n) => Number.isFinite(n) && n > 0) } : {}),
  };
  return {
    ...(options.font ? { font: options.font } : {}),
    ...(options.useExperimentalCdn !== undefined ? { useExperimentalCdn: options.useExperimentalCdn } : {}),
    ...(options.didAccessToken ? { didAccessToken: options.didAccessToken } : {}),
    ...(options.userData ? { userData: options.userData } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.autoProcess !== undefined ? { autoProcess: options.autoProcess } : {}),
    ...(Object.keys(settings).length ? { settings } : {}),
    ...length('containerWidth', options.containerWidth),
    ...length('containerHeight', options.containerHeight),
    ...length('containerMinHeight', options.containerMinHeight),
  };
}

export function cashierSetup(config: CommonPlatformConfig, player: CashierPlayer, request: CashierRequest): CashierSetup {
  return {
    ...cashierOptionsSetup(config.cashierOptions),
    merchantId: cashierMerchant(config),
    userId: player.userId,
    sessionId: player.sessionId,
    locale: config.locale,
    environment: config.cashierEnvironment ?? 'production',
    channelId: devicePlatform(),
    providerType: request.method ?? '',
    method: CASHIER_METHODS[request.kind],
    ...(request.amount !== undefined ? { amount: request.amount } : {}),
    ...(request.bonusCode ? { bonusCode: request.bonusCode } : {}),
    allowCancelPendingWithdrawal: false,
    attributes: { currency: player.currency, kind: request.kind },
    ...(config.cashierUrl ? { baseUrl: config.cashierUrl } : {}),
  };
}
