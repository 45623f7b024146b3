import type { EntryPlacing } from '@showgrid/shared/schemas/registration';

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "112th": a place as it is said. */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  const last = place % 10;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${String(place)}${suffix}`;
}

/** "1st of 12 in Pre-war Classics", "Joint 2nd of 12 in …" (a tie left shared), "Not placed" (no judge scored it). */
export function placingText(placing: EntryPlacing): string {
  if (placing.intPlace === null) return 'Not placed';
  const place = `${ordinal(placing.intPlace)} of ${String(placing.intOf)} in ${placing.strCategoryName}`;
  return placing.blnShared ? `Joint ${place}` : place;
}
