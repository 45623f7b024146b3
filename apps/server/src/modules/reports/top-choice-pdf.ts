import type { Writable } from 'node:stream';
import { PdfWriter } from './pdf-document.ts';
import type { ChoiceLine, ReportEvent, ReportJudge } from './report-model.ts';
import { eventLine, NO_CHOICE, twoDigits } from './report-text.ts';
import { scoreText } from '@showgrid/shared/score-text';

export interface TopChoiceInput {
  event: ReportEvent;
  judge: ReportJudge;
  choices: ChoiceLine[];
}

/** One judge's judges-choice vehicles as SPEC's judges-choice page lists them: two-digit rank first. */
export async function renderTopChoicePdf(input: TopChoiceInput, out: Writable): Promise<void> {
  const pdf = new PdfWriter(
    {
      layout: 'portrait',
      title: `Judges Choice: ${input.event.title}`,
      subtitle: eventLine(input.event),
      documentTitle: `Judges Choice: ${input.event.title}`,
    },
    out,
  );
  pdf.heading(`${input.judge.name} (${input.judge.code})`, 13);
  if (input.choices.length === 0) pdf.note(NO_CHOICE);
  else {
    pdf.table(
      [
        { header: 'Rank', width: 40 },
        { header: 'Vehicle ID', width: 70 },
        { header: 'Category', width: 130 },
        { header: 'Vehicle Name', width: 203 },
        { header: 'Score', width: 80, align: 'right' },
      ],
      input.choices.map((choice) => [
        twoDigits(choice.rank),
        choice.uniqueId ?? '',
        choice.categoryName,
        choice.vehicleName,
        scoreText(choice.total, choice.max),
      ]),
    );
  }
  await pdf.finish();
}
