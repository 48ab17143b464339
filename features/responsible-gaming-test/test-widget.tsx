import { useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useSupportUrl, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { selfTestRulesFor } from '../jurisdiction/index.ts';
import { usePlayer } from '../player/index.ts';
import { useWrite } from '../query/index.ts';
import { PGSI_ANSWERS, PGSI_BAND_TEXTS, PGSI_QUESTIONS, PROBLEM_GAMBLING_BLOCKED, pgsiBand, pgsiScore, type PgsiAnswer } from './pgsi.ts';
import { ResultHelp } from './result-help.tsx';

export type ResponsibleGamingTestWidgetProps = CommonWidgetProps;

/** Where the test stands: the intro (-1), a question (0 to 8) or the summary (9). */
type Step = number;
const INTRO = -1;
const SUMMARY = PGSI_QUESTIONS.length;
const DRAFT_KEY = 'casino-elements.pgsi-draft';

interface Draft {
  step: Step;
  answers: (PgsiAnswer | undefined)[];
  /** The session the answers were given in: another player's (or a later session's) test starts afresh. */
  session?: string | null;
}

// The answers so far survive a reload of the page (not a new session: sessionStorage is the tab's).
function readDraft(session: string | null): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && draft.session === session && Array.isArray(draft.answers) && typeof draft.step === 'number' && draft.step < SUMMARY ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage blocked: the test still works, only not across a reload
  }
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
  const [draft, setDraft] = useState<Draft>(() => readDraft(sessionId) ?? { step: INTRO, answers: [], session: sessionId });
  const [success, setSuccess] = useState<NoticeData | null>(null);
  const submit = useWrite();
  const body = useRef<HTMLDivElement>(null);
  const { step, answers } = draft;
  const score = pgsiScore(answers);
  const band = pgsiBand(score);

  useEffect(() => writeDraft(step === SUMMARY ? null : draft), [draft, step]);
  // Each step's heading takes the focus, so a screen reader hears the next question.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) body.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    moved.current = true;
  }, [step]);

  // A new session (another player signed in here) starts the test afresh.
  if (draft.session !== sessionId) setDraft({ step: INTRO, answers: [], session: sessionId });
  const go = (next: Step, nextAnswers = answers) => setDraft({ step: next, answers: nextAnswers, session: sessionId });
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
            <p><Trans>Thinking about the last 12 months, answer nine questions about your gambling. Each answer is never, sometimes, often or always. The test takes about two minutes.</Trans></p>
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
