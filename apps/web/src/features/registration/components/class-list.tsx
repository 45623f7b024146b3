import { useLingui } from '@lingui/react';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';

/** "3 places left", "Waiting list" (none left: entries still go on the class's list), or no word when there is no cap. */
export function placesText(placesLeft: number | null, i18n: I18n): string | null {
  if (placesLeft === null) return null;
  if (placesLeft === 0) return i18n._(/*i18n*/ { id: 'Waiting list' });
  return i18n._(/*i18n*/ { id: '{count, plural, one {# place left} other {# places left}}', values: { count: placesLeft } });
}

/** "Whole show: 3 places left", "Whole show: waiting list", or no word when there is no cap. */
function wholeShowText(placesLeft: number | null, i18n: I18n): string | null {
  if (placesLeft === null) return null;
  if (placesLeft === 0) return i18n._(/*i18n*/ { id: 'Whole show: waiting list' });
  return i18n._(
    /*i18n*/ {
      id: 'Whole show: {count, plural, one {# place left} other {# places left}}',
      values: { count: placesLeft },
    },
  );
}

/**
 * The classes an entrant can enter, each with today's fee and the places left, and the extras on
 * offer. `earlyLine`: "Early-bird fees until …" in the zone the page's renderer chose (or null).
 */
export function ClassList({ registration, earlyLine }: { registration: PublicRegistration; earlyLine: string | null }) {
  const { _, i18n } = useLingui();
  const money = (cents: number) => moneyText(cents, registration.strCurrency, i18n.locale);
  const showLeft = wholeShowText(registration.intPlacesLeft, i18n);
  return (
    <section aria-labelledby="register-classes" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="register-classes" className="text-lg font-bold text-slate-900">
          {_(/*i18n*/ { id: 'Classes' })}
        </h2>
        {showLeft && <p className="text-sm text-slate-600">{showLeft}</p>}
      </div>
      {earlyLine !== null && <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">{earlyLine}</p>}
      {registration.arrClasses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">
          {_(/*i18n*/ { id: 'No class takes entries yet.' })}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {registration.arrClasses.map((entryClass) => {
            const left = placesText(entryClass.intPlacesLeft, i18n);
            const full = entryClass.intPlacesLeft === 0;
            return (
              <li
                key={entryClass.intCategoryId}
                aria-label={entryClass.strVehicleCategoryName}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{entryClass.strVehicleCategoryName}</p>
                  <p className="text-sm text-slate-500">{entryClass.strVehicleTypeTitle}</p>
                  {left && <p className={`mt-1 text-sm font-medium ${full ? 'text-amber-700' : 'text-slate-700'}`}>{left}</p>}
                </div>
                <div className="shrink-0 text-end">
                  <p className="text-lg font-bold text-slate-900">
                    {entryClass.intFeeCents === 0 ? _(/*i18n*/ { id: 'Free' }) : money(entryClass.intFeeCents)}
                  </p>
                  {entryClass.intLateFeeCents !== null && entryClass.intLateFeeCents !== entryClass.intFeeCents && (
                    <p className="text-xs text-slate-500">
                      {_(/*i18n*/ { id: 'then {fee}', values: { fee: money(entryClass.intLateFeeCents) } })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {registration.arrExtras.length > 0 && (
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <h3 className="font-semibold text-slate-900">{_(/*i18n*/ { id: 'Extras' })}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-slate-700">
            {registration.arrExtras.map((extra) => (
              <li key={extra.strName} className="flex justify-between gap-3">
                <span>
                  {extra.strName}
                  {extra.intMaxPerEntry > 1 && (
                    <span className="text-slate-500"> {_(/*i18n*/ { id: '(up to {max})', values: { max: extra.intMaxPerEntry } })}</span>
                  )}
                </span>
                <span className="font-medium">{money(extra.intPriceCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
