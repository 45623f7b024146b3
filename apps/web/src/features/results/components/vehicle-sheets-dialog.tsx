import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import type { Judge } from '@showgrid/shared/schemas/judge';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import { scoreShown, scoreText } from '@showgrid/shared/score-text';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { downloadScoreSheets } from '../api/download-score-sheets';
import { useVehicleSheetsData } from '../api/get-vehicle-sheets-data';
import { momentText } from '../lib/moment';
import { judgesText, rankOf } from '../lib/ranking-rule';
import { judgeSheets, type JudgeSheet } from '../lib/judge-sheets';

interface VehicleSheetsDialogProps {
  eventId: number;
  row: RankingRow;
  /** The judges of the vehicle's category (its panel, or every judge of the event). */
  panel: readonly number[];
  judges: readonly Judge[];
  /** The event's rule: the sheets drop high and low leaves out are marked. */
  scoring: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>;
  /** The show's time zone, for when each sheet was edited. */
  timeZone?: string;
  /** Opens the paper-entry form for this vehicle and judge (ADR 034). */
  onEnterPaper: (judgeId: number) => void;
  onClose: () => void;
}

const STATE_LABELS: Record<JudgeSheet['state'], string> = {
  scored: english(/*i18n*/ { id: 'Scored' }),
  'stepped-aside': english(/*i18n*/ { id: 'Stepped aside' }),
  waiting: english(/*i18n*/ { id: 'Waiting' }),
};

export const LEFT_OUT = english(
  /*i18n*/ { id: "Not counted: under Drop high and low the vehicle's highest and lowest judge totals are left out." },
);
/** The standard minus sign, as the tablet and the score sheets show a deduction. */
const MINUS = '−';

const badge = (tone: string) => `rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`;

function SheetCard(props: { sheet: JudgeSheet; timeZone: string | undefined; onEnterPaper: (judgeId: number) => void }) {
  const { sheet, timeZone, onEnterPaper } = props;
  const { _, i18n } = useLingui();
  const { entry } = sheet;
  const paperBy = entry?.blnFromPaper
    ? entry.strEnteredByName
      ? _(/*i18n*/ { id: 'Entered from paper by {name}', values: { name: entry.strEnteredByName } })
      : _(/*i18n*/ { id: 'Entered from paper' })
    : null;
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={_(/*i18n*/ { id: "{name}'s sheet", values: { name: sheet.name } })}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{sheet.name}</h3>
        {sheet.code && <span className="text-xs text-slate-500">{sheet.code}</span>}
        <span className={badge('bg-slate-100 text-slate-700')}>{translated(i18n, STATE_LABELS[sheet.state])}</span>
        {!sheet.onPanel && <span className={badge('bg-amber-100 text-amber-900')}>{_(/*i18n*/ { id: 'Off panel' })}</span>}
        {entry?.blnTopChoice && <span className={badge('bg-red-100 text-red-800')}>{_(/*i18n*/ { id: 'Judges Choice' })}</span>}
        {entry?.blnFromPaper && <span className={badge('bg-sky-100 text-sky-900')}>{_(/*i18n*/ { id: 'Entered from paper' })}</span>}
        {sheet.leftOut && <span className={badge('bg-slate-200 text-slate-800')}>{_(/*i18n*/ { id: 'Not counted' })}</span>}
        {sheet.onPanel && sheet.state !== 'stepped-aside' && (
          <Button
            variant="secondary"
            className="ms-auto px-3! py-1.5!"
            aria-label={_(/*i18n*/ { id: 'Enter paper sheet for {name}', values: { name: sheet.name } })}
            onClick={() => onEnterPaper(sheet.judgeId)}
          >
            {_(/*i18n*/ { id: 'Enter paper sheet' })}
          </Button>
        )}
      </div>
      {sheet.leftOut && <p className="mt-2 text-sm text-slate-600">{translated(i18n, LEFT_OUT)}</p>}
      {sheet.state === 'stepped-aside' && sheet.recusal?.strReason && (
        <p className="mt-2 text-sm text-slate-600">{_(/*i18n*/ { id: 'Reason: {reason}', values: { reason: sheet.recusal.strReason } })}</p>
      )}
      {entry && (
        <>
          <table
            className="mt-3 w-full text-start text-sm"
            aria-label={_(/*i18n*/ { id: "{name}'s scores", values: { name: sheet.name } })}
          >
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-1">
                  {_(/*i18n*/ { id: 'Parameter' })}
                </th>
                <th scope="col" className="py-1 text-end">
                  {_(/*i18n*/ { id: 'Score' })}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entry.arrParameterWiseScore.flatMap((score) => [
                <tr key={score.intParameterId}>
                  <th scope="row" className="py-1 font-normal text-slate-800">
                    {score.strParameterTitle}
                    {score.blnRetired && <span className="ms-2 text-xs text-slate-500">{_(/*i18n*/ { id: '(retired since)' })}</span>}
                  </th>
                  <td className="py-1 text-end text-slate-900">{scoreShown(i18n, scoreText(score.intScore, score.intScoreLimit))}</td>
                </tr>,
                // A deduction sheet's deductions under their parameter, with their reasons (ADR 029).
                ...(entry.objParameterWiseDeductions[String(score.intParameterId)] ?? []).map((deduction, index) => (
                  <tr key={`${String(score.intParameterId)}-d${String(index)}`} className="text-slate-600">
                    <td className="py-0.5 ps-4 text-sm">
                      {[`${MINUS}${String(deduction.intPoints)}`, deduction.strReason].filter(Boolean).join(' ')}
                    </td>
                    <td />
                  </tr>
                )),
              ])}
              <tr>
                <th scope="row" className="py-1 font-semibold text-slate-900">
                  {_(/*i18n*/ { id: 'Total' })}
                </th>
                <td className="py-1 text-end font-semibold text-slate-900">
                  {scoreShown(i18n, scoreText(entry.intTotalScore, entry.intMaxScore))}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-2 text-sm text-slate-800">
            <span className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Special Note:' })} </span>
            {entry.strSpecialNote || '—'}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {_(/*i18n*/ { id: 'Last edited {when}', values: { when: momentText(i18n, entry.dtEditedAt, timeZone) } })}
            {paperBy && ` · ${paperBy}`}
          </p>
        </>
      )}
    </li>
  );
}

