import Stripe from 'stripe';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import type { BoughtExtra } from './records.ts';

export const NOT_AN_EVENT = 'The body is not a Stripe event.';

/** What every Stripe event carries; a signed body without it is refused (400), never a 500. */
const eventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Throws 400 unless the verified event has Stripe's shape. */
export function assertEventShape(event: unknown): void {
  if (!eventShape.safeParse(event).success) throw new HttpError(400, { detail: NOT_AN_EVENT });
}

/**
 * Online entry fees through Stripe Checkout (issue 31, ADR 040), with the organiser's own keys.
 * The one file that speaks to Stripe: the service asks for a checkout and reads verified events.
 */

/** What an entry's checkout charges: the class's fee and each extra, in the event's currency. */
export interface CheckoutEntry {
  registrationId: number;
  eventTitle: string;
  categoryName: string;
  currency: string;
  feeCents: number;
  extras: readonly BoughtExtra[];
  email: string;
  expiresAt: Date;
}

export interface OpenedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** A checkout event Stripe sent and the signature proved: the session's id and our entry's. */
export interface CheckoutEvent {
  eventId: string;
  type: string;
  sessionId: string;
  registrationId: number | null;
  paid: boolean;
}

export interface PaymentGateway {
  openCheckout(entry: CheckoutEntry): Promise<OpenedCheckout>;
  /** Closes an open checkout (the entry was withdrawn): nobody can pay it any more. */
  expireCheckout(sessionId: string): Promise<void>;
  /** The event when the signature holds and is recent at `at`; null when forged or stale. */
  verify(rawBody: Buffer, signature: string | undefined, at: Date): Stripe.Event | null;
}

/** Stripe's own window for a signature's age (the SDK's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (stripe-mock, a test double); unset: api.stripe.com. */
  apiBase: string | undefined;
  /** Where Checkout sends the entrant back: the entrant's page. */
  returnUrl: string;
}

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiBase === undefined) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port), protocol };
}

export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, { ...hostOptions(settings.apiBase), maxNetworkRetries: 1, timeout: 20_000 });

  return {
    async openCheckout(entry) {
      const product = (name: string) => ({ name: name.slice(0, 250) });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: entry.email,
          client_reference_id: String(entry.registrationId),
          metadata: { registrationId: String(entry.registrationId) },
          payment_intent_data: { metadata: { registrationId: String(entry.registrationId) } },
          // price_data: the fee as it was when the entry was made; no Price objects to keep in Stripe.
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: entry.currency.toLowerCase(),
                unit_amount: entry.feeCents,
                product_data: product(`${entry.eventTitle}: ${entry.categoryName}`),
              },
            },
            ...entry.extras.map((extra) => ({
              quantity: extra.quantity,
              price_data: { currency: entry.currency.toLowerCase(), unit_amount: extra.priceCents, product_data: product(extra.name) },
            })),
          ].filter((line) => line.price_data.unit_amount > 0),
          expires_at: Math.floor(entry.expiresAt.getTime() / 1000),
          success_url: `${settings.returnUrl}?paid=${entry.registrationId}`,
          cancel_url: `${settings.returnUrl}?entry=${entry.registrationId}`,
        },
        // One entry, one hold, one session: a retried request after a lost answer finds the same session.
        { idempotencyKey: `registration-${entry.registrationId}-${entry.expiresAt.getTime()}` },
      );
      if (session.url === null) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },

    verify(rawBody, signature, at) {
      if (signature === undefined) return null;
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          at.getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        // Signed, but not JSON: nothing Stripe sends; answered 400 so it is not retried as a failure of ours.
        if (error instanceof SyntaxError) throw new HttpError(400, { detail: NOT_AN_EVENT });
        throw error;
      }
    },
  };
}

/** The checkout events the entries follow; any other type is acknowledged and left alone. */
export function checkoutEventOf(event: Stripe.Event): CheckoutEvent | null {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded' &&
    event.type !== 'checkout.session.expired'
  ) {
    return null;
  }
  const session = event.data.object;
  const id = Number(session.metadata?.registrationId ?? session.client_reference_id);
  return {
    eventId: event.id,
    type: event.type,
    sessionId: session.id,
    registrationId: Number.isSafeInteger(id) && id > 0 ? id : null,
    paid: event.type !== 'checkout.session.expired' && session.payment_status !== 'unpaid',
  };
}
