// The Verify tab of the account (loaded on its own when the tab is first shown) and its rules.
export { VerifyPanel } from './verify-panel.tsx';
export { KYC_STYLES } from './styles.ts';
export { DOCUMENT_TYPE_LABELS, KYC_REASON_LABELS, STATUS_LABELS, UPLOAD_TYPES, isUploadType, type UploadType } from './labels.ts';
export {
  ACCEPT, FILE_FORMATS, MAX_IMAGE_SIDE, SNIFF_BYTES, announcedPercent, checkFile, percent, scaledSize, sniffFormat, type FileCheck, type FileFormat,
} from './upload-rules.ts';
