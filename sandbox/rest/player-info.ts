// PlayerInfo exactly as the reference's public client types it. Optional fields the sandbox has
// no value for are left out rather than sent as null.
import type { Player } from '../state.ts';

export function toPlayerInfo(player: Player): Record<string, unknown> {
  return {
    Id: player.id,
    Email: player.email,
    FirstName: player.firstName,
    LastName: player.lastName,
    BirthDate: player.birthDate,
    Gender: player.gender,
    Address1: player.address1,
    City: player.city,
    Zip: player.zip,
    Country: player.country,
    MobilePhoneNumber: player.mobilePhoneNumber,
    Currency: player.currency,
    Language: player.language,
    Jurisdiction: player.jurisdiction,
    // The front end needs every required sign-up field present, which every seeded player has.
    IsComplete: true,
    // The platform's "verified" is the e-mail activation, not KYC (that is SowStatus and /kyc).
    IsVerified: player.emailVerified,
    DepositCount: player.depositCount,
    WithdrawalCount: player.withdrawalCount,
    Level: player.level,
    SowStatus: player.sowStatus,
    TacVersionAccepted: player.tacVersionAccepted,
    // Not in the public client: an operator's backend adds the fields it locked (spec 002 §3.4).
    ...(player.lockedFields?.length ? { LockedFields: player.lockedFields } : {}),
  };
}
