import type { Writable } from 'node:stream';
import { i18nFor } from '../../lib/i18n.ts';
import { PdfWriter } from './pdf-document.ts';
import type { ChoiceLine, ReportEvent, ReportJudge } from './report-model.ts';
import { eventLine, NO_CHOICE, scoreOf, twoDigits } from './report-text.ts';

export interface TopChoiceInput {
  event: ReportEvent;
  judge: ReportJudge;
  choices: ChoiceLine[];
}

/** One judge's judges-choice vehicles as SPEC's judges-choice page lists them: two-digit rank first. */
export async function renderTopChoicePdf(input: TopChoiceInput, out: Writable): Promise<void> {
  const { event } = input;
  const i18n = i18nFor(event.locale);
  const title = i18n._(/*i18n*/ { id: 'Judges Choice: {event}', values: { event: event.title } });
  const pdf = new PdfWriter({ layout: 'portrait', title, subtitle: eventLine(event, event.locale), documentTitle: title, i18n }, out);
  pdf.heading(`${input.judge.name} (${input.judge.code})`, 13);
  if (input.choices.length === 0) pdf.note(i18n._(NO_CHOICE));
  else {
    pdf.table(
      [
        { header: i18n._(/*i18n*/ { id: 'Rank' }), width: 40 },
        { header: i18n._(/*i18n*/ { id: 'Vehicle ID' }), width: 70 },
        { header: i18n._(/*i18n*/ { id: 'Category' }), width: 130 },
        { header: i18n._(/*i18n*/ { id: 'Vehicle Name' }), width: 203 },
        { header: i18n._(/*i18n*/ { id: 'Score' }), width: 80, align: 'right' },
      ],
      input.choices.map((choice) => [
        twoDigits(choice.rank),
        choice.uniqueId ?? '',
        choice.categoryName,
        choice.vehicleName,
        scoreOf(i18n, choice.total, choice.max),
      ]),
    );
  }
  await pdf.finish();
}
