import { lazy, Suspense, useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '../../adapters/contract.ts';
import { getI18n } from '../../i18n/setup.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { recordedBreakAtom, retryingImport, type RecordedBreak, useCatalogPart, useHost, useWidgetFrame, withAdoptedStyles, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { InboxPanel, useUnreadCount } from '../inbox/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { usePlatformReading } from '../toolkit/query/index.ts';
import type { PurposeFrame } from './purpose.tsx';
import { accountPurpose } from './purposes.ts';
import { SignOutPanel } from './sign-out-panel.tsx';
import { PANEL_CHUNKS } from './tab-chunks.ts';
import { ACCOUNT_TABS, availableTabs, resolveTab, type AccountTab } from './tabs.ts';

/** What every panel is given: the signed-in player, and the element's settings a panel reads. */
interface PanelProps {
  readonly profile: Profile;
  readonly limitType?: string;
  readonly enabledLimitTypes?: string;
}

// The inbox is the tab shown first: it comes with the account, and so does the sign-out (what a player can still
// do when the platform cannot be reached). Every other tab loads its chunk the first time it is shown (behind the
// Suspense below: "Loading…", asked again while it fails), so the account's first render carries only what the
// inbox shows.
// Each tab's chunk, by one import (./tab-chunks.ts, which the element also starts the tab a page opens on with): the
// panel's render and a prefetch on the player's intent (prefetchTab) share it, so the click finds the module the
// hover or the focus started (the browser keeps one instance of it).
const CHUNKS = PANEL_CHUNKS;
const PasswordPanel = lazy(() => retryingImport(CHUNKS.password).then((panel) => ({ default: panel.PasswordPanel })));
const HistoryPanel = lazy(() => retryingImport(CHUNKS.history).then((panel) => ({ default: withAdoptedStyles(panel.HistoryPanel, panel.HISTORY_STYLES) })));
const ProfilePanel = lazy(() => retryingImport(CHUNKS.profile).then((panel) => ({ default: panel.ProfilePanel })));
const LimitsPanel = lazy(() => retryingImport(CHUNKS['responsible-gaming']).then((limits) => ({ default: withAdoptedStyles(limits.LimitsPanel, limits.LIMITS_STYLES) })));
const BonusesPanel = lazy(() => retryingImport(CHUNKS.bonuses).then((panel) => ({ default: withAdoptedStyles(panel.BonusesPanel, panel.BONUSES_STYLES) })));
const SubscriptionsPanel = lazy(() => retryingImport(CHUNKS.subscriptions).then((subscriptions) => ({ default: withAdoptedStyles(subscriptions.SubscriptionsPanel, subscriptions.CHANNEL_STYLES) })));
const BonusCodePanel = lazy(() => retryingImport(CHUNKS['bonus-code']).then((panel) => ({ default: panel.BonusCodePanel })));
const VerifyPanel = lazy(() => retryingImport(CHUNKS.verify).then((kyc) => ({ default: kyc.VerifyPanel })));
// A break just taken: what was recorded and until when. Shown only once a break has signed the player out (the
// player is protected by then), never in a signed-in account's first view: a chunk of its own, "Loading…" while it
// comes (asked again while it fails).
const BreakRecorded = lazy(() => retryingImport(() => import('./break-recorded.tsx')).then((module) => ({ default: module.BreakRecorded })));
// The account opened for a purpose (the platform's display pages: a deposit limit to set, an identity to verify):
// what it says and does is a chunk of its own, fetched only then, with the texts of the tabs it opens on ("Loading your
// account…" while they come, asked again while they fail): a player who opens the account does not download it.
const WithPurpose = lazy(() => retryingImport(() => import('./purpose.tsx')).then((module) => ({ default: module.WithPurpose })));
const NO_PURPOSE: PurposeFrame = { title: null, description: null, notice: null, clearNotice: () => undefined };
// An anonymous visitor gets the sign-in: rarer on an account page than a signed-in player.
const SignIn = lazy(() => retryingImport(() => import('../signin/index.ts')).then((signIn) => ({ default: withAdoptedStyles(signIn.default.component, signIn.default.styles) })));

/**
 * The tabs whose panel is in the account's own chunk, and whose messages are in its part of the catalog. Every
 * other tab's messages, with those of the panels it opens (the bonuses' texts, the limits' forms), are a part of
 * their own (`account-tabs`, scripts/split-catalogs.mjs), which loads with the first of those tabs shown.
 */
const OWN_TABS: ReadonlySet<AccountTab> = new Set(['inbox', 'sign-out']);

/**
 * Its children once a part of the catalog is in the element's Lingui instance (useCatalogPart): until then, the
 * Suspense around it shows "Loading…".
 */
function WithMessages({ catalog, children }: { catalog: string; children: ReactNode }) {
  useCatalogPart(catalog);
  return children;
}

/**
 * Starts loading a tab's chunk and its part of the catalog when the player shows an interest in the tab (the pointer
 * on it, focus on it), so that the click finds them here or nearly. Only that tab: a player on a metered connection
 * does not download every tab. A prefetch that fails says nothing and keeps nothing: the tab's own load, when it is
 * shown, asks again (behind its "Loading…", as ever), and the next intent may try again.
 */
function prefetchTab(tab: AccountTab, locale: string): void {
  if (OWN_TABS.has(tab) || !(tab in CHUNKS)) return;
  CHUNKS[tab as keyof typeof CHUNKS]().catch(() => {});
  // getI18n shares a load under way and keeps the part once loaded (and drops a failed one), so the tab's
  // WithMessages finds it.
  getI18n(locale, 'account-tabs').catch(() => {});
}

/** Each tab's panel: a new tab is a row of ACCOUNT_TABS and an entry here, which the compiler checks complete. */
const PANELS = {
  inbox: InboxPanel,
  profile: ProfilePanel,
  password: PasswordPanel,
  history: HistoryPanel,
  'responsible-gaming': LimitsPanel,
  bonuses: BonusesPanel,
  subscriptions: SubscriptionsPanel,
  'bonus-code': BonusCodePanel,
  verify: VerifyPanel,
  'sign-out': SignOutPanel,
} satisfies Record<AccountTab, ComponentType<PanelProps>>;

export interface AccountWidgetProps extends CommonWidgetProps {
  /** The tab to show: inbox, profile, password, history, responsible-gaming, bonuses, subscriptions, bonus-code, verify, sign-out. */
  tab?: string;
  /** The responsible-gaming tab's limit type to show first (deposit, loss, wager, session, product-session, reality-check). */
  limitType?: string;
  /** The limit types the responsible-gaming tab offers, space or comma separated; all when absent. */
  enabledLimitTypes?: string;
  /** Why the account is open, when the platform requires something: deposit-limits, verify-identity. */
  purpose?: string;
}

/** The account area: a signed-in player's tabs; an anonymous visitor gets the sign-in instead. */
export function AccountWidget(props: AccountWidgetProps) {
  const { signedIn } = usePlayer();
  const host = useHost();
  const recordedBreak = useAtomValue(recordedBreakAtom);
  // A break just taken: what was recorded and until when, with focus, before the sign-in form (a dialog
  // shows the message alone, with Close: one dialog, and the player cannot sign in anyway).
  if (!signedIn && recordedBreak?.element === host.element && host.modal) return <BreakTaken {...props} recorded={recordedBreak} />;
  if (!signedIn) {
    return (
      <>
        {recordedBreak && <BreakTaken {...props} recorded={recordedBreak} />}
        {/* Its texts are the common part's, and it loads those it shows later itself (features/signin). */}
        <Suspense fallback={<p className="loading" role="status"><Trans>Loading…</Trans></p>}>
          <SignIn {...props} />
        </Suspense>
      </>
    );
  }
  return <Account {...props} />;
}

function BreakTaken(props: AccountWidgetProps & { recorded: RecordedBreak }) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  return (
    <WidgetFrame {...frame} title={t`My account`}>
      <Suspense fallback={<p className="loading" role="status"><Trans>Loading…</Trans></p>}>
        <BreakRecorded recorded={props.recorded} />
      </Suspense>
      {host.modal && <div className="actions"><Button variant="secondary" onClick={() => host.close()}><Trans>Close</Trans></Button></div>}
    </WidgetFrame>
  );
}

