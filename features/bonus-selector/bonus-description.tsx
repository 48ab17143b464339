import { lazy, Suspense } from 'react';
import type { RichText } from '../../adapters/contract.ts';
import { retryingImport } from '../toolkit/host/index.ts';

// The renderer loads when a description is first shown, not with the deposit or the account that embed the bonus
// lists; until it is here, nothing (the entry's title is shown already).
const RichTextView = lazy(() => retryingImport(() => import('./rich-text.tsx')).then((module) => ({ default: module.RichTextView })));

/** A bonus's description from the content service, as elements (rich-text.tsx: no HTML string, nothing to sanitize). */
export function BonusDescription({ document, className }: { document: RichText; className?: string }) {
  return (
    <Suspense fallback={null}>
      <RichTextView document={document} {...(className === undefined ? {} : { className })} />
    </Suspense>
  );
}
