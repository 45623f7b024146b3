import { useLingui } from '@lingui/react';
import { english, translated } from '@showgrid/shared/i18n/translate';
import type { AwardCategory, PodiumPlace } from '@showgrid/shared/schemas/awards';
import { MedalBadge } from '../../../components/medal-badge';
import { isRevealed } from '../lib/reveal';
import { scoreShown } from '@showgrid/shared/score-text';

const PLACE_NAMES: Record<number, string> = {
  1: english(/*i18n*/ { id: 'First place' }),
  2: english(/*i18n*/ { id: 'Second place' }),
  3: english(/*i18n*/ { id: 'Third place' }),
};
// Podium order on screen: second on the left, first in the middle and highest, third on the right.
const STANDS = [
  { rank: 2, height: 'h-[30%]', colour: 'bg-slate-300 text-slate-900' },
  { rank: 1, height: 'h-[42%]', colour: 'bg-amber-400 text-slate-900' },
  { rank: 3, height: 'h-[20%]', colour: 'bg-orange-700 text-white' },
];
const PLAIN_STAND = 'bg-slate-700 text-white';

/**
 * A category's podium with its revealed places named and the rest kept as a question mark. With
 * medal bands a badge is the medal a car earned (ADR 029), which need not match its place (a third
 * may earn Silver): then the steps are plain, so no place wears a medal's colour beside a badge.
 */
export function Podium({ category, revealed, showScores }: { category: AwardCategory; revealed: number; showScores: boolean }) {
  const { i18n } = useLingui();
  const medals = category.arrPodium.some((place) => Boolean(place.strMedal));
  return (
    <div className="grid h-full grid-cols-3 items-end gap-[2vw] px-[4vw]">
      {STANDS.map(({ rank, height, colour: placeColour }) => {
        const colour = medals ? PLAIN_STAND : placeColour;
        const winners = category.arrPodium.filter((place) => place.intRank === rank);
        const shown = winners.length > 0 && isRevealed(category, rank, revealed);
        return (
          <section
            key={rank}
            aria-label={translated(i18n, PLACE_NAMES[rank] ?? '')}
            className="flex h-full flex-col justify-end gap-[1.5vh]"
          >
            <div className="flex min-h-[30%] flex-col justify-end gap-[1vh] text-center">
              {shown ? (
                winners.map((place) => <Winner key={place.intVehicleId} place={place} showScore={showScores} />)
              ) : (
                <p className="text-[5vw] font-bold text-slate-600">{winners.length > 0 ? '?' : ''}</p>
              )}
            </div>
            <div className={`${height} ${colour} flex items-start justify-center rounded-t-xl pt-[1vh] text-[4vw] font-black`}>{rank}</div>
          </section>
        );
      })}
    </div>
  );
}

function Winner({ place, showScore }: { place: PodiumPlace; showScore: boolean }) {
  const { _, i18n } = useLingui();
  return (
    <div className="motion-safe:animate-[fade-in_0.6s_ease-out]">
      <p className="text-[2.6vw] leading-tight font-bold">{place.strVehicleName || place.strVehicleId}</p>
      <p className="text-[1.6vw] text-slate-300">
        {place.strVehicleId ?? ''} · {place.strOwnerName}
      </p>
      {place.strMedal && (
        <p className="mt-[0.5vh]">
          <MedalBadge medal={place.strMedal} tone="dark" className="text-[1.5vw]" />
        </p>
      )}
      {showScore && (
        <p className="text-[1.4vw] text-amber-300">
          {place.strTotalScore === null ? null : scoreShown(i18n, place.strTotalScore)}
          {place.blnTie ? ` · ${_(/*i18n*/ { id: 'tie' })}` : ''}
        </p>
      )}
    </div>
  );
}
