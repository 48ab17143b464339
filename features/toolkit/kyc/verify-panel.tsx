import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlatformError, type KycDocument, type UploadProgress } from '../../../adapters/contract.ts';
import { requireOperation } from '../../../adapters/operations.ts';
import { formatDate, formatPercent } from '../../../i18n/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useValidatedForm } from '../forms/index.ts';
import { useAdoptedStyles, useErrorNoticeLater, useHost } from '../host/index.ts';
import { QueryFailure, useQuery } from '../query/index.ts';
import { DOCUMENT_TYPE_LABELS, KYC_REASON_LABELS, STATUS_LABELS, UPLOAD_TYPES } from './labels.ts';
import { inspectFile, previewUrl, uploadBody } from './prepare-upload.ts';
import { KYC_STYLES } from './styles.ts';
import { ACCEPT, announcedPercent, FILE_FORMATS, percent, type FileCheck } from './upload-rules.ts';

interface Chosen {
  readonly file: File;
  readonly check: Extract<FileCheck, { ok: true }>;
  /** A small upright copy of the chosen image; null where the browser cannot show it (TIFF). */
  readonly preview: string | null;
}

type Phase = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'uploading'; progress: UploadProgress };

const UPLOAD_TYPE_IDS = UPLOAD_TYPES.map((row) => row.id);

/** Phones and tablets: offer the camera (the `capture` attribute) beside the file picker. */
function prefersCamera(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(bytes / (1024 * 1024));
}

/**
 * The account's Verify tab (spec 001 §2 "Verify (KYC) tab"): choose a document type and a file (or take a
 * photo on a phone), see it, upload it with real progress, and follow each document's review.
 */
