import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { AwardVehicle, Awards } from '@showgrid/shared/schemas/awards';
import { ceremonySteps, type Step } from '../lib/reveal';
import { judgesPicksText, peoplesChoiceText, rankedByText, votesText } from './award-words';
import { Podium } from './podium';

// The live leaderboard moves to the next category this often, and its page reloads the scores this often.
const CYCLE_MS = 8000;
export const AWARDS_REFRESH_MS = 30_000;
const NEXT_KEYS = new Set(['ArrowRight', ' ', 'PageDown', 'Enter']);
const BACK_KEYS = new Set(['ArrowLeft', 'PageUp', 'Backspace']);

/**
 * The awards screen for a projector (PRODUCT.md "Awards ceremony"): 16:9, type sized to the screen
 * so it reads from the back of a hall. Ceremony: each click or key reveals the next place, third
 * to first, then the people's choice and the judges' choice. Live leaderboard: the categories in
 * turn, with their current scores, for the hours before. Given its data: the admin's page reads
 * it through the API, the shared link's page comes rendered by the server (src/public, ADR 042).
 */
export function AwardsShow({ awards, live, onLiveChange }: { awards: Awards; live: boolean; onLiveChange: (live: boolean) => void }) {
  return live ? (
    <Leaderboard awards={awards} onCeremony={() => onLiveChange(false)} />
  ) : (
    <Ceremony awards={awards} onLive={() => onLiveChange(true)} />
  );
}

function Stage({ title, rule, children, controls }: { title: string; rule: string; children: React.ReactNode; controls: React.ReactNode }) {
  const { _ } = useLingui();
  return (
    <main className="flex h-screen w-screen items-center justify-center overflow-hidden bg-slate-950 text-white">
      <div className="relative flex aspect-video max-h-screen w-full max-w-[calc(100vh*16/9)] flex-col p-[3vh]">
        <h1 className="text-center text-[4.5vw] leading-tight font-black tracking-tight">{title}</h1>
        <div className="min-h-0 flex-1">{children}</div>
        <p className="pt-[1vh] text-center text-[1.1vw] text-slate-400">{rule}</p>
        <nav
          aria-label={_(/*i18n*/ { id: 'Awards controls' })}
          className="flex items-center justify-center gap-3 pt-[1vh] text-sm opacity-60 hover:opacity-100 focus-within:opacity-100"
        >
          {controls}
        </nav>
      </div>
    </main>
  );
}

const controlClass = 'rounded-md border border-slate-600 px-3 py-1.5 text-slate-200 hover:bg-slate-800';

function Ceremony({ awards, onLive }: { awards: Awards; onLive: () => void }) {
  const { _, i18n } = useLingui();
  const steps = useMemo(() => ceremonySteps(awards), [awards]);
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => Math.min(i + 1, steps.length - 1)), [steps.length]);
  const back = useCallback(() => setIndex((i) => Math.max(i - 1, 0)), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLButtonElement && (event.key === ' ' || event.key === 'Enter')) return;
      if (NEXT_KEYS.has(event.key)) next();
      else if (BACK_KEYS.has(event.key)) back();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, back]);
  const step = steps[index] ?? { kind: 'opening' };

  return (
    <Stage
      title={titleOf(step, awards, i18n)}
      rule={rankedByText(i18n, awards)}
      controls={
        <>
          <button type="button" className={controlClass} onClick={back}>
            {_(/*i18n*/ { id: 'Back' })}
          </button>
          <span aria-live="polite">{_(/*i18n*/ { id: 'Step {step} of {count}', values: { step: index + 1, count: steps.length } })}</span>
          <button type="button" className={controlClass} onClick={next}>
            {_(/*i18n*/ { id: 'Next' })}
          </button>
          <button type="button" className={controlClass} onClick={onLive}>
            {_(/*i18n*/ { id: 'Live leaderboard' })}
          </button>
          <FullScreenButton />
        </>
      }
    >
      {/* A click anywhere on the stage is the clicker's "next". */}
      <div className="h-full cursor-pointer" onClick={next}>
        <StepView step={step} awards={awards} />
      </div>
    </Stage>
  );
}

