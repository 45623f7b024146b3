import { feeAt, fewestPlaces, isEarly, placesLeft, registrationState } from '@showgrid/shared/registration-rules';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import type { PublicRegistration, RegistrationView } from '@showgrid/shared/schemas/registration';
import { mediaUrl } from '../media/repository.ts';
import type { EventRecord } from '../events/records.ts';
import type { HeldPlaces, RegistrationRecord } from './records.ts';

/** Entries and the public registration page's read, in API names (ADR 002). */

export function presentRegistration(record: RegistrationRecord, waitlistPosition: number | null): RegistrationView {
  return {
    intRegistrationId: record.id,
    intEventId: record.eventId,
    strEventTitle: record.eventTitle,
    intCategoryId: record.categoryId,
    strCategoryName: record.categoryName,
    strStatus: record.status,
    strOwnerName: record.ownerName,
    strPhone: record.phone,
    strBrandName: record.brand,
    strModelName: record.model,
    intYear: record.year,
    strRegistrationNo: record.registrationNo,
    strColour: record.colour,
    strPaymentMode: record.paymentMode,
    arrExtras: record.extras.map((e) => ({ strName: e.name, intPriceCents: e.priceCents, intQuantity: e.quantity })),
    strCurrency: record.currency,
    intFeeCents: record.feeCents,
    intAmountCents: record.amountCents,
    blnPaid: record.paidAt !== null,
    dtHoldExpiresAt: record.status === 'awaiting-payment' ? (record.holdExpiresAt?.toISOString() ?? null) : null,
    dtOfferExpiresAt: record.status === 'offered' ? (record.offerExpiresAt?.toISOString() ?? null) : null,
    intWaitlistPosition: waitlistPosition,
    strCheckoutUrl: record.status === 'awaiting-payment' ? record.checkoutUrl : null,
    intVehicleId: record.vehicleId,
    strVehicleUniqueId: record.vehicleUniqueId,
    strReason: record.reason,
    arrPhotos: record.photoIds.map((id) => mediaUrl(id) ?? ''),
    dtCreatedAt: record.createdAt.toISOString(),
    blnScoreSheetReady: record.status === 'confirmed' && record.vehicleId !== null && record.vehiclePaid && record.resultsPublished,
  };
}

const PAID_VIA = ['online', 'cash', 'card'] as const;

/** An entry as the organiser reads it: the entrant's view, with the address and the payment's trail. */
export function presentOrganiserEntry(record: RegistrationRecord, waitlistPosition: number | null): OrganiserEntry {
  const paidVia = PAID_VIA.find((via) => via === record.paidVia) ?? null;
  return {
    ...presentRegistration(record, waitlistPosition),
    strEmail: record.entrantEmail,
    strPaidVia: record.paidAt === null ? null : paidVia,
    dtPaidAt: record.paidAt?.toISOString() ?? null,
    dtRefundedAt: record.refundedAt?.toISOString() ?? null,
  };
}

/** What an entrant reads before signing in: the classes open to entries, today's fees, the places left. */
export function presentPublicRegistration(
  event: EventRecord,
  held: HeldPlaces,
  paymentModes: PublicRegistration['arrPaymentModes'],
  now: Date,
  deploymentZone: string,
): PublicRegistration {
  const settings = event.registration;
  const eventLeft = placesLeft(settings.eventCap, held.event);
  const early = isEarly(settings, now);
  return {
    intEventId: event.id,
    strEventTitle: event.title,
    strEventLocation: event.location,
    strEventStartDateTime: event.startsAt.toISOString(),
    strState: registrationState(settings, now, event.startsAt),
    dtOpensAt: settings.opensAt,
    dtClosesAt: settings.closesAt,
    strCurrency: settings.currency,
    blnEarly: early,
    dtEarlyUntil: settings.earlyUntil,
    blnApproval: settings.approval,
    arrPaymentModes: paymentModes,
    intPlacesLeft: eventLeft,
    arrClasses: event.categories.flatMap((category) => {
      const entered = settings.classes.find((c) => c.categoryId === category.id);
      if (!entered) return [];
      return [
        {
          intCategoryId: category.id,
          strVehicleCategoryName: category.name,
          strVehicleTypeTitle: category.vehicleTypeTitle,
          intFeeCents: feeAt(settings, entered, now),
          intLateFeeCents: entered.earlyFeeCents === null ? null : entered.feeCents,
          intPlacesLeft: fewestPlaces(eventLeft, placesLeft(entered.cap, held.byClass.get(category.id) ?? 0)),
        },
      ];
    }),
    arrExtras: settings.extras.map((e) => ({ strName: e.name, intPriceCents: e.priceCents, intMaxPerEntry: e.maxPerEntry })),
    strTimeZone: event.place.timeZone ?? deploymentZone,
    strLocale: event.place.locale,
  };
}
