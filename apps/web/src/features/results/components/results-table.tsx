import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { MedalBadge } from '../../../components/medal-badge';
import { organiserOrdersTies } from '@showgrid/shared/scoring-rules';
import { scoreShown } from '@showgrid/shared/score-text';
import { judgesText, rankOf } from '../lib/ranking-rule';
import type { ResultRow } from '../lib/result-rows';

const HEADERS = [
  english(/*i18n*/ { id: 'Rank' }),
  english(/*i18n*/ { id: 'Vehicle Name' }),
  english(/*i18n*/ { id: 'Owner Name' }),
  english(/*i18n*/ { id: 'Total Vehicle Score' }),
  english(/*i18n*/ { id: 'Audience Vote' }),
  english(/*i18n*/ { id: 'Judge Score' }),
  english(/*i18n*/ { id: 'Judges Choice' }),
];
const CATEGORY = english(/*i18n*/ { id: 'Category' });
const MEDAL = english(/*i18n*/ { id: 'Medal' });

interface ResultsTableProps {
  rows: ResultRow[];
  /** The event's scoring: a Medal column with bands, the judges who count under drop high and low. */
  event: ShowEvent | undefined;
  showCategory: boolean;
  state: string | null;
  judgeLoading: boolean;
  /** The judge the Judge Score and Judges Choice columns are for (the Judge picker's). */
  judgeName: string | null;
  /** Opens a vehicle's judges' sheets. */
  onOpen: (row: RankingRow) => void;
}

/** The columns that are one judge's, named by that judge: on All every judge of the event is offered. */
const JUDGE_COLUMNS = new Set(HEADERS.slice(5));

export function ResultsTable({ rows, event, showCategory, state, judgeLoading, judgeName, onOpen }: ResultsTableProps) {
  const { _, i18n } = useLingui();
  const medals = Boolean(event?.objMedalBands);
  const organiser = !event || organiserOrdersTies(event.arrTieBreak);
  const headers = [...(showCategory ? [CATEGORY] : []), ...HEADERS.slice(0, 4), ...(medals ? [MEDAL] : []), ...HEADERS.slice(4)];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={_(/*i18n*/ { id: 'Results' })} className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3">
                {translated(i18n, header)}
                {judgeName && JUDGE_COLUMNS.has(header) && ' '}
                {judgeName && JUDGE_COLUMNS.has(header) && (
                  <span className="block font-normal tracking-normal normal-case">{judgeName}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state !== null || rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-4 py-10 text-center text-slate-600">
                {state ?? _(/*i18n*/ { id: 'No data available.' })}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.intVehicleId}>
                {showCategory && <td className="px-4 py-3 text-slate-700">{row.strCategoryName}</td>}
                <td className="px-4 py-3 font-semibold text-slate-900">
                  {rankOf(i18n, row.intRank)}
                  {row.intTieGroup !== null && !row.blnOrderedByAdmin && (
                    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {!organiser
                        ? _(/*i18n*/ { id: 'Shared place' })
                        : row.blnTieAtAwardCut
                          ? _(/*i18n*/ { id: 'Tie at the award places' })
                          : _(/*i18n*/ { id: 'Tie' })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-slate-900">
                  <button
                    type="button"
                    // The name holds the words shown (the car and its id), as speech input reads them.
                    aria-label={_(
                      /*i18n*/ {
                        id: "Judges' sheets of {vehicle}",
                        values: { vehicle: [row.strVehicleName, row.strUniqueId].filter(Boolean).join(' ') },
                      },
                    )}
                    onClick={() => onOpen(row)}
                    className="text-start underline decoration-slate-300 underline-offset-4 hover:decoration-red-600"
                  >
                    {row.strVehicleName}
                    {row.strUniqueId && (
                      <>
                        {' '}
                        <span className="ms-1 text-xs font-semibold text-red-700">{row.strUniqueId}</span>
                      </>
                    )}
                  </button>
                </td>
                <td className="px-4 py-3 text-slate-700">{row.strOwnerName}</td>
                <td className="px-4 py-3 text-slate-900">
                  {row.strTotalScore === null ? _(/*i18n*/ { id: 'No score available' }) : scoreShown(i18n, row.strTotalScore)}
                  {row.strTotalScore !== null && <span className="ms-2 text-xs text-slate-500">{judgesText(i18n, row)}</span>}
                </td>
                {medals && (
                  <td className="px-4 py-3">
                    {row.strMedal ? <MedalBadge medal={row.strMedal} className="text-xs" /> : <span className="text-slate-400">—</span>}
                  </td>
                )}
                <td className="px-4 py-3 text-slate-700">
                  {_(/*i18n*/ { id: '{count, plural, one {# Vote} other {# Votes}}', values: { count: row.intVotes } })}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {judgeLoading ? _(/*i18n*/ { id: 'Loading...' }) : row.judgeScore === null ? '—' : scoreShown(i18n, row.judgeScore)}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {judgeLoading ? _(/*i18n*/ { id: 'Loading...' }) : row.judgeChose ? _(/*i18n*/ { id: 'Yes' }) : _(/*i18n*/ { id: 'No' })}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
