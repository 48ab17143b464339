// The control API's verification endpoints: what arrived with each upload, a reviewer's decision on a
// document, and the source-of-wealth declarations received.
import { ApiError, isRecord } from '../http.ts';
import { findPlayerByLogin } from '../state.ts';
import type { SandboxWorld } from '../world.ts';
import { KYC_REASONS, type KycDocumentRow, type KycReason } from './state.ts';

function playerFilter(world: SandboxWorld, url: URL): (row: { playerId: number }) => boolean {
  const login = url.searchParams.get('email');
  if (!login) return () => true;
  const player = findPlayerByLogin(world.state, login);
  if (!player) throw new ApiError(404, 'PlayerNotFound', `No player ${login}.`);
  return (row) => row.playerId === player.id;
}

function view(row: KycDocumentRow) {
  return { id: row.id, playerId: row.playerId, type: row.type, status: row.status, reasons: row.reasons, added: new Date(row.addedMs).toISOString(), received: row.received };
}

export function kycDocumentsView(world: SandboxWorld, _body: unknown, url: URL) {
  return { documents: world.state.kyc.documents.filter(playerFilter(world, url)).map(view) };
}

export function sourceOfWealthView(world: SandboxWorld, _body: unknown, url: URL) {
  return {
    declarations: world.state.kyc.declarations
      .filter(playerFilter(world, url))
      .map((row) => ({ playerId: row.playerId, received: new Date(row.receivedMs).toISOString(), body: row.body })),
  };
}

/** `{ id, status: "Approved" | "Declined" | "New", reasons?: KycReason[] }`; a decline needs at least one reason. */
export function decideDocument(world: SandboxWorld, body: unknown) {
  const { id, status, reasons } = isRecord(body) ? body : {};
  const row = world.state.kyc.documents.find((candidate) => candidate.id === id);
  if (!row) throw new ApiError(404, 'NotFound', 'No document with this id.', { Field: 'id' });
  if (status !== 'Approved' && status !== 'Declined' && status !== 'New') {
    throw new ApiError(400, 'InvalidField', 'status must be Approved, Declined or New.', { Field: 'status' });
  }
  const list = reasons === undefined ? [] : reasons;
  if (!Array.isArray(list) || !list.every((reason) => (KYC_REASONS as readonly unknown[]).includes(reason))) {
    throw new ApiError(400, 'InvalidField', `reasons must be a list of ${KYC_REASONS.join(', ')}.`, { Field: 'reasons' });
  }
  if (status === 'Declined' && list.length === 0) throw new ApiError(400, 'InvalidField', 'A decline needs its reasons.', { Field: 'reasons' });
  row.status = status;
  row.reasons = status === 'Declined' ? (list as KycReason[]) : [];
  return view(row);
}
