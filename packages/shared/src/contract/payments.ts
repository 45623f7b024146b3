import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import type { Contract } from './endpoint.ts';

/** Stripe's answer: it only needs a 2xx to stop retrying. */
const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** Online entry fees (issue 31, ADR 040): what Stripe calls. */
export const paymentsApi = {
  stripeWebhook: {
    tag: 'payments',
    method: 'POST',
    path: '/api/payments/stripe/webhook/',
    access: 'public',
    summary: 'Stripe’s webhook: checkout.session.completed confirms an entry, checkout.session.expired releases its place',
    description:
      'The raw JSON body as Stripe sent it, with its Stripe-Signature header (checked with the webhook secret, 5 minutes’ ' +
      'tolerance). Each event is processed once: a retry or replay of an event answers 200 and changes nothing. 400 for a ' +
      'forged, stale or missing signature (nothing changes); 404 when online payment is not set up on this server.',
    responses: { 200: webhookReceivedSchema, 400: fieldErrorsSchema, 404: detailSchema, 413: detailSchema },
  },
} as const satisfies Contract;
