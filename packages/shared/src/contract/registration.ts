import {
  entrantMeSchema,
  entrantSendCodeBodySchema,
  entrantVerifyAnswerSchema,
  entrantVerifyCodeBodySchema,
  entryPlacingSchema,
  publicRegistrationParamsSchema,
  publicRegistrationSchema,
  registrationBodySchema,
  registrationCreatedSchema,
  registrationEditBodySchema,
  registrationSchema,
} from '../schemas/registration.ts';
import { sendOtpAnswerSchema } from '../schemas/attendee.ts';
import { dataOf, detailSchema, fieldErrorsSchema, idParams } from '../schemas/answers.ts';
import { ENTRANT_ONLY } from '../roles.ts';
import type { Contract } from './endpoint.ts';

const tag = 'registration';

/** Entrant registration (issue 31): the public page's read, the entrant's sign-in by code, their entries. */
export const registrationApi = {
  publicRegistration: {
    tag,
    method: 'GET',
    path: '/api/public/registration/:eventId/',
    access: 'public',
    summary: 'An event’s registration for entrants: its classes, today’s fees and the places left',
    description:
      'No sign-in. 404 for an unknown event or one whose registration was never opened. strState says whether entries are ' +
      'taken now; a class with intPlacesLeft 0 still takes entries, on its waiting list.',
    params: publicRegistrationParamsSchema,
    responses: { 200: dataOf(publicRegistrationSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  sendCode: {
    tag,
    method: 'POST',
    path: '/api/entrant/send-code/',
    access: 'public',
    summary: 'E-mail an entrant a one-time sign-in code',
    description:
      'The voting codes’ rules and limits (30 s between codes, 5 an hour and 10 a day per inbox, per network), counted apart ' +
      'from them: 429 with retry-after; 502 when the mail server refuses.',
    body: entrantSendCodeBodySchema,
    responses: { 200: sendOtpAnswerSchema, 400: fieldErrorsSchema, 429: fieldErrorsSchema, 502: fieldErrorsSchema },
  },
  verifyCode: {
    tag,
    method: 'POST',
    path: '/api/entrant/verify-code/',
    access: 'public',
    summary: 'Check an entrant’s code; answers an entrant token (also an HttpOnly cookie under /api/entrant/)',
    description: 'Wrong, expired or burnt (5 wrong tries) codes are 400 keyed strCode; no code for the address is 400 keyed strEmail.',
    body: entrantVerifyCodeBodySchema,
    responses: { 200: entrantVerifyAnswerSchema, 400: fieldErrorsSchema, 429: fieldErrorsSchema },
  },
  me: {
    tag,
    method: 'GET',
    path: '/api/entrant/me/',
    access: ENTRANT_ONLY,
    summary: 'Who is signed in as an entrant: their address',
    responses: { 200: dataOf(entrantMeSchema) },
  },
  logout: {
    tag,
    method: 'POST',
    path: '/api/entrant/logout/',
    access: 'public',
    summary: 'Sign the entrant out of this browser: clears the entrant cookie',
    description: 'A bearer token stays valid until it expires (four hours); the browser forgets the cookie.',
    responses: { 200: detailSchema },
  },
  register: {
    tag,
    method: 'POST',
    path: '/api/entrant/registrations/',
    access: ENTRANT_ONLY,
    summary: 'Enter a car in a class: a place (confirmed, pending approval or awaiting payment) or the waiting list',
    description:
      'Places are counted under the event’s lock, in arrival order: no cap is ever exceeded. 400 when registration is not ' +
      'open, for a class that takes no entries, a way to pay the event does not take (or online without Stripe set up), ' +
      'an unknown extra, or a car already entered; 413 over the body limit (3 photos).',
    body: registrationBodySchema,
    responses: { 201: registrationCreatedSchema, 400: fieldErrorsSchema, 404: detailSchema, 413: detailSchema },
  },
  list: {
    tag,
    method: 'GET',
    path: '/api/entrant/registrations/',
    access: ENTRANT_ONLY,
    summary: 'The signed-in entrant’s entries, newest first',
    responses: { 200: dataOf(registrationSchema.array()) },
  },
  get: {
    tag,
    method: 'GET',
    path: '/api/entrant/registrations/:id/',
    access: ENTRANT_ONLY,
    summary: 'One of the signed-in entrant’s entries (anyone else’s: 404)',
    params: idParams,
    responses: { 200: dataOf(registrationSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  update: {
    tag,
    method: 'PUT',
    path: '/api/entrant/registrations/:id/',
    access: ENTRANT_ONLY,
    summary: 'Correct the car’s and owner’s details of one of the entrant’s entries, while registration is open',
    description:
      'The class, the way to pay and the extras stay as entered. A confirmed entry’s vehicle takes the new details. 409 once ' +
      'registration has closed or for an entry withdrawn or rejected; 400 for a registration number already entered.',
    params: idParams,
    body: registrationEditBodySchema,
    responses: { 200: dataOf(registrationSchema), 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
  withdraw: {
    tag,
    method: 'POST',
    path: '/api/entrant/registrations/:id/withdraw/',
    access: ENTRANT_ONLY,
    summary: 'Withdraw one of the entrant’s entries before the show starts; its place goes to the waiting list',
    description:
      'An open payment page is closed at Stripe. The vehicle the entry became is removed unless it has scores or votes (409). ' +
      '409 once the show has started, or for an entry withdrawn or rejected already. A paid entry is refunded by the organiser.',
    params: idParams,
    responses: { 200: dataOf(registrationSchema), 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
  card: {
    tag,
    method: 'GET',
    path: '/api/entrant/registrations/:id/card/',
    access: ENTRANT_ONLY,
    summary: 'The confirmed entry’s windscreen card with its QR code, as a PDF',
    description: '404 for an entry without a card number yet (it is given when the entry is confirmed, in a class with a series).',
    params: idParams,
    file: 'The PDF (application/pdf), named card-{card number}.pdf.',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
  placing: {
    tag,
    method: 'GET',
    path: '/api/entrant/registrations/:id/placing/',
    access: ENTRANT_ONLY,
    summary: 'The entry’s place in its class, once the results are published',
    description: '404 before the results are published, or for an entry whose car is not ranked (not confirmed, or unpaid).',
    params: idParams,
    responses: { 200: dataOf(entryPlacingSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  scoreSheet: {
    tag,
    method: 'GET',
    path: '/api/entrant/registrations/:id/score-sheet/',
    access: ENTRANT_ONLY,
    summary: 'The entry’s score sheet with the judges’ notes, once the results are published',
    description:
      'The organiser’s score sheet of the entry’s vehicle: its place, total, each judge’s scores and notes; judges named only ' +
      'when the organiser publishes them by name (otherwise Judge 1, 2, …). 404 before the results are published.',
    params: idParams,
    file: 'The PDF (application/pdf), named score-sheet-{card number}.pdf.',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
  acceptOffer: {
    tag,
    method: 'POST',
    path: '/api/entrant/registrations/:id/accept/',
    access: ENTRANT_ONLY,
    summary: 'Take a place offered from the waiting list, while the offer stands',
    description:
      'The entry becomes confirmed (paying at the gate, owing nothing or paid already), pending approval where the event asks ' +
      'for it, or awaiting payment with a new strCheckoutUrl. 409 when no offer stands (never made, taken, or lapsed); ' +
      '502 when Stripe cannot open the payment page (the offer still stands).',
    params: idParams,
    responses: { 200: dataOf(registrationSchema), 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema, 502: detailSchema },
  },
} as const satisfies Contract;
