// Verification: GET /kyc, POST /kyc/upload, POST /kyc/source-of-wealth/v2 (rest-platform.md). Uploads are
// read from their bytes (sandbox/kyc/image-info.ts) and kept with what arrived, for the control API.
import { ApiError } from '../http.ts';
import { ACCEPTED_FORMATS, inspectUpload } from '../kyc/image-info.ts';
import { KYC_REASONS, KYC_STATUSES, KYC_TYPES, type KycDocumentRow, type KycType } from '../kyc/state.ts';
import { type ApiResponse, type SessionContext, ok } from './context.ts';
import { type Route, sessionRoute } from './router.ts';
import { invalidField, requireBody, requireString } from './validate.ts';

/** The upload body's largest size: a 10 MB file in base64 plus its JSON. */
export const KYC_UPLOAD_MAX_BODY_BYTES = 16 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function toKycRow(row: KycDocumentRow) {
  return {
    Id: row.id,
    TypeCode: KYC_TYPES.indexOf(row.type),
    StatusCode: KYC_STATUSES.indexOf(row.status),
    ReasonCode: row.reasons[0] ? KYC_REASONS.indexOf(row.reasons[0]) + 1 : 0,
    Added: new Date(row.addedMs).toISOString(),
    Type: row.type,
    Status: row.status,
    Reason: row.reasons[0] ?? null,
    Reasons: row.reasons,
  };
}

function listDocuments(ctx: SessionContext): ApiResponse {
  return ok(ctx.state.kyc.documents.filter((row) => row.playerId === ctx.player.id).map(toKycRow));
}

function upload(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'Type');
  const type = requireString(body, 'Type');
  if (!KYC_TYPES.includes(type as KycType)) throw invalidField('Type', `Type must be one of ${KYC_TYPES.join(', ')}.`);
  const image = requireString(body, 'Image');
  if (image.length % 4 !== 0 || !BASE64.test(image)) throw invalidField('Image', 'Image must be the file in base64.');
  const bytes = Buffer.from(image, 'base64');
  const received = inspectUpload(bytes);
  if (!ACCEPTED_FORMATS.has(received.format)) {
    throw new ApiError(400, 'InvalidFileType', `A ${received.format} file is not accepted: send bmp, jpeg, png or tiff.`);
  }
  const id = ctx.state.kyc.nextDocumentId++;
  ctx.state.kyc.documents.push({ id, playerId: ctx.player.id, type: type as KycType, status: 'New', reasons: [], addedMs: ctx.clock.nowMs(), received });
  return ok();
}

const CODE = /^[A-Z]{2}$/;

function numberField(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw invalidField(field, `${field} must be a number of 0 or more.`);
  return value;
}

/** Either the expected annual activity alone, or the whole declaration. */
function sourceOfWealth(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'Source');
  const from = numberField(body, 'IncomeFromValue');
  const to = numberField(body, 'IncomeToValue');
  if (to < from) throw invalidField('IncomeToValue', 'IncomeToValue must not be below IncomeFromValue.');
  if (body['Type'] !== 'ExpectedAnnualActivity') {
    for (const field of ['Source', 'Industry', 'Occupation']) requireString(body, field);
    for (const field of ['Nationality', 'CountryOfBirthCode']) {
      if (!CODE.test(requireString(body, field))) throw invalidField(field, `${field} must be an ISO 3166-1 alpha-2 code.`);
    }
  }
  ctx.state.kyc.declarations.push({ playerId: ctx.player.id, receivedMs: ctx.clock.nowMs(), body: { ...body } });
  return ok();
}

export const KYC_ROUTES: readonly Route[] = [
  sessionRoute('GET', '/kyc', listDocuments),
  sessionRoute('POST', '/kyc/upload', upload),
  sessionRoute('POST', '/kyc/source-of-wealth/v2', sourceOfWealth),
];
