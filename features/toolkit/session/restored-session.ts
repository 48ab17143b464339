import { useEffect } from 'react';
import { useHost } from '../host/index.ts';
import { usePlayer } from '../player/index.ts';
import { useTermsToAccept } from '../../terms/index.ts';

const checked = new Set<string>();

export interface RestoredSessionProps {
  /** The session the page was loaded with (a reload, or another page of the same tab). */
  readonly sessionId: string;
}

/**
 * The follow-up a session brought back with the page cannot skip: terms the player has not accepted yet open
 * again, forced (accept, or decline and be signed out), once per page. A sign-in made on this page gets its
 * follow-up from useCompleteSignIn instead. The element runtime renders it beside each widget of such a page,
 * so it holds whichever widgets the page shows.
 */
export function RestoredSessionFollowUp({ sessionId }: RestoredSessionProps): null {
  const host = useHost();
  const player = usePlayer();
  const restored = player.sessionId === sessionId;
  const terms = useTermsToAccept({ enabled: restored && !checked.has(sessionId) });
  useEffect(() => {
    if (!restored || terms !== 'required' || checked.has(sessionId)) return;
    checked.add(sessionId);
    host.open('terms', {}, { forced: true });
  }, [host, restored, sessionId, terms]);
  return null;
}
