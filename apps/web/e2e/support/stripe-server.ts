import { beforeAll, afterAll } from 'vitest';
import { startStripeDouble, type StripeDouble } from '../../../server/test/helpers/stripe-double.ts';
import { useOwnServer } from './own-server.ts';

/**
 * The spec file's own server set up to take payments online (issue 31) through the server tests'
 * local Stripe double (STRIPE_API_BASE): its checkout page's Pay button posts a signed
 * checkout.session.completed to the app's webhook and sends the browser back to the success_url.
 */
export function useStripeServer(): () => StripeDouble {
  let double: StripeDouble | undefined;
  beforeAll(async () => {
    double = await startStripeDouble();
  });
  useOwnServer((baseUrl) => {
    if (!double) throw new Error('the Stripe double starts first');
    double.webhookUrl = `${baseUrl}/api/payments/stripe/webhook/`;
    return { STRIPE_SECRET_KEY: double.secretKey, STRIPE_WEBHOOK_SECRET: double.webhookSecret, STRIPE_API_BASE: double.url };
  });
  afterAll(() => double?.close());
  return () => {
    if (!double) throw new Error('useStripeServer(): the double starts in beforeAll');
    return double;
  };
}
