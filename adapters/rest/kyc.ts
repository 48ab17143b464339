import * as v from 'valibot';
import type { KycDocument, KycUpload, SourceOfWealth } from '../contract.ts';
import type { RestContext } from './context.ts';
import { KYC_REASON_CODES, KYC_REASONS, KYC_STATUS, KYC_STATUS_CODES, KYC_TYPE_CODES, KYC_TYPES, PROVIDER_KYC_TYPES } from './kyc-mappings.ts';
import { lookup } from './mappings.ts';
import { id, optionalNumeric, text } from './scalars.ts';

// A real backend may send a number as a numeric string and an absent field as null or not at all
// (rest-platform.md, "Reading answers from a real backend"): the shared readers take each of these.

/** GET /kyc: `[{TypeCode, StatusCode, ReasonCode (numbers), Added, Type?, Status?, Reason?, Reasons?: string[]}]`. */
const KycAnswer = v.array(
  v.object({
    Id: v.nullish(id),
    TypeCode: optionalNumeric,
    StatusCode: optionalNumeric,
    ReasonCode: optionalNumeric,
    Added: v.string(),
    Type: text,
    Status: text,
    Reason: text,
    Reasons: v.nullish(v.array(v.string())),
  }),
);
type KycRow = v.InferOutput<typeof KycAnswer>[number];

function byCode<T extends string>(codes: readonly T[], value: number | null | undefined): T | undefined {
  return value === null || value === undefined ? undefined : codes[value];
}

function reasonsOf(row: KycRow): KycDocument['reasons'] {
  const names = row.Reasons?.length ? row.Reasons : row.Reason ? [row.Reason] : [];
  const fromNames = names.map((name) => lookup(KYC_REASONS, name)).filter((reason) => reason !== undefined);
  if (names.length > 0) return [...new Set(fromNames)];
  // ReasonCode 0 is "no reason"; the names start at 1.
  const fromCode = row.ReasonCode ? lookup(KYC_REASONS, byCode(KYC_REASON_CODES, row.ReasonCode - 1)) : undefined;
  return fromCode ? [fromCode] : [];
}

export function toKycDocument(row: KycRow, index: number): KycDocument {
  const type = lookup(KYC_TYPES, row.Type ?? byCode(KYC_TYPE_CODES, row.TypeCode)) ?? 'other';
  const status = lookup(KYC_STATUS, row.Status ?? byCode(KYC_STATUS_CODES, row.StatusCode)) ?? 'uploaded';
  return {
    id: row.Id === null || row.Id === undefined ? `${row.Added}-${type}-${index}` : String(row.Id),
    type,
    status,
    reasons: status === 'declined' ? reasonsOf(row) : [],
    uploaded: row.Added,
  };
}

export async function getKycDocuments(rest: RestContext): Promise<readonly KycDocument[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getKycDocuments', path: '/kyc', session: true }, KycAnswer);
  return rows.map(toKycDocument).sort((a, b) => b.uploaded.localeCompare(a.uploaded));
}

/** POST /kyc/upload `{Type, Image}` (base64); the bytes sent are reported as they go. */
export async function uploadKycDocument(rest: RestContext, upload: KycUpload): Promise<void> {
  const { onProgress } = upload;
  await rest.http.send({
    method: 'POST',
    operation: 'uploadKycDocument',
    path: '/kyc/upload',
    session: true,
    body: { Type: PROVIDER_KYC_TYPES[upload.type], Image: upload.image },
    ...(onProgress ? { onUploadProgress: (sent: number, total: number) => onProgress({ sent, total }) } : {}),
  });
}

/**
 * POST /kyc/source-of-wealth/v2 in the public client's shape: `Source` the chosen labels with the Other
 * source's free text after its label ("Salary, Other: crypto trading"), `Industry` the label or the Other
 * industry's text the same way, the income band's bounds (an open-ended band sends its lower bound as
 * both, as sign-up's expected annual activity does), nationality and birth country as ISO codes.
 */
export function sourceOfWealthBody(declaration: SourceOfWealth): Record<string, string | number> {
  const withOther = (label: string, other: string | undefined) => (other?.trim() ? `${label}: ${other.trim()}` : label);
  const other = (id: string) => id === 'other';
  return {
    Source: declaration.sources.map((source) => (other(source.id) ? withOther(source.label, declaration.sourceOther) : source.label)).join(', '),
    IncomeFromValue: declaration.income.from,
    IncomeToValue: declaration.income.to ?? declaration.income.from,
    Industry: other(declaration.industry.id) ? withOther(declaration.industry.label, declaration.industryOther) : declaration.industry.label,
    Occupation: declaration.occupation.trim(),
    Nationality: declaration.nationality,
    CountryOfBirthCode: declaration.birthCountry,
  };
}

export async function submitSourceOfWealth(rest: RestContext, declaration: SourceOfWealth): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'submitSourceOfWealth',
    path: '/kyc/source-of-wealth/v2',
    session: true,
    body: sourceOfWealthBody(declaration),
  });
}