function Account(props: AccountWidgetProps) {
  const purpose = accountPurpose(props.purpose);
  if (!purpose) return <AccountView {...props} purposeFrame={NO_PURPOSE} />;
  return (
    <Suspense fallback={<AccountLoading {...props} />}>
      <WithMessages catalog="account-tabs">
        <WithPurpose purpose={purpose}>{(frame) => <AccountView {...props} purposeFrame={frame} />}</WithPurpose>
      </WithMessages>
    </Suspense>
  );
}

/** The account's frame while what it shows is on its way (its casino-ready comes with the account itself). */
function AccountLoading(props: AccountWidgetProps) {
  const frame = useWidgetFrame({ ...props, noReady: true });
  const { t } = useLingui();
  return (
    <WidgetFrame {...frame} title={t`My account`}>
      <p className="loading" role="status"><Trans>Loading your account…</Trans></p>
    </WidgetFrame>
  );
}

function AccountView({ purposeFrame: purpose, ...props }: AccountWidgetProps & { purposeFrame: PurposeFrame }) {
  const frame = useWidgetFrame(props);
  // Signed in again: the last break's message has had its turn.
  const setRecordedBreak = useSetAtom(recordedBreakAtom);
  useEffect(() => setRecordedBreak(null), [setRecordedBreak]);
  const host = useHost();
  const { i18n, t } = useLingui();
  const { profile } = usePlayer();
  // A platform that cannot be reached still lets the player sign out.
  const tabs = usePlatformReading(['account-tabs'], availableTabs);
  const available: readonly AccountTab[] | null = tabs.status === 'failed' ? ['sign-out'] : (tabs.data ?? null);

  const selected = resolveTab(props.tab, available ?? []);
  const SelectedPanel = PANELS[selected];

  // The menu's unread count: the inbox's own read, shared, so reading a message updates it. Asked at once,
  // beside the player's profile, rather than after the tabs are known: a platform without an inbox answers
  // it without a request (messages-query.ts), and the inbox is the first tab a player sees.
  const unread = useUnreadCount(available?.includes('inbox') ?? true);
  const purposeId = useId();
  const panel = profile && (
    <SelectedPanel
      key={selected}
      profile={profile}
      {...(props.limitType !== undefined ? { limitType: props.limitType } : {})}
      {...(props.enabledLimitTypes !== undefined ? { enabledLimitTypes: props.enabledLimitTypes } : {})}
    />
  );
  const select = (tab: string) => {
    // Reflected on the element, so the page (and a reload of a saved page) sees the chosen tab.
    host.element.setAttribute('tab', tab);
    host.emit('casino-tab-change', { tab });
  };

  return (
    <WidgetFrame
      {...frame}
      title={purpose.title ?? t`My account`}
      {...(purpose.description ? { describedBy: purposeId } : {})}
      notices={purpose.notice && <Notice {...purpose.notice} />}
    >
      {purpose.description && <p id={purposeId} className="account-purpose">{purpose.description}</p>}
      {!available || !profile ? (
        <p className="loading" role="status"><Trans>Loading your account…</Trans></p>
      ) : (
        <Tabs
          label={t`Account menu`}
          mode={host.modal ? 'select' : 'auto'}
          selected={selected}
          onSelect={select}
          onIntent={(tab) => prefetchTab(tab as AccountTab, i18n.locale)}
          tabs={ACCOUNT_TABS.filter((tab) => available.includes(tab.id)).map((tab) => ({
            id: tab.id,
            label: i18n._(tab.label),
            ...(tab.id === 'inbox' && unread ? { badge: { text: String(unread), label: t`${plural(unread, { one: '# unread', other: '# unread' })}` } } : {}),
          }))}
        >
          <Suspense fallback={<p className="loading" role="status"><Trans>Loading…</Trans></p>}>
            {OWN_TABS.has(selected) ? panel : <WithMessages catalog="account-tabs">{panel}</WithMessages>}
          </Suspense>
        </Tabs>
      )}
    </WidgetFrame>
  );
}

