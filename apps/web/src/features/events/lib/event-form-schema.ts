import { z } from 'zod';
import { english } from '@showgrid/shared/i18n/english';
import { isTimeZone, LOCALE_MESSAGE, LOCALES, TIME_ZONE_MESSAGE } from '@showgrid/shared/locales';
import { eventBodySchema } from '@showgrid/shared/schemas/event';
import { VOTING_WINDOW_ORDER } from '@showgrid/shared/voting-window';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { isValidLocalDateTime } from './event-dates';
import { checkRegistration, registrationFieldFor, registrationFormFields } from './registration-form';
import { checkScoring, scoringFieldFor, scoringFormFields } from './scoring-form';

/** The form's own refusals, in English (each message's id); the form shows them translated. */
export const PAST_DATE_MESSAGE = english(/*i18n*/ { id: 'Choose today or a later date.' });
export const PANEL_EMPTY_MESSAGE = english(/*i18n*/ { id: 'Each category needs at least one judge: tick one, or all for every judge.' });
const INVALID_START = english(/*i18n*/ { id: 'Enter a valid date and time.' });

export interface FormPanel {
  categoryId: number;
  judgeIds: number[];
}

/**
 * The panels the event gets: those of its chosen categories, each with its chosen judges only (a
 * category or judge unticked above takes its panel entries with it).
 */
export function panelsOfEvent(values: { arrVehicleCategory: number[]; arrJudges: number[]; panels: FormPanel[] }): FormPanel[] {
  return values.panels
    .filter((panel) => values.arrVehicleCategory.includes(panel.categoryId))
    .map((panel) => ({ categoryId: panel.categoryId, judgeIds: panel.judgeIds.filter((id) => values.arrJudges.includes(id)) }))
    .filter((panel) => panel.judgeIds.length < values.arrJudges.length);
}
export const DEFAULT_EVENT_TIME = '10:00';

/**
 * The event form: the API's own rules for the text fields (SPEC §5), plus the date and time it
 * builds strEventStartDateTime from. `minDate` is today, or an existing event's earlier date so that
 * editing a past event stays possible.
 */
export function eventFormSchema(minDate: string) {
  const shape = eventBodySchema.shape;
  return z
    .object({
      strEventTitle: shape.strEventTitle,
      eventDate: z
        .string()
        .min(1, REQUIRED)
        .refine((date) => date >= minDate, PAST_DATE_MESSAGE),
      eventTime: z.string().min(1, REQUIRED),
      strEventLocation: shape.strEventLocation,
      strEventCoordinatorName: shape.strEventCoordinatorName,
      strEventCoordinatorPhone: shape.strEventCoordinatorPhone,
      strEventDescription: shape.strEventDescription,
      icon: z.instanceof(File).nullable(),
      arrVehicleCategory: z.array(z.number().int()),
      arrJudges: z.array(z.number().int()),
      /** Categories with a panel of their own (the others: every judge of the event). */
      panels: z.array(z.object({ categoryId: z.number().int(), judgeIds: z.array(z.number().int()) })),
      /** datetime-local values; "": by the rule from the start (PRODUCT.md "Voting window"). */
      votingOpens: z.string(),
      votingCloses: z.string(),
      ...scoringFormFields,
      ...registrationFormFields,
      /** The show's language and its IANA time zone ("": the server's, TIME_ZONE). */
      strLocale: z.enum(LOCALES, { error: LOCALE_MESSAGE }),
      strTimeZone: z
        .string()
        .trim()
        .refine((zone) => zone === '' || isTimeZone(zone), TIME_ZONE_MESSAGE),
    })
    .refine((values) => !values.votingOpens || !values.votingCloses || values.votingCloses > values.votingOpens, {
      path: ['votingCloses'],
      message: VOTING_WINDOW_ORDER,
    })
    .refine((values) => panelsOfEvent(values).every((panel) => panel.judgeIds.length > 0), {
      path: ['panels'],
      message: PANEL_EMPTY_MESSAGE,
    })
    .refine((values) => !values.eventDate || !values.eventTime || isValidLocalDateTime(values.eventDate, values.eventTime), {
      path: ['eventTime'],
      message: INVALID_START,
    })
    .superRefine(checkScoring)
    .superRefine(checkRegistration);
}

type EventFormSchema = ReturnType<typeof eventFormSchema>;
export type EventFormInput = z.input<EventFormSchema>;
export type EventFormValues = z.output<EventFormSchema>;
export type EventFormField = keyof EventFormInput;

/** Where a server 400 on an API field is shown in the form. */
export function formFieldFor(apiField: string): EventFormField | null {
  const [root = ''] = apiField.split('.');
  switch (root) {
    case 'strEventTitle':
    case 'strEventLocation':
    case 'strEventCoordinatorName':
    case 'strEventCoordinatorPhone':
    case 'strEventDescription':
    case 'arrVehicleCategory':
    case 'arrJudges':
    case 'strLocale':
    case 'strTimeZone':
      return root;
    case 'arrPanels':
      return 'panels';
    case 'strEventStartDateTime':
      return 'eventDate';
    case 'b64Icon':
      return 'icon';
    case 'dtVotingOpensAt':
      return 'votingOpens';
    case 'dtVotingClosesAt':
      return 'votingCloses';
    case 'objRegistration':
      return registrationFieldFor(apiField);
    default:
      return scoringFieldFor(apiField);
  }
}
