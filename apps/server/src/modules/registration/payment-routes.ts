import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@showgrid/shared/contract/payments';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import type { PaymentService } from './payments.ts';

export const PAYMENTS_NOT_SET_UP = 'Online payment is not set up on this server.';
export const NOT_A_WEBHOOK_BODY = 'Expected the JSON body Stripe sent.';

/** A checkout event is a few KB; Stripe's largest events stay far under this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface PaymentRoutesOptions {
  /** null: no Stripe keys on this server. */
  payments: PaymentService | null;
}

/**
 * POST /api/payments/stripe/webhook/ (issue 31). The signature covers the exact bytes Stripe
 * sent, so this plugin (encapsulated: nothing else is affected) keeps JSON bodies as raw buffers.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { payments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    ...routeOf(paymentsApi.stripeWebhook),
    bodyLimit: WEBHOOK_BODY_LIMIT,
    handler: async (request) => {
      if (!payments) throw notFound(PAYMENTS_NOT_SET_UP);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, { detail: NOT_A_WEBHOOK_BODY });
      const signature = request.headers['stripe-signature'];
      const outcome = await payments.receive(request.body, typeof signature === 'string' ? signature : undefined);
      request.log.info({ outcome }, 'stripe webhook');
      return { received: true as const };
    },
  });
};
