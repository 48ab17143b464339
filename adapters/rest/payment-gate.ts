// One area of the adapter (adapters/rest/index.ts) for the payment widgets' first reads: the deposit bonuses, the
// product blocks and the cashier's set-up (payments.ts) with the limits (responsible-gaming-limits.ts), which the
// payment gate reads beside them. One file rather than two, each loaded by every payment widget.
export * from './payments.ts';
export * from './responsible-gaming-limits.ts';
