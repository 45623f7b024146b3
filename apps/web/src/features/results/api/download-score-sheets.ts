import { resultsApi } from '@showgrid/shared/contract/results';
import { scoreSheetsFileName } from '@showgrid/shared/file-names';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { download } from '../lib/download';

/** What the score sheets are of: one vehicle (named by its id on the card) or a whole category. */
export type SheetsOf = { vehicleId: number; uniqueId: string | null } | { categoryId: number };

/** GET /api/report/{event_id}/score-sheets/ → score-sheets-{eventId}-{vehicle id or category-N}.pdf. */
export function downloadScoreSheets(i18n: I18n, eventId: number, of: SheetsOf, anonymous: boolean): Promise<void> {
  const query = 'vehicleId' in of ? { intVehicleId: of.vehicleId } : { intCategoryId: of.categoryId };
  const which = 'vehicleId' in of ? (of.uniqueId ?? `vehicle-${String(of.vehicleId)}`) : `category-${String(of.categoryId)}`;
  return download(
    i18n,
    () =>
      callApi(resultsApi.scoreSheetsPdf, {
        params: { event_id: eventId },
        query: { ...query, blnAnonymous: anonymous ? 'true' : 'false' },
      }),
    scoreSheetsFileName(eventId, which),
  );
}
