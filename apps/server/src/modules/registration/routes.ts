import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { TOKENS } from '@showgrid/shared/limits';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { EntrantActions } from './entrant-actions.ts';
import { askedLocale, clearEntrantCookie, setEntrantCookie, type EntrantCodeSteps } from './entrant-sign-in.ts';
import { createEntrantsRepository } from './entrants-repository.ts';
import { presentRegistration } from './presenter.ts';
import type { PublicRegistrationRead } from './public-registration.ts';
import { entryFieldsOf, registrationInputOf } from './inputs.ts';
import { REGISTRATION_NOT_FOUND, type RegistrationService } from './service.ts';

export { REGISTRATION_NOT_SET_UP } from './public-registration.ts';

/** 3 photos of up to 8 MB, as base64 in JSON, and the rest of the form. */
export const REGISTRATION_BODY_LIMIT = 34 * 1024 * 1024;

export interface RegistrationRoutesOptions {
  db: Db;
  registrations: RegistrationService;
  actions: EntrantActions;
  codeSteps: EntrantCodeSteps;
  /** What anyone reads of an event's registration (the server-rendered page reads the same). */
  publicRegistration: PublicRegistrationRead;
  now: () => Date;
}

/** /api/public/registration/ and /api/entrant/ (issue 31). */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { db, registrations, actions, codeSteps, publicRegistration, now },
) => {
  app.route({
    ...routeOf(registrationApi.publicRegistration),
    handler: async (request) => ({ data: await publicRegistration(request.params.eventId) }),
  });

  app.route({
    ...routeOf(registrationApi.sendCode),
    handler: async (request) => {
      const { resendAfter } = await codeSteps.send(request.body.strEmail, request.ip, requestLocale(request));
      return { detail: 'Code sent', intResendAfter: resendAfter };
    },
  });

  app.route({
    ...routeOf(registrationApi.verifyCode),
    handler: async (request, reply) => {
      const access = await codeSteps.verify(request.body.strEmail, request.body.strCode, request.ip);
      setEntrantCookie(request, reply, access);
      const expiresAt = new Date(now().getTime() + TOKENS.entrantAccessTtlSeconds * 1000);
      return { detail: 'Code verified.', access, dtExpiresAt: expiresAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(registrationApi.register),
    bodyLimit: REGISTRATION_BODY_LIMIT,
    handler: async (request, reply) => {
      const input = { ...registrationInputOf(request.body), locale: askedLocale(request) };
      const record = await registrations.register(currentUser(request).id, input);
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
