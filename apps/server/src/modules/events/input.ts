import type { z } from 'zod';
import type { eventRequestBodySchema } from '@showgrid/shared/schemas/event';
import type { RegistrationSettings } from '@showgrid/shared/registration-rules';
import type { RegistrationSettingsInput } from '@showgrid/shared/schemas/registration';
import type { EventInput } from './records.ts';

/** An event's body in SPEC's names (ADR 002) read into the service's plain input. */

export type EventRequestBody = z.output<typeof eventRequestBodySchema>;

export function eventInputOf(body: EventRequestBody): EventInput {
  return {
    fields: {
      title: body.strEventTitle,
      location: body.strEventLocation,
      coordinatorName: body.strEventCoordinatorName,
      coordinatorPhone: body.strEventCoordinatorPhone,
      description: body.strEventDescription,
      startsAt: new Date(body.strEventStartDateTime),
    },
    // An empty string is what a form sends for "no new image": keep the current one.
    icon: body.b64Icon || undefined,
    categoryIds: body.arrVehicleCategory,
    judgeIds: body.arrJudges,
    panels: body.arrPanels?.map((panel) => ({ categoryId: panel.intCategoryId, judgeIds: panel.arrJudges })),
    voting: { opensAt: dateOrNull(body.dtVotingOpensAt), closesAt: dateOrNull(body.dtVotingClosesAt) },
    scoring: {
      rule: body.strScoringRule,
      dropMinJudges: body.intDropMinJudges,
      medalBands: body.objMedalBands,
      tieBreak: body.arrTieBreak,
      deductionReasons: body.arrDeductionReasons,
    },
    registration: body.objRegistration && registrationSettingsOf(body.objRegistration),
    place: { locale: body.strLocale, timeZone: body.strTimeZone },
  };
}

/** `objRegistration` in the code's names (issue 31). */
export function registrationSettingsOf(body: RegistrationSettingsInput): RegistrationSettings {
  return {
    open: body.blnOpen,
    opensAt: isoOrNull(body.dtOpensAt),
    closesAt: isoOrNull(body.dtClosesAt),
    currency: body.strCurrency,
    earlyUntil: isoOrNull(body.dtEarlyUntil),
    eventCap: body.intEventCap,
    approval: body.blnApproval,
    paymentModes: body.arrPaymentModes,
    classes: body.arrClasses.map((c) => ({
      categoryId: c.intCategoryId,
      feeCents: c.intFeeCents,
      earlyFeeCents: c.intEarlyFeeCents,
      cap: c.intCap,
    })),
    extras: body.arrExtras.map((e) => ({ name: e.strName, priceCents: e.intPriceCents, maxPerEntry: e.intMaxPerEntry })),
  };
}

/** A time as one ISO spelling (UTC), so settings compare and audit alike whatever offset was typed. */
const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A time, null, or undefined (left out: kept), as the body gave it. */
const dateOrNull = (value: string | null | undefined) => (value === undefined || value === null ? value : new Date(value));
