import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { TOKENS } from '@showgrid/shared/limits';
import type { registrationBodySchema, registrationEditBodySchema } from '@showgrid/shared/schemas/registration';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../lib/client-address.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertPlainAddress } from '../attendee/email.ts';
import type { OtpServiceOf } from '../attendee/otp-service.ts';
import type { TokenService } from '../auth/tokens.ts';
import { eventsRepository } from '../events/repository.ts';
import type { EntrantActions } from './entrant-actions.ts';
import { clearEntrantCookie, setEntrantCookie } from './entrant-sign-in.ts';
import { createEntrantsRepository } from './entrants-repository.ts';
import { presentPublicRegistration, presentRegistration } from './presenter.ts';
import type { EntryFields, RegistrationInput } from './records.ts';
import { registrationsRepository } from './repository.ts';
import { paymentModesOffered, REGISTRATION_NOT_FOUND, type RegistrationService } from './service.ts';

export const REGISTRATION_NOT_SET_UP = 'This event takes no registrations.';

/** 3 photos of up to 8 MB, as base64 in JSON, and the rest of the form. */
export const REGISTRATION_BODY_LIMIT = 34 * 1024 * 1024;

export interface RegistrationRoutesOptions {
  db: Db;
  registrations: RegistrationService;
  actions: EntrantActions;
  codes: OtpServiceOf<{ entrantId: number }>;
  tokens: TokenService;
  onlinePayments: boolean;
  now: () => Date;
}

/** The car's and owner's details in the service's plain values. */
function entryFieldsOf(body: z.output<typeof registrationEditBodySchema>): EntryFields {
  return {
    ownerName: body.strOwnerName,
    phone: body.strPhone,
    brand: body.strBrandName,
    model: body.strModelName,
    year: body.intYear,
    registrationNo: body.strRegistrationNo,
    colour: body.strColour,
  };
}

/** The body in the service's plain values. */
function registrationInputOf(body: z.output<typeof registrationBodySchema>): RegistrationInput {
  return {
    eventId: body.intEventId,
    categoryId: body.intCategoryId,
    fields: entryFieldsOf(body),
    paymentMode: body.strPaymentMode,
    extras: body.arrExtras.map((e) => ({ name: e.strName, quantity: e.intQuantity })),
    photos: body.arrPhotos,
  };
}

/** /api/public/registration/ and /api/entrant/ (issue 31). */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { db, registrations, actions, codes, tokens, onlinePayments, now },
) => {
  app.route({
    ...routeOf(registrationApi.publicRegistration),
    handler: async (request) => {
      const event = await eventsRepository.find(db, request.params.eventId);
      // An event whose registration was never opened is not a registration page.
      if (!event || (!event.registration.open && event.registration.classes.length === 0)) throw notFound(REGISTRATION_NOT_SET_UP);
      const at = now();
      const held = await registrationsRepository.heldPlaces(db, event.id, at);
      return { data: presentPublicRegistration(event, held, paymentModesOffered(event.registration, onlinePayments), at) };
    },
  });

  app.route({
    ...routeOf(registrationApi.sendCode),
    handler: async (request) => {
      assertPlainAddress(request.body.strEmail, 'strEmail');
      const { resendAfter } = await codes.send(request.body.strEmail, clientKey(request.ip));
      return { detail: 'Code sent', intResendAfter: resendAfter };
    },
  });

  app.route({
    ...routeOf(registrationApi.verifyCode),
    handler: async (request, reply) => {
      const { entrantId } = await codes.verify(request.body.strEmail, request.body.strCode, clientKey(request.ip));
      const access = await tokens.issueAccess({ id: entrantId, role: 'entrant' });
      setEntrantCookie(request, reply, access);
      const expiresAt = new Date(now().getTime() + TOKENS.entrantAccessTtlSeconds * 1000);
      return { detail: 'Code verified.', access, dtExpiresAt: expiresAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(registrationApi.register),
    bodyLimit: REGISTRATION_BODY_LIMIT,
    handler: async (request, reply) => {
      const record = await registrations.register(currentUser(request).id, registrationInputOf(request.body));
      return reply.code(201).send({ intRegistrationId: record.id, strStatus: record.status, strCheckoutUrl: record.checkoutUrl });
    },
  });

  app.route({
    ...routeOf(registrationApi.list),
    handler: async (request) => {
      const records = await registrations.listOfEntrant(currentUser(request).id);
      const positions = await registrations.waitlistPositions(records);
      return { data: records.map((r) => presentRegistration(r, positions.get(r.id) ?? null)) };
    },
  });

  app.route({
    ...routeOf(registrationApi.get),
    handler: async (request) => {
      const record = await registrations.ofEntrant(currentUser(request).id, request.params.id);
      return { data: presentRegistration(record, await registrations.waitlistPosition(record)) };
    },
  });

  app.route({
    ...routeOf(registrationApi.acceptOffer),
    handler: async (request) => {
      const record = await registrations.acceptOffer(currentUser(request).id, request.params.id);
      return { data: presentRegistration(record, null) };
    },
  });

  app.route({
    ...routeOf(registrationApi.update),
    handler: async (request) => {
      const record = await actions.edit(currentUser(request).id, request.params.id, entryFieldsOf(request.body));
      return { data: presentRegistration(record, await registrations.waitlistPosition(record)) };
    },
  });

  app.route({
    ...routeOf(registrationApi.withdraw),
    handler: async (request) => {
      return { data: presentRegistration(await actions.withdraw(currentUser(request).id, request.params.id), null) };
    },
  });

  const entrantsRepo = createEntrantsRepository(db);

  app.route({
    ...routeOf(registrationApi.me),
    handler: async (request) => {
      const entrant = await entrantsRepo.find(currentUser(request).id);
      if (!entrant) throw notFound(REGISTRATION_NOT_FOUND);
      return { data: { strEmail: entrant.email } };
    },
  });

  app.route({
    ...routeOf(registrationApi.logout),
    handler: async (request, reply) => {
      clearEntrantCookie(request, reply);
      return { detail: 'Signed out.' };
    },
  });
};
