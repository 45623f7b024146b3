import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { adminApi } from './api.ts';
import { seedJudgingShow, type JudgeLogin, type JudgingShow } from './judging-fixture.ts';

/**
 * A judging show (seedJudgingShow: two parameters out of 10, Paid vehicles) whose event is scored
 * by deduction (ADR 029) with the organiser's reasons: set through the organiser's API, as the
 * event form saves it, before the judge's tablet signs in.
 */
export async function seedDeductionShow(
  lead: string,
  judge: JudgeLogin,
  options: { vehicleCount: number; pictures?: boolean; reasons: string[] },
): Promise<JudgingShow> {
  const show = await seedJudgingShow(lead, judge, options);
  const api = await adminApi();
  const url = `/api/event/manage-event/${String(show.eventId)}/`;
  const { data: event } = await api<{ data: ShowEvent }>('GET', url);
  const updated = await api<{ data: ShowEvent }>('PUT', url, {
    strEventTitle: event.strEventTitle,
    strEventLocation: event.strEventLocation,
    strEventStartDateTime: event.strEventStartDateTime,
    arrVehicleCategory: event.arrVehicleCategory.map((category) => category.id),
    arrJudges: event.arrJudges,
    strScoringRule: 'deduction',
    arrDeductionReasons: options.reasons,
  });
  if (updated.data.strScoringRule !== 'deduction') throw new Error('the event is not scored by deduction');
  return show;
}
