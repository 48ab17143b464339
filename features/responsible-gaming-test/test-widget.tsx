import { useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useSupportUrl, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { selfTestRulesFor } from '../toolkit/jurisdiction/index.ts';
import { useSessionDraft } from '../toolkit/forms/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useWrite } from '../toolkit/query/index.ts';
import { PGSI_ANSWERS, PGSI_BAND_TEXTS, PGSI_QUESTIONS, PROBLEM_GAMBLING_BLOCKED, pgsiBand, pgsiScore, type PgsiAnswer } from './pgsi.ts';
import { ResultHelp } from './result-help.tsx';

export type ResponsibleGamingTestWidgetProps = CommonWidgetProps;

/** Where the test stands: the intro (-1), a question (0 to 8) or the summary (9). */
type Step = number;
const INTRO = -1;
const SUMMARY = PGSI_QUESTIONS.length;

interface Draft {
  step: Step;
  answers: (PgsiAnswer | undefined)[];
}

const FRESH: Draft = { step: INTRO, answers: [] };

/**
 * The answers so far survive a reload of the page, as every draft does (features/toolkit/forms: `casino-elements.draft.pgsi`,
 * cleared with every other draft when the session ends, here and in the player's other tabs). A draft holds the
 * answers and the step only, never the session.
 */
function validDraft(draft: Partial<Draft>): Draft {
  return Array.isArray(draft.answers) && typeof draft.step === 'number' && draft.step >= INTRO && draft.step <= SUMMARY
    ? { step: draft.step, answers: draft.answers }
    : FRESH;
}

/**
 * The responsible gaming self-test (spec 001 §2, §4): an intro, the nine PGSI questions (choosing an answer
 * goes on; Back from question 2; Finish on the last), then the points and their band, once the score is sent.
 */
export function ResponsibleGamingTestWidget(props: ResponsibleGamingTestWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { i18n, t } = useLingui();
  const { signedIn, sessionId } = usePlayer();
  const [stored, setDraft, clearDraft] = useSessionDraft<Draft>('pgsi', () => FRESH);
  const draft = validDraft(stored);
  const [owner, setOwner] = useState(sessionId);
  const [success, setSuccess] = useState<NoticeData | null>(null);
  const submit = useWrite();
  const body = useRef<HTMLDivElement>(null);
  const { step, answers } = draft;
  const score = pgsiScore(answers);
  const band = pgsiBand(score);

  // Each step's heading takes the focus, so a screen reader hears the next question.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) body.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    moved.current = true;
  }, [step]);

  // A new session (another player signed in here) starts the test afresh.
  if (owner !== sessionId) {
    setOwner(sessionId);
    setDraft(FRESH);
  }
  const go = (next: Step, nextAnswers = answers) => setDraft({ step: next, answers: nextAnswers });
  const choose = (value: PgsiAnswer) => {
    const next = answers.slice();
    next[step] = value;
    // Choosing goes on, except on the last question, where Finish sends the answers.
    go(step < SUMMARY - 1 ? step + 1 : step, next);
  };
  const finish = async () => {
    const total = pgsiScore(answers);
    const done = await submit.run((platform) => requireOperation(platform, 'submitTestScore')({ score: total, version: 'full' }));
    if (!done) return;
    setSuccess({ level: 'success', message: t`Your answers have been submitted.` });
    host.emit('casino-test-submitted', { score: total, band: pgsiBand(total) });
    go(SUMMARY);
    clearDraft();
  };

  const notice = submit.notice ?? success;
  const question = PGSI_QUESTIONS[step];
  const blocked = band === 'problem-gambling' && selfTestRulesFor(host.jurisdiction).problemGamblingBlocksAccount;
  const supportUrl = useSupportUrl();

  return (
    <WidgetFrame
      {...frame}
      title={t`Responsible gaming test`}
      notices={notice && <Notice {...notice} onClear={() => (submit.notice ? submit.clearNotice() : setSuccess(null))} />}
    >
      <div ref={body} className="pgsi">
        {!signedIn && <Notice level="info" message={<Trans>Sign in to take the responsible gaming test.</Trans>} />}
        {signedIn && step === INTRO && (
          <>
            <p><Trans>Thinking about the last 12 months, answer nine questions about your gambling. Each answer is never, sometimes, most of the time or almost always. The test takes about two minutes.</Trans></p>
            <div className="actions">
              <Button onClick={() => go(0)}><Trans>Start the test</Trans></Button>
            </div>
          </>
        )}
        {signedIn && question && (
          <fieldset className="pgsi-question" part="question">
            <legend>
              <span className="pgsi-progress" part="progress">{t`Question ${step + 1} of ${SUMMARY}`}</span>
              <span className="pgsi-text" data-step-heading tabIndex={-1}>{i18n._(question)}</span>
            </legend>
            <div className="pgsi-answers">
              {PGSI_ANSWERS.map((answer) => (
                <Button
                  key={answer.value}
                  variant={answers[step] === answer.value ? 'primary' : 'secondary'}
                  aria-pressed={answers[step] === answer.value}
                  onClick={() => choose(answer.value)}
                >
                  {i18n._(answer.label)}
                </Button>
              ))}
            </div>
            <div className="actions">
              {step > 0 && (
                <Button variant="link" onClick={() => go(step - 1)}><Trans>Back</Trans></Button>
              )}
              {step === SUMMARY - 1 && (
                <Button busy={submit.busy} aria-disabled={answers[step] === undefined || undefined} onClick={() => answers[step] !== undefined && void finish()}>
                  <Trans>Finish</Trans>
                </Button>
              )}
            </div>
          </fieldset>
        )}
        {signedIn && step === SUMMARY && (
          <div className="pgsi-summary" part="summary">
            <h3 data-step-heading tabIndex={-1}>{t`Your result: ${plural(score, { one: '# point', other: '# points' })}`}</h3>
            <p className="pgsi-band" data-band={band}><strong>{i18n._(PGSI_BAND_TEXTS[band].title)}</strong></p>
            <p>{i18n._(PGSI_BAND_TEXTS[band].body)}</p>
            {blocked && (
              // Says how: the operator's support contact, at once.
              <p className="pgsi-blocked">{i18n._(PROBLEM_GAMBLING_BLOCKED)} <a href={supportUrl}><Trans>Contact support</Trans></a></p>
            )}
            {band !== 'no-issue' && <ResultHelp />}
            {host.modal && (
              <div className="actions">
                <Button onClick={() => host.close()}><Trans>Close</Trans></Button>
              </div>
            )}
          </div>
        )}
      </div>
    </WidgetFrame>
  );
}