function titleOf(step: Step, awards: Awards, i18n: I18n): string {
  switch (step.kind) {
    case 'opening':
      return awards.strEventTitle;
    case 'podium':
      return step.category.strCategoryName;
    case 'peoples-choice':
      return peoplesChoiceText(i18n);
    case 'judges-choice':
      return judgesPicksText(i18n);
    case 'closing':
      return i18n._(/*i18n*/ { id: 'Congratulations' });
  }
}

function StepView({ step, awards }: { step: Step; awards: Awards }) {
  const { _, i18n } = useLingui();
  if (step.kind === 'podium') return <Podium category={step.category} revealed={step.revealed} showScores={false} />;
  if (step.kind === 'peoples-choice') return <VehicleList vehicles={awards.arrPeoplesChoice} detail={(v) => votesText(i18n, v.intVotes)} />;
  if (step.kind === 'judges-choice') {
    return (
      <div className="grid h-full content-center gap-[2vh] overflow-hidden">
        {awards.arrJudgesPicks.map((judge) => (
          <p key={judge.strJudgeName} className="text-center text-[2.4vw]">
            <span className="text-slate-400">{judge.strJudgeName}: </span>
            {judge.arrVehicles.map((v) => `${v.strVehicleName} (${v.strVehicleId ?? '–'})`).join(', ')}
          </p>
        ))}
      </div>
    );
  }
  return (
    <p className="flex h-full items-center justify-center text-[3vw] text-slate-300">
      {step.kind === 'opening'
        ? _(/*i18n*/ { id: 'Awards ceremony' })
        : _(/*i18n*/ { id: 'Thank you to every entrant, judge and visitor.' })}
    </p>
  );
}

/** The people's choice: the audience's award, so no judges' medal beside it. */
function VehicleList({ vehicles, detail }: { vehicles: AwardVehicle[]; detail: (vehicle: AwardVehicle) => string }) {
  return (
    <ul className="grid h-full content-center gap-[3vh] text-center">
      {vehicles.map((vehicle) => (
        <li key={vehicle.intVehicleId}>
          <p className="text-[4vw] leading-tight font-bold">{vehicle.strVehicleName || vehicle.strVehicleId}</p>
          <p className="text-[2vw] text-slate-300">
            {vehicle.strVehicleId ?? ''} · {vehicle.strOwnerName} · {vehicle.strCategoryName} · {detail(vehicle)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Leaderboard({ awards, onCeremony }: { awards: Awards; onCeremony: () => void }) {
  const { _, i18n } = useLingui();
  const judged = awards.arrCategories.filter((category) => category.arrPodium.length > 0);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), CYCLE_MS);
    return () => clearInterval(timer);
  }, []);
  const category = judged.length > 0 ? judged[index % judged.length] : undefined;
  return (
    <Stage
      title={
        category
          ? _(/*i18n*/ { id: 'Live leaderboard · {category}', values: { category: category.strCategoryName } })
          : _(/*i18n*/ { id: 'Live leaderboard' })
      }
      rule={rankedByText(i18n, awards)}
      controls={
        <>
          <button type="button" className={controlClass} onClick={onCeremony}>
            {_(/*i18n*/ { id: 'Ceremony' })}
          </button>
          <FullScreenButton />
        </>
      }
    >
      {category ? (
        <Podium category={category} revealed={3} showScores />
      ) : (
        <p className="flex h-full items-center justify-center text-[3vw] text-slate-300">{_(/*i18n*/ { id: 'No scores yet.' })}</p>
      )}
    </Stage>
  );
}

function FullScreenButton() {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      className={controlClass}
      onClick={() =>
        void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)
      }
    >
      {_(/*i18n*/ { id: 'Full screen' })}
    </button>
  );
}
