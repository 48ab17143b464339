// Apart from the mount: what a page loaded with a session still owes its player (terms not yet accepted),
// which belongs to the page's load, not to any one widget, and loads its own chunk on such a page only.
import { useEffect, useState, type ComponentType } from 'react';
import { retryingImport } from '../../../features/toolkit/host/index.ts';
import type { RestoredSessionProps } from '../../../features/toolkit/session/index.ts';
import { registry } from '../platform-access.ts';

type FollowUp = ComponentType<RestoredSessionProps>;

// The session the page was loaded with: its follow-up (terms still to accept) loads with the first widget,
// and only on such a page (a sign-in made here brings its own follow-up).
let sessionAtLoad: string | null | undefined;
let followUpLoad: Promise<FollowUp> | null = null;

export function useRestoredSessionFollowUp(): { FollowUp: FollowUp; sessionId: string } | null {
  if (sessionAtLoad === undefined) sessionAtLoad = registry.session;
  const sessionId = sessionAtLoad;
  const [FollowUp, setFollowUp] = useState<FollowUp | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    // Asked for again while it fails: a failure kept here would leave the restored session's follow-up (terms
    // not yet accepted, opened forced) unshown for the page's life.
    followUpLoad ??= retryingImport(() => import('../../../features/toolkit/session/restored-session.ts')).then((module) => module.RestoredSessionFollowUp);
    void followUpLoad.then((component) => current && setFollowUp(() => component));
    return () => {
      current = false;
    };
  }, [sessionId]);
  return FollowUp && sessionId ? { FollowUp, sessionId } : null;
}
