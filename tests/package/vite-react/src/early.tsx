// The plain tag rendered by React 19 before the library is there (React then writes hideClose and noHeader as the
// attributes `hideclose` and `noheader`); the library loads afterwards and must still apply them.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type {} from 'casino-elements/react';

const root = createRoot(document.getElementById('root')!);
flushSync(() => root.render(<casino-signin hideClose noHeader />));
await import('casino-elements');
document.body.dataset.loaded = 'yes';
