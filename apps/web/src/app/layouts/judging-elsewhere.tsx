import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { Button } from '../../components/button';

export const JUDGING_ELSEWHERE = english(/*i18n*/ { id: 'Judging goes on in another tab' });

interface JudgingElsewhereProps {
  /** Another tab of this browser judges: this one writes nothing and shows the notice. */
  elsewhere: boolean;
  /** Takes judging back into this tab, with what the other tab kept on the device. */
  onJudgeHere: () => Promise<void>;
  children: ReactNode;
}

/**
 * One tab judges at a time (offline/judging-tab.ts, ADR 030). While another tab does, this one
 * shows a notice instead of the judging pages, and the judge may take judging back here: the
 * pages then start again from the device's copy. They are unmounted, not hidden as behind the
 * tablet gate: what they hold is in the judge store, and a dialog open on them (portalled to the
 * body, out of reach of a hidden wrapper) must close, or its Send now would send this tab's old copy.
 */
export function JudgingElsewhere({ elsewhere, onJudgeHere, children }: JudgingElsewhereProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const judgeHere = async () => {
    setBusy(true);
    try {
      await onJudgeHere();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {!elsewhere && children}
      {elsewhere && (
        <main
          aria-labelledby={titleId}
          className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center"
        >
          <h1 id={titleId} className="text-lg font-semibold text-slate-800">
            {_(JUDGING_ELSEWHERE)}
          </h1>
          <p className="max-w-md text-slate-600">
            {_(
              /*i18n*/ {
                id: 'Your sheets are open in another tab or window of this browser, which keeps and sends your scores. This tab has stopped, so the two cannot write over each other. Close it, or judge here instead.',
              },
            )}
          </p>
          <Button loading={busy} onClick={() => void judgeHere()}>
            {_(/*i18n*/ { id: 'Judge in this tab' })}
          </Button>
        </main>
      )}
    </>
  );
}
