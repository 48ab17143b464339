// The cashier's set-up (PaymentIQ's session parameters), which both platforms fill the same way: the merchant,
// environment and base address from the configuration, the channel from the device, the transaction kind
// from the request. Only where the player and the session come from differs, so each adapter reads those.
import type { CashierRequest, CashierSetup, CommonPlatformConfig } from './contract.ts';
import { detectDevice } from './device.ts';
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

export function cashierSetup(config: CommonPlatformConfig, player: CashierPlayer, request: CashierRequest): CashierSetup {
  return {
    merchantId: cashierMerchant(config),
    userId: player.userId,
    sessionId: player.sessionId,
    locale: config.locale,
    environment: config.cashierEnvironment ?? 'production',
    channelId: detectDevice().platform,
    providerType: request.method ?? '',
    method: CASHIER_METHODS[request.kind],
    ...(request.amount !== undefined ? { amount: request.amount } : {}),
    ...(request.bonusCode ? { bonusCode: request.bonusCode } : {}),
    allowCancelPendingWithdrawal: false,
    attributes: { currency: player.currency, kind: request.kind },
    ...(config.cashierUrl ? { baseUrl: config.cashierUrl } : {}),
  };
}
