import { useEffect, type RefObject } from 'react';
import type { NoticeData } from '../../ui/notice.tsx';
import { useHost } from '../toolkit/host/index.ts';
import { ActivationStep, BonusStep, DepositStep } from './later-steps.tsx';
import type { Offers } from './offers.ts';
import { loadOffers } from './platform-calls.ts';
import { STEP_FIELDS } from './use-step-focus.ts';
import type { AfterSignUp, AfterSignUpStepId } from './wizard-position.ts';

// The wizard's idle prefetch of the step after the sign-up (use-later-parts.ts) starts its chunk through this one.
export { prefetchLaterStep } from './later-steps.tsx';

/**
 * What a step after the sign-up shows (activation, bonus, deposit), and when it goes on: `goOn` is told the step
 * it leaves, with the offers once they changed (a player signed in only by the activation).
 */
/**
 * The activation step's form arrives in a chunk of its own (later-steps.tsx), after the wizard has focused the step's
 * heading (use-step-focus.ts): its code field takes focus when it comes, unless the player has moved on from the
 * heading meanwhile.
 */
function useFieldFocusOnArrival(active: boolean, headingRef: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    const heading = headingRef.current;
    const container = heading?.parentElement;
    if (!active || !container) return undefined;
    const focusField = (): boolean => {
      const field = container.querySelector<HTMLElement>(STEP_FIELDS);
      if (!field) return false;
      if ((container.getRootNode() as Document | ShadowRoot).activeElement === heading) field.focus();
      return true;
    };
    if (focusField()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active, headingRef]);
}

export function AfterSignUpStep({ step, after, setAfter, setNotice, presetCode, goOn, headingRef }: {
  step: AfterSignUpStepId;
  after: AfterSignUp;
  setAfter: (after: AfterSignUp) => void;
  setNotice: (notice: NoticeData | null) => void;
  presetCode: string;
  goOn: (from: AfterSignUpStepId, offers?: Offers) => void;
  /** The wizard's heading of the step, which has focus while the activation's form comes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const host = useHost();
  useFieldFocusOnArrival(step === 'activation', headingRef);
  if (step === 'activation') {
    return (
      <ActivationStep
        email={after.email}
        setNotice={setNotice}
        onActivated={(outcome) => {
          void (async () => {
            // Signed in only now (no password at sign-up): the offers the next steps need are loaded now.
            let offers = after.offers;
            if (!after.signedIn && outcome.signedIn) {
              offers = await host.getPlatform().then((platform) => loadOffers(platform, presetCode), () => offers);
              setAfter({ ...after, signedIn: true, offers });
            }
            goOn('activation', offers);
          })();
        }}
      />
    );
  }
  if (step === 'bonus') {
    return (
      <BonusStep
        bonuses={after.offers.bonuses}
        onContinue={(code) => {
          // None goes on to the deposit; a deposit bonus goes with its code; any other was triggered by the list.
          const chosen = code ? after.offers.bonuses.find((bonus) => bonus.code === code) : undefined;
          setAfter({ ...after, ...(chosen?.deposit ? { depositBonusCode: chosen.code } : {}) });
          goOn('bonus');
        }}
      />
    );
  }
  // The deposit widget itself, in this frame: its success closes the wizard (modal) or shows its success notice
  // (inline) and emits casino-deposit-success; the player stays signed in.
  return <DepositStep embedded noReady noBonusSelector {...(after.depositBonusCode ? { bonusCode: after.depositBonusCode } : {})} />;
}
