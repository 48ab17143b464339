import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHost, useWidgetFrame, type CommonWidgetProps, type WidgetName } from '../toolkit/host/index.ts';

export type RgHeaderWidgetProps = CommonWidgetProps;

/** The national self-exclusion register, Spelpaus (run by Spelinspektionen). */
export const SPELPAUS_URL = 'https://www.spelpaus.se/';
/** Where the limits and the test lead when the page cannot open them (spec 001 §2's responsible gaming route). */
const RESPONSIBLE_GAMING_PATH = '/menu/responsible-gaming';

/**
 * The three links Swedish operators show at the top of every page (Spelpaus, Spelgränser, Självtest),
 * whether or not a player is signed in. Their names are the Swedish symbols the regulator asks for, so they
 * read the same in every language; the limits and the test open in this page's modal where it has them.
 */
export function RgHeaderWidget(props: RgHeaderWidgetProps) {
  useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const opener = (widget: WidgetName, widgetProps: Record<string, unknown>) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!host.canOpen(widget)) return;
    event.preventDefault();
    host.open(widget, widgetProps);
  };
  return (
    <nav className="rg-header" part="nav" aria-label={t`Responsible gaming`}>
      <a part="link link-spelpaus" href={SPELPAUS_URL} target="_blank" rel="noopener noreferrer">
        <span lang="sv">{t`Spelpaus`}</span>
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </a>
      <a part="link link-limits" href={RESPONSIBLE_GAMING_PATH} onClick={opener('account', { tab: 'responsible-gaming' })}>
        <span lang="sv">{t`Spelgränser`}</span>
      </a>
      <a part="link link-test" href={RESPONSIBLE_GAMING_PATH} onClick={opener('responsible-gaming-test', {})}>
        <span lang="sv">{t`Självtest`}</span>
      </a>
    </nav>
  );
}
