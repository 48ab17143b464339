import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Game, type PlayMode, hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { type AddressBar, GAME_LOAD_TIMEOUT_MS, IDLE, enterGameAddress, framedPageFailed, gameOfPath, gateGame, openGameReducer, playPath } from '../toolkit/games/index.ts';
import { preloadErrorNotice, useErrorNoticeLater, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { signedInAtom, usePlayer } from '../toolkit/player/index.ts';
import { useInvalidate, useQuery } from '../toolkit/query/index.ts';
import { focusedElement, holdPage, type PageHold } from './overlay.ts';

export interface GameWidgetProps extends CommonWidgetProps {
  /** The game to open (set by casino.openGame); removed when the game closes. */
  gameId?: string;
  /** real (default) or demo. */
  mode?: string;
  /** A page loaded at /play/{id} opens that game. */
  openFromAddress?: boolean;
  /** 16:9 keeps the frame at 16:9 inside the screen; otherwise it fills the screen. */
  aspect?: string;
  /** How long the game page may take to load before the overlay says it did not, in milliseconds (10000). */
  loadTimeout?: number;
}

const browserAddress: AddressBar = {
  get pathname() {
    return location.pathname;
  },
  get search() {
    return location.search;
  },
  push: (path) => history.pushState({ casinoGame: path }, '', path),
  replace: (path) => history.replaceState(history.state, '', path),
  back: () => history.back(),
};

/** What an open game holds on the page: the way back to the address before it, the inert page, the opener. */
interface Visit {
  gameId: string;
  mode: PlayMode;
  opener: HTMLElement | null;
  leave: ((viaBack?: boolean) => void) | null;
  hold: PageHold | null;
  opened: boolean;
}

const modeOf = (mode: string | undefined): PlayMode => (mode === 'demo' ? 'demo' : 'real');

/**
 * The game overlay (spec 002 §2.1, §4.5): a full-screen dialog over the page that frames the game's page. Gated
 * (real play needs a signed-in, activated player; a game flagged for children follows the jurisdiction's row),
 * launched through the platform, recorded as last played, its address `/play/{id}` while it is open. It sits
 * below the runtime's modal dialogs, so a reality check or a forced page still shows above a game.
 */
export function GameWidget(props: GameWidgetProps) {
  useWidgetFrame(props);
  const host = useHost();
  const store = useStore();
  const { t } = useLingui();
  // The catalogue's texts come once the widget has painted (error-notice-later.ts): a launch that fails waits for them.
  const toNotice = useErrorNoticeLater();
  useEffect(preloadErrorNotice, []);
  const invalidate = useInvalidate();
  const { signedIn, profile } = usePlayer();
  const [state, dispatch] = useReducer(openGameReducer, IDLE);
  const [failure, setFailure] = useState<NoticeData | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [keepAspect, setKeepAspect] = useState(props.aspect === '16:9');
  const [fullScreen, setFullScreen] = useState(false);
  const visit = useRef<Visit | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const games = useQuery(['games'], (platform) => (hasOperation(platform, 'getGames') ? requireOperation(platform, 'getGames')() : Promise.resolve([] as readonly Game[])));
  const gameId = props.gameId?.trim() || null;
  const mode = modeOf(props.mode);
  const game = games.data?.find((entry) => entry.gameId === gameId || entry.identifier === gameId);
  // At the game's address: from the launch on. The overlay shows unless the provider shows the game itself.
  const addressed = state.status === 'launching' || state.status === 'loading' || state.status === 'playing' || state.status === 'failed' || state.status === 'in-provider' || (state.status === 'gated' && state.need === 'blocked');
  const shown = addressed && state.status !== 'in-provider';

  useEffect(() => setKeepAspect(props.aspect === '16:9'), [props.aspect]);

  // A page loaded at /play/{id}, where the operator turned it on: that game, as if casino.openGame had asked.
  const fromAddress = props.openFromAddress;
  useEffect(() => {
    if (!fromAddress || host.element.hasAttribute('game-id')) return;
    const named = gameOfPath(location.pathname);
    if (named) host.element.setAttribute('game-id', named);
  }, [fromAddress, host]);

  const finish = useCallback(
    (viaBack = false) => {
      const current = visit.current;
      visit.current = null;
      if (current) {
        current.leave?.(viaBack);
        current.hold?.release();
        if (current.opened) {
          host.emit('casino-game-closed', { gameId: current.gameId, mode: current.mode });
          void host.getPlatform().then((platform) => platform.closeGame?.()).catch(() => undefined);
        }
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        current.opener?.focus();
      }
      setFailure(null);
      dispatch({ type: 'close' });
      host.element.removeAttribute('game-id');
    },
    [host],
  );

  // A request (the game-id attribute): gated once the games and the player are known.
  const standingKnown = !signedIn || profile !== null;
  const gamesKnown = games.status === 'loaded' || games.status === 'failed' || games.status === 'idle';
  useEffect(() => {
    if (!gameId) {
      if (visit.current) finish();
      return;
    }
    if (visit.current && visit.current.gameId === gameId && visit.current.mode === mode) return;
    if (!standingKnown || !gamesKnown) return;
    if (!visit.current) visit.current = { gameId, mode, opener: focusedElement(), leave: null, hold: null, opened: false };
    else Object.assign(visit.current, { gameId, mode });
    setFailure(null);
    const gate = gateGame({ mode, childish: game?.childish ?? false, jurisdiction: host.jurisdiction, player: { signedIn, activated: profile?.isActivated ?? false } });
    dispatch({ type: 'open', gameId, mode, gate });
  }, [gameId, mode, standingKnown, gamesKnown, game, host, signedIn, profile, finish]);

  // Gated: the sign-in first (then the game), or the activation-required message (and no game).
  const need = state.status === 'gated' ? state.need : null;
  useEffect(() => {
    if (need === 'activate') {
      host.open('message', { kind: 'activation-required' });
      finish();
    } else if (need === 'sign-in') {
      if (!host.open('signin')) return finish();
      // The sign-in closed with nobody signed in: the game is not wanted any more.
      const onClose = () => setTimeout(() => !store.get(signedInAtom) && finish());
      document.addEventListener('casino-close', onClose);
      return () => document.removeEventListener('casino-close', onClose);
    }
    return undefined;
  }, [need, host, store, finish]);
  useEffect(() => {
    if (need !== 'sign-in' || !signedIn || !profile) return;
    // The sign-in's own follow-up tells a player who is not activated yet.
    if (!profile.isActivated) return finish();
    // The sign-in's follow-ups (the welcome, terms to accept, a session summary) come first, as they would on any
    // page: the game opens once the last of them has closed and given the page's address back, so none of them
    // sits over the game and the player's Back leaves the game, not a dialog behind it.
    const settled = () => !document.querySelector('casino-modal') && !(history.state as { casinoModal?: unknown } | null)?.casinoModal;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => settled() && dispatch({ type: 'player-ready' }));
    };
    check();
    document.addEventListener('casino-close', check);
    window.addEventListener('popstate', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('casino-close', check);
      window.removeEventListener('popstate', check);
    };
  }, [need, signedIn, profile, finish]);

  // The game's address, named as the platform names games (its gameId, or its identifier: spec 002 §2.1).
  const byIdentifier = host.platformAtHand()?.gameAddress === 'identifier';
  const path = visit.current ? playPath({ gameId: game?.gameId ?? visit.current.gameId, ...(game?.identifier ? { identifier: game.identifier } : {}) }, byIdentifier) : null;
  useEffect(() => {
    const current = visit.current;
    if (!addressed || !current || !path) return;
    if (!current.leave) current.leave = enterGameAddress(browserAddress, path);
    else if (location.pathname !== path) browserAddress.replace(path);
  }, [addressed, path]);

  // Shown: the page held inert, focus in; a game the provider shows itself gives the page back.
  useEffect(() => {
    const current = visit.current;
    if (!current) return;
    if (shown) {
      current.hold ??= holdPage(host.element);
      closeButton.current?.focus();
    } else if (current.hold) {
      current.hold.release();
      current.hold = null;
    }
  }, [shown, gameId, host]);

  // The browser's Back (or Forward) away from the game's address closes it; a dialog above it keeps it.
  useEffect(() => {
    if (!addressed) return;
    const onPopState = () => {
      if (gameOfPath(location.pathname) === null) finish(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('casino-modal')) {
        event.preventDefault();
        finish();
      }
    };
    // A dialog that opened above the game gave the page back when it closed: hold it again, focus back in.
    const onModalClosed = () => setTimeout(() => {
      if (document.querySelector('casino-modal') || !visit.current) return;
      visit.current.hold?.renew();
      const root = dialog.current?.getRootNode();
      if (!(root instanceof ShadowRoot && root.activeElement && dialog.current?.contains(root.activeElement))) closeButton.current?.focus();
    });
    window.addEventListener('popstate', onPopState);
    document.addEventListener('keydown', onKey);
    document.addEventListener('casino-close', onModalClosed);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('casino-close', onModalClosed);
    };
  }, [addressed, finish]);

  // Launching: the platform's launch address, then the game recorded as last played.
  const launching = state.status === 'launching' ? state : null;
  useEffect(() => {
    if (!launching) return;
    let live = true;
    void (async () => {
      try {
        const platform = await host.getPlatform();
        const launch = await requireOperation(platform, 'launchGame')({ gameId: game?.gameId ?? launching.gameId, ...(game?.identifier ? { identifier: game.identifier } : {}), mode: launching.mode });
        if (!live) return;
        dispatch(launch.kind === 'url' ? { type: 'launched', url: launch.url } : { type: 'launched-in-provider' });
        if (visit.current && !visit.current.opened) {
          visit.current.opened = true;
          host.emit('casino-game-opened', { gameId: launching.gameId, mode: launching.mode });
        }
        if (store.get(signedInAtom) && hasOperation(platform, 'setLastPlayedGame')) {
          requireOperation(platform, 'setLastPlayedGame')(game?.gameId ?? launching.gameId).then(() => invalidate('last-played'), (error: unknown) => console.warn('[casino-elements] last played not recorded', error));
        }
      } catch (error) {
        const notice = await toNotice();
        if (!live) return;
        setFailure(notice(error));
        dispatch({ type: 'launch-failed' });
      }
    })();
    return () => {
      live = false;
    };
    // One launch per attempt: the game's details do not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launching?.gameId, launching?.mode, attempt]);

  // Loading: the frame has the load time-out to show its page.
  const loadingUrl = state.status === 'loading' ? state.url : null;
  const timeout = props.loadTimeout && props.loadTimeout > 0 ? props.loadTimeout : GAME_LOAD_TIMEOUT_MS;
  useEffect(() => {
    if (!loadingUrl) return;
    const timer = setTimeout(() => {
      setFailure({ level: 'error', title: t`The game did not load`, message: t`It took too long to answer. Check your connection and try again.` });
      dispatch({ type: 'load-timeout' });
    }, timeout);
    return () => clearTimeout(timer);
  }, [loadingUrl, timeout, t]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === host.element);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [host]);

  if (!shown || !visit.current) return null;
  const title = game?.title ?? state.gameId;
  const url = state.status === 'loading' || state.status === 'playing' ? state.url : null;
  const retry = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
    dispatch({ type: 'open', gameId: state.gameId, mode: state.mode, gate: 'open' });
  };
  // Focus guards around the dialog: Tab out of the game's frame (another origin: its keys never reach the page)
  // lands on one, and goes round to the other end.
  const focusEdge = (last: boolean) => {
    const controls = Array.from(dialog.current?.querySelectorAll<HTMLElement>('button, iframe') ?? []);
    controls[last ? controls.length - 1 : 0]?.focus();
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void host.element.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className={`game-overlay${keepAspect ? ' keep-aspect' : ''}`} part="overlay">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focus guard: it only passes focus on */}
      <span className="guard" tabIndex={0} onFocus={() => focusEdge(true)} />
      <div ref={dialog} className="game-dialog" part="frame" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="game-toolbar" part="header">
          <h2 id={titleId} className="game-title" part="title">
            {title}
            <span className="game-mode">{state.mode === 'demo' ? <Trans>Demo</Trans> : <Trans>Real money</Trans>}</span>
          </h2>
          <button type="button" className="game-tool" part="button aspect-button" aria-pressed={keepAspect} onClick={() => setKeepAspect((on) => !on)}>
            <Trans>Fit 16:9</Trans>
          </button>
          {document.fullscreenEnabled && (
            <button type="button" className="game-tool" part="button full-screen-button" aria-pressed={fullScreen} onClick={toggleFullScreen}>
              <Trans>Full screen</Trans>
            </button>
          )}
          <button ref={closeButton} type="button" className="close" part="close-button" aria-label={t`Close the game`} onClick={() => finish()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M6 6l12 12M18 6L6 18" /></svg>
          </button>
        </div>
        <div className="game-stage" part="body" aria-busy={state.status === 'launching' || state.status === 'loading' || undefined}>
          {state.status === 'launching' && <p className="game-status" role="status"><Trans>Opening the game…</Trans></p>}
          {url && (
            <iframe
              key={`${attempt}-${url}`}
              className="game-frame"
              part="game-frame"
              src={url}
              title={title}
              allow="fullscreen; autoplay"
              referrerPolicy="origin"
              onLoad={(event) => {
                // An error page loads too: where the page can read its status (the same origin), it is said at once.
                if (!framedPageFailed(event.currentTarget)) return dispatch({ type: 'loaded' });
                setFailure({ level: 'error', title: t`The game did not load`, message: t`The game's server answered with an error. Try again in a moment.` });
                dispatch({ type: 'page-error' });
              }}
            />
          )}
          {state.status === 'gated' && (
            <div className="game-message">
              <Notice level="error" title={t`This game is not available`} message={t`Games that appeal to children are not offered in your jurisdiction.`} />
            </div>
          )}
          {state.status === 'failed' && (
            <div className="game-message">
              <Notice {...(failure ?? { level: 'error', title: t`The game did not load` })} />
              <div className="actions">
                <Button onClick={retry}><Trans>Retry</Trans></Button>
                <Button variant="secondary" onClick={() => finish()}><Trans>Close</Trans></Button>
              </div>
            </div>
          )}
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focus guard: it only passes focus on */}
      <span className="guard" tabIndex={0} onFocus={() => focusEdge(false)} />
    </div>
  );
}