/** A vehicle's judges' sheets for the organiser: each judge's scores per parameter, note, pick, or why there is none. */
export function VehicleSheetsDialog(props: VehicleSheetsDialogProps) {
  const { eventId, row, panel, judges, scoring, timeZone, onEnterPaper, onClose } = props;
  const { _, i18n } = useLingui();
  const { entries, recusals } = useVehicleSheetsData(eventId, row.intVehicleId);
  const [anonymous, setAnonymous] = useState(false);
  const error = entries.error ?? recusals.error;
  const sheets =
    entries.data && recusals.data ? judgeSheets({ entries: entries.data, recusals: recusals.data, panel, judges, scoring, i18n }) : null;

  return (
    <Modal
      open
      title={_(/*i18n*/ { id: "Judges' sheets: {vehicle}", values: { vehicle: row.strVehicleName } })}
      onClose={onClose}
      widthClass="w-[min(94vw,44rem)]"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {[row.strUniqueId, row.strCategoryName, _(/*i18n*/ { id: 'Rank {rank}', values: { rank: rankOf(i18n, row.intRank) } })]
            .filter(Boolean)
            .join(' · ')}
          {row.strTotalScore &&
            ` · ${_(/*i18n*/ { id: '{score} from {judges}', values: { score: scoreShown(i18n, row.strTotalScore), judges: judgesText(i18n, row) } })}`}
        </p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-red-600"
              checked={anonymous}
              onChange={(change) => setAnonymous(change.target.checked)}
            />
            {_(/*i18n*/ { id: 'Show judges as Judge 1, 2, … (for the entrant)' })}
          </label>
          <Button
            variant="secondary"
            onClick={() => void downloadScoreSheets(i18n, eventId, { vehicleId: row.intVehicleId, uniqueId: row.strUniqueId }, anonymous)}
          >
            {_(/*i18n*/ { id: 'Download Score Sheet' })}
          </Button>
        </div>
        {error ? (
          <p className="text-sm text-red-600">{getErrorMessage(error, _(/*i18n*/ { id: 'Failed to fetch scores.' }))}</p>
        ) : sheets === null ? (
          <Spinner label={_(/*i18n*/ { id: 'Loading the sheets' })} />
        ) : sheets.length === 0 ? (
          <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No judges for this category yet.' })}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {sheets.map((sheet) => (
              <SheetCard key={sheet.judgeId} sheet={sheet} timeZone={timeZone} onEnterPaper={onEnterPaper} />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