export function VerifyPanel() {
  useAdoptedStyles(KYC_STYLES);
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNoticeLater();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [failed, setFailed] = useState(false);
  const [camera] = useState(prefersCamera);

  const schema = useMemo(
    () => v.object({
      type: v.picklist(UPLOAD_TYPE_IDS, i18n._(msg`Please choose a document type`)),
      file: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please select a file`))),
    }),
    [i18n],
  );

  const form = useValidatedForm({
    schema,
    initial: { type: '', file: '' },
    // The type survives a reload; the file cannot (a browser never restores a chosen file).
    draft: { key: 'kyc-upload', omit: ['file'] },
    invalidates: ['kyc'],
    submit: async ({ type }, api) => {
      if (!chosen) return;
      setFailed(false);
      try {
        setPhase({ kind: 'preparing' });
        const image = await uploadBody(chosen.file, chosen.check).catch((cause: unknown) => {
          // Right first bytes, but not an image the browser can decode: a damaged or disguised file.
          throw new PlatformError({ area: 'kyc', code: 'invalid-file-type', message: 'The image could not be decoded.', cause });
        });
        setPhase({ kind: 'uploading', progress: { sent: 0, total: image.length } });
        const platform = await host.getPlatform();
        await requireOperation(platform, 'uploadKycDocument')({
          type,
          image,
          onProgress: (progress) => setPhase({ kind: 'uploading', progress }),
        });
      } catch (error) {
        // The chosen file stays: the player retries without choosing it again.
        setFailed(true);
        throw error;
      } finally {
        setPhase({ kind: 'idle' });
      }
      host.emit('casino-document-uploaded', { type });
      setChosen(null);
      api.reset({ type: '', file: '' });
      api.setNotice({ level: 'success', message: t`Your document has been uploaded. We will review it shortly.` });
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) still fires a change.
    input.value = '';
    if (!file || form.busy) return;
    setFileProblem(null);
    form.setNotice(null);
    setFailed(false);
    const check = await inspectFile(file);
    if (!check.ok) {
      // The notice's texts first, so that the choice is cleared and the refusal shown in one step.
      const toRefusal = check.problem === 'invalid-type' ? await toNotice() : null;
      setChosen(null);
      form.set({ file: '' });
      if (check.problem === 'invalid-type') form.setNotice(toRefusal!(new PlatformError({ area: 'kyc', code: 'invalid-file-type', message: `Refused before upload: ${file.type || 'unknown type'}.` })));
      else if (check.problem === 'empty') setFileProblem(t`This file is empty. Please choose another file.`);
      else {
        const max = megabytes(check.maxBytes, host.locale);
        setFileProblem(t`This file is too large. Choose a file of at most ${max}.`);
      }
      return;
    }
    // Chosen at once, so an Upload pressed while the preview is drawn sends this file.
    setChosen({ file, check, preview: null });
    form.set({ file: file.name });
    if (!check.reencode) return;
    const preview = await previewUrl(file);
    setChosen((current) => (current?.file === file ? { ...current, preview } : current));
  };

  const openPicker = (input: HTMLInputElement | null) => {
    if (!form.busy) input?.click();
  };

  const working = phase.kind !== 'idle';
  const chosenName = chosen?.file.name ?? '';
  const fileError = fileProblem ?? form.errors.file;
  // What may be chosen, said before the player picks (and read with Select file), not only after a refusal.
  const largest = megabytes(Math.max(...Object.values(FILE_FORMATS).map((rule) => rule.maxBytes)), host.locale);
  const tiffLargest = megabytes(FILE_FORMATS.tiff.maxBytes, host.locale);
  const describedBy = ['kyc-file-hint', fileError ? 'kyc-file-error' : null].filter(Boolean).join(' ');
  const announced = phase.kind === 'uploading' ? announcedPercent(phase.progress.sent, phase.progress.total) : 0;
  // Choosing a file says which one was chosen; preparing and uploading say how far it is.
  const live = phase.kind === 'preparing' ? t`Preparing the image…` : phase.kind === 'uploading' ? t`Uploading: ${ph({ progress: formatPercent(announced, host.locale) })}`
    : chosenName ? t`Chosen: ${chosenName}` : '';

  return (
    <div className="verify">
      <div className="verify-guidance" part="guidance">
        <p><Trans>Documents must be no older than 6 months.</Trans></p>
        <p><Trans>A card must show only its first 6 and last 4 digits; cover the digits in between.</Trans></p>
      </div>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined} className="verify-form">
        <SelectField
          label={t`Document type`}
          placeholder={t`Choose a document type`}
          required
          options={UPLOAD_TYPES.map((row) => ({ value: row.id, label: i18n._(row.label) }))}
          {...form.field('type')}
          name="document-type"
          disabled={form.busy}
        />
        <div className={['field', fileError ? 'invalid' : null].filter(Boolean).join(' ')} part="field">
          <p className="field-label" id="kyc-file-label"><Trans>Document file</Trans></p>
          <p className="hint" id="kyc-file-hint"><Trans>A photo or scan: JPG, PNG, BMP, WebP, GIF or TIFF, at most {largest} (TIFF {tiffLargest}).</Trans></p>
          <input ref={fileInput} type="file" accept={ACCEPT} hidden tabIndex={-1} onChange={(event) => void choose(event)} aria-labelledby="kyc-file-label" />
          {camera && (
            <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden tabIndex={-1} onChange={(event) => void choose(event)} aria-labelledby="kyc-file-label" />
          )}
          {chosen ? (
            <div className="verify-chosen">
              {chosen.preview ? (
                <img className="verify-preview" part="preview" src={chosen.preview} alt={t`Preview of ${chosenName}`} />
              ) : (
                <p className="verify-file-name">{chosen.file.name}</p>
              )}
              <Button variant="secondary" onClick={() => openPicker(fileInput.current)} busy={form.busy} aria-describedby={describedBy}>
                <Trans>Change image</Trans>
              </Button>
            </div>
          ) : (
            <div className="verify-pick">
              <Button
                variant="secondary"
                onClick={() => openPicker(fileInput.current)}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={describedBy}
              >
                <Trans>Select file</Trans>
              </Button>
              {camera && (
                <Button variant="secondary" onClick={() => openPicker(cameraInput.current)}>
                  <Trans>Take a photo</Trans>
                </Button>
              )}
            </div>
          )}
          {fileError && <p id="kyc-file-error" className="error" part="field-error">{fileError}</p>}
        </div>
        {phase.kind === 'uploading' && (
          <div className="verify-progress" part="progress">
            <progress
              max={phase.progress.total}
              value={phase.progress.sent}
              aria-label={t`Upload progress`}
            />
            <span aria-hidden="true">{formatPercent(percent(phase.progress.sent, phase.progress.total), host.locale)}</span>
          </div>
        )}
        <p className="visually-hidden" role="status">{live}</p>
        {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
        <div className="actions">
          <Button type="submit" busy={form.busy}>
            {failed && chosen && !working ? <Trans>Retry upload</Trans> : <Trans>Upload</Trans>}
          </Button>
        </div>
      </form>
      <Documents />
    </div>
  );
}

function Documents() {
  const host = useHost();
  const load = useQuery(['kyc'], (platform) => requireOperation(platform, 'getKycDocuments')(), { keepPrevious: true });
  return (
    <section className="documents" aria-labelledby="kyc-documents-title">
      <h3 id="kyc-documents-title" className="documents-title"><Trans>Uploaded documents</Trans></h3>
      {load.status === 'failed' ? (
        <QueryFailure query={load} panel />
      ) : !load.data ? (
        <p role="status"><Trans>Loading your documents…</Trans></p>
      ) : load.data.length === 0 ? (
        <p><Trans>You have not uploaded any documents yet.</Trans></p>
      ) : (
        <ul className="document-list" part="documents">
          {load.data.map((document) => <DocumentRow key={document.id} document={document} locale={host.locale} />)}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({ document, locale }: { document: KycDocument; locale: string }) {
  const { i18n } = useLingui();
  const label = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return (
    <li className={`document status-${document.status}`} part="document">
      <span className="document-type">{label(DOCUMENT_TYPE_LABELS[document.type])}</span>
      <span className={`badge document-status status-${document.status}`}>{label(STATUS_LABELS[document.status])}</span>
      <span className="document-date"><time dateTime={document.uploaded}>{formatDate(document.uploaded, locale)}</time></span>
      {document.status === 'declined' && document.reasons.length > 0 && (
        <div className="document-reasons">
          <p><Trans>Reasons:</Trans></p>
          <ul>
            {document.reasons.map((reason) => <li key={reason}>{label(KYC_REASON_LABELS[reason])}</li>)}
          </ul>
        </div>
      )}
    </li>
  );
}
