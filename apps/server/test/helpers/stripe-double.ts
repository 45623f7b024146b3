import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API at the edge of the world (issue 31): the official SDK is
 * pointed at it through STRIPE_API_BASE, so the real SDK code path runs (form encoding,
 * idempotency keys, retries), and it answers with the shapes Stripe answers (a Checkout Session
 * as `POST /v1/checkout/sessions` returns it, Stripe's error body). It also plays Stripe's side
 * of the webhook: signed events (the SDK's generateTestHeaderString) posted to the app, and a
 * checkout page with a Pay button for the browser tests.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body decoded into Stripe's nested params (line_items[0][price_data][currency] …). */
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StripeDouble {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  sessions: Map<string, Stripe.Checkout.Session>;
  /** While set, session creation answers 500 with Stripe's api_error body (Stripe down). */
  failing: boolean;
  /** Stripe's clock, in ms: the tests' clock, so a moved clock is Stripe's too. */
  now: () => number;
  /** Where the Pay button of the checkout page sends its webhook (the app's route). */
  webhookUrl: string | undefined;
  /** A signed event as Stripe would post it: the body and its Stripe-Signature header. */
  signedEvent(type: CheckoutEventType, session: Stripe.Checkout.Session, options?: SignOptions): SignedEvent;
  close(): Promise<void>;
}

export type CheckoutEventType = 'checkout.session.completed' | 'checkout.session.expired' | 'checkout.session.async_payment_succeeded';

export interface SignOptions {
  /** Seconds since the epoch the signature claims (default: now). */
  timestamp?: number;
  /** Another secret than the endpoint's: a forgery. */
  secret?: string;
  /** The event's id (default: a new one); the same id again is a replay. */
  eventId?: string;
}

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function setPath(node: Record<string, unknown>, path: readonly string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    node[head] = value;
    return;
  }
  const existing = node[head];
  const child = isRecord(existing) ? existing : {};
  node[head] = child;
  setPath(child, rest, value);
}

/** Objects whose keys are 0..n-1 become arrays (line_items). */
function withArrays(node: unknown): unknown {
  if (!isRecord(node)) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withArrays(value)] as const);
  const indexed = entries.length > 0 && entries.every(([key], i) => key === String(i));
  return indexed ? entries.map(([, value]) => value) : Object.fromEntries(entries);
}

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body))
    setPath(
      root,
      key.split(/\[|\]\[|\]/).filter((part) => part !== ''),
      value,
    );
  const parsed = withArrays(root);
  return isRecord(parsed) ? parsed : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The amount a session's line items come to, as Stripe totals it. */
function amountTotal(params: Record<string, unknown>): number {
  return list(params.line_items).reduce<number>((sum, item) => {
    const line = record(item);
    return sum + Number(text(record(line.price_data).unit_amount)) * Number(text(line.quantity) || '1');
  }, 0);
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export async function startStripeDouble(): Promise<StripeDouble> {
  const secretKey = `sk_test_double_${randomBytes(6).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  let base = '';

  const createSession = (params: Record<string, unknown>): Stripe.Checkout.Session => {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(Object.entries(record(params.metadata)).map(([k, v]) => [k, text(v)]));
    // The fields of Stripe's answer (API 2025-01-27) that a payment-mode session without a customer carries.
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amountTotal(params),
      amount_total: amountTotal(params),
      cancel_url: text(params.cancel_url),
      client_reference_id: text(params.client_reference_id) || null,
      created: Math.floor(double.now() / 1000),
      currency: text(record(record(list(params.line_items)[0]).price_data).currency) || null,
      customer_email: text(params.customer_email) || null,
      expires_at: Number(text(params.expires_at)),
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: text(params.success_url),
      url: `${base}/c/pay/${id}`,
    };
    return session as unknown as Stripe.Checkout.Session;
  };

  const double: StripeDouble = {
    url: '',
    secretKey,
    webhookSecret,
    requests: [],
    sessions: new Map(),
    failing: false,
    now: () => Date.now(),
    webhookUrl: undefined,
    signedEvent(type, session, options = {}) {
      const id = options.eventId ?? `evt_test_${randomBytes(12).toString('hex')}`;
      const paidNow = type !== 'checkout.session.expired';
      const object = { ...session, payment_status: paidNow ? 'paid' : 'unpaid', status: paidNow ? 'complete' : 'expired' };
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: options.timestamp ?? Math.floor(double.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp ?? Math.floor(double.now() / 1000),
      });
      return { id, payload, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    const reply = (status: number, answer: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'request-id': `req_${randomBytes(6).toString('hex')}` });
      response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
    };
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const params = parseStripeForm(body);
      const idempotencyKey = request.headers['idempotency-key'];
      double.requests.push({
        method: 'POST',
        path: url.pathname,
        params,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        authorization: request.headers.authorization,
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (double.failing) return reply(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
      // Stripe's own rule: a session expires 30 minutes to 24 hours after it is created.
      const expiresIn = Number(text(params.expires_at)) - Math.floor(double.now() / 1000);
      if (!(expiresIn >= 30 * 60 && expiresIn <= 24 * 3600)) {
        return reply(400, {
          error: {
            type: 'invalid_request_error',
            param: 'expires_at',
            message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
          },
        });
      }
      const session = createSession(params);
      double.sessions.set(session.id, session);
      return reply(200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_test_\w+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && expire?.[1] !== undefined) {
      double.requests.push({
        method: 'POST',
        path: url.pathname,
        params: {},
        idempotencyKey: undefined,
        authorization: request.headers.authorization,
      });
      const open = double.sessions.get(expire[1]);
      if (!open) return reply(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${expire[1]}'` } });
      if (open.status !== 'open') {
        return reply(400, {
          error: { type: 'invalid_request_error', message: "Only Checkout Sessions with a status in ['open'] can be expired." },
        });
      }
      const expired = { ...open, status: 'expired' as const };
      double.sessions.set(open.id, expired);
      return reply(200, expired);
    }
    const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    const session = page?.[1] === undefined ? undefined : double.sessions.get(page[1]);
    if (page && session && request.method === 'GET') {
      return reply(
        200,
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Stripe test checkout</title>
<main style="font-family:sans-serif;max-width:28rem;margin:2rem auto"><h1>Test checkout</h1>
<p>${(session.amount_total ?? 0) / 100} ${(session.currency ?? '').toUpperCase()}</p>
<form method="post"><button type="submit">Pay</button></form></main>`,
        'text/html',
      );
    }
    if (page && session && session.status !== 'open')
      return reply(410, '<!doctype html><title>Expired</title><p>This checkout has expired.</p>', 'text/html');
    if (page && session && request.method === 'POST') {
      // The payment succeeds: Stripe tells the app, then sends the entrant back.
      if (double.webhookUrl !== undefined) {
        const event = double.signedEvent('checkout.session.completed', session);
        await fetch(double.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.payload,
        });
      }
      response.writeHead(303, { location: session.success_url ?? '/' });
      return response.end();
    }
    return reply(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` },
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
  double.url = base;
  return double;
}
