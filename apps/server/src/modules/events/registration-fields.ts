import type { RegistrationSettings } from '@showgrid/shared/registration-rules';
import type { RegistrationSettingsView } from '@showgrid/shared/schemas/registration';

/** The settings in API names (the event's read and its audit snapshot). */
export function presentRegistrationSettings(settings: RegistrationSettings): RegistrationSettingsView {
  return {
    blnOpen: settings.open,
    dtOpensAt: settings.opensAt,
    dtClosesAt: settings.closesAt,
    strCurrency: settings.currency,
    dtEarlyUntil: settings.earlyUntil,
    intEventCap: settings.eventCap,
    blnApproval: settings.approval,
    arrPaymentModes: settings.paymentModes,
    arrClasses: settings.classes.map((c) => ({
      intCategoryId: c.categoryId,
      intFeeCents: c.feeCents,
      intEarlyFeeCents: c.earlyFeeCents,
      intCap: c.cap,
    })),
    arrExtras: settings.extras.map((e) => ({ strName: e.name, intPriceCents: e.priceCents, intMaxPerEntry: e.maxPerEntry })),
  };
}
