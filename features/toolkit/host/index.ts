export { HostContext, useHost } from './host-context.tsx';
export type { CommonWidgetProps, WidgetHost, WidgetModule, WidgetName } from './host-context.tsx';
export { useWidgetFrame } from './use-widget-frame.tsx';
export { errorKeyOf, preloadErrorNotice, useErrorNoticeLater, useErrorTextsLater, type ErrorTexts } from './error-notice-later.ts';
export { useAdoptedStyles, withAdoptedStyles } from './use-styles.ts';
export { connectionAtom } from './connection.ts';
export { importWithTries, retryingImport } from './retrying-import.ts';
export { BlockedHelp, SupportSentence, useSupportUrl } from './break-notice.tsx';
export { recordedBreakAtom, type RecordedBreak } from './recorded-break.ts';
