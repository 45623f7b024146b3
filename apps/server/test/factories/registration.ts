import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentMode, RegistrationBody, RegistrationSettingsBody } from '@showgrid/shared/schemas/registration';
import { registrations } from '../../src/db/schema/index.ts';
import type { SmtpSink } from '../helpers/smtp-sink.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStripeDouble, type StripeDouble } from '../helpers/stripe-double.ts';
import { lastCode, useVotingContext } from './attendee.ts';
import { createShow, type Show } from './vehicles.ts';

/** Factories the registration tests share (issue 31). */

export const ENTRANT_API = {
  public: (eventId: number) => `/api/public/registration/${eventId}/`,
  sendCode: '/api/entrant/send-code/',
  verifyCode: '/api/entrant/verify-code/',
  registrations: '/api/entrant/registrations/',
  registration: (id: number) => `/api/entrant/registrations/${id}/`,
} as const;

/** An event's objRegistration before the organiser sets it up: closed, paying at the gate, no classes. */
export const CLOSED_SETTINGS = {
  blnOpen: false,
  dtOpensAt: null,
  dtClosesAt: null,
  strCurrency: 'EUR',
  dtEarlyUntil: null,
  intEventCap: null,
  blnApproval: false,
  arrPaymentModes: ['gate'],
  arrClasses: [],
  arrExtras: [],
} as const;

/** Settings that open registration now for the show's class, paying at the gate, over `overrides`. */
export function openSettings(show: Show, overrides: Partial<RegistrationSettingsBody> = {}): RegistrationSettingsBody {
  return {
    blnOpen: true,
    strCurrency: 'EUR',
    arrPaymentModes: ['gate'],
    arrClasses: [{ intCategoryId: show.category.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: null }],
    ...overrides,
  };
}

/** A show (createShow) whose registration is set through the event's own PUT, as the organiser sets it. */
export async function openShow(ctx: TestContext, settings: (show: Show) => RegistrationSettingsBody = (show) => openSettings(show)) {
  const show = await createShow(ctx);
  const admin = await ctx.authAs('admin');
  const res = await putRegistration(ctx, admin.headers, show, settings(show));
  if (res.statusCode !== 200) throw new Error(`registration settings refused: ${res.statusCode} ${res.body}`);
  return { show, admin };
}

/** PUT the show's event: SPEC's body (with id), and `extra` fields of ours over it. */
export function putEvent(ctx: TestContext, headers: { authorization: string }, show: Show, extra: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/event/manage-event/',
    headers,
    payload: {
      id: show.event.id,
      strEventTitle: show.event.title,
      strEventLocation: show.event.location,
      strEventStartDateTime: show.event.startsAt.toISOString(),
      arrVehicleCategory: [show.category.id],
      ...extra,
    },
  });
}

/** PUT the event (SPEC's body, with id) with `objRegistration`. */
export const putRegistration = (ctx: TestContext, headers: { authorization: string }, show: Show, objRegistration: unknown) =>
  putEvent(ctx, headers, show, { objRegistration });

let plate = 0;

/** A valid entry of a car in the show's class, paying at the gate. */
export function entryBody(show: Show, overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    intEventId: show.event.id,
    intCategoryId: show.category.id,
    strOwnerName: 'Ada Entrant',
    strPhone: '+44 20 7946 0001',
    strBrandName: 'Jaguar',
    strModelName: 'E-Type',
    intYear: 1963,
    strRegistrationNo: `REG ${++plate}`,
    strColour: 'British racing green',
    strPaymentMode: 'gate',
    ...overrides,
  };
}

/** Asks for an entrant code, reads it from the mail and verifies it: the entrant's bearer header. */
export async function signInEntrant(ctx: TestContext, sink: SmtpSink, email: string, ip = '203.0.113.20') {
  const sent = await ctx.app.inject({ method: 'POST', url: ENTRANT_API.sendCode, payload: { strEmail: email }, remoteAddress: ip });
  if (sent.statusCode !== 200) throw new Error(`entrant code refused: ${sent.statusCode} ${sent.body}`);
  await sink.waitFor(email);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: ENTRANT_API.verifyCode,
    payload: { strEmail: email, strCode: lastCode(sink, email) },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`entrant verify refused: ${verified.statusCode} ${verified.body}`);
  const { access } = verified.json<{ access: string }>();
  return { headers: { authorization: `Bearer ${access}` }, access, cookie: verified.cookies.find((c) => c.name === 'showgrid_entrant') };
}

export const register = (ctx: TestContext, headers: { authorization: string }, body: RegistrationBody) =>
  ctx.app.inject({ method: 'POST', url: ENTRANT_API.registrations, headers, payload: body });

export { createShow, type Show };

/**
 * A suite whose app takes online payments: a Stripe double (test/helpers/stripe-double.ts) started
 * first, its keys and address in the app's STRIPE_* settings, its clock the tests' clock.
 */
function usePaymentsContext(receive: (sink: SmtpSink, ctx: TestContext, stripe: StripeDouble) => void, pages: boolean): void {
  const env: Record<string, string> = {};
  let stripe: StripeDouble;
  beforeAll(async () => {
    stripe = await startStripeDouble();
    Object.assign(env, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url });
  });
  afterAll(async () => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.sessions.clear();
    stripe.failing = false;
  });
  useVotingContext(
    (sink, ctx) => {
      stripe.now = () => ctx.clock.now().getTime();
      receive(sink, ctx, stripe);
    },
    { env, pages },
  );
}

/** Posts a signed event to the app's webhook as Stripe does. */
export const postWebhook = (ctx: TestContext, event: { payload: string; signature?: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: PAYMENTS_API.webhook,
    headers: { 'content-type': 'application/json', ...(event.signature === undefined ? {} : { 'stripe-signature': event.signature }) },
    payload: event.payload,
  });

export const PAYMENTS_API = { webhook: '/api/payments/stripe/webhook/' } as const;

/**
 * An entrant (a fresh sign-in by code) enters a car of the show, over `overrides`: the 201 must
 * come. Answers the entrant, the body sent, and the entry as created.
 */
export async function enterCar(ctx: TestContext, sink: SmtpSink, show: Show, email: string, overrides: Partial<RegistrationBody> = {}) {
  const entrant = await signInEntrant(ctx, sink, email);
  const body = entryBody(show, overrides);
  const res = await register(ctx, entrant.headers, body);
  if (res.statusCode !== 201) throw new Error(`entry refused: ${res.statusCode} ${res.body}`);
  const created = res.json<{ intRegistrationId: number; strStatus: string; strCheckoutUrl: string | null }>();
  return { entrant, body, id: created.intRegistrationId, status: created.strStatus, checkoutUrl: created.strCheckoutUrl };
}

type Headers = { authorization: string };

/**
 * The hooks of a registration test file (useVotingContext's mail sink and app; with `payments`,
 * usePaymentsContext's Stripe double too) and what its tests read of them once started: getters,
 * and the helpers the files share, bound to the file's app.
 */
/** `pages`: with the server-rendered public pages (issue 32). */
export function useRegistrationContext(options?: { payments?: false; pages?: boolean }): Omit<RegistrationSuite, 'stripe'>;
export function useRegistrationContext(options: { payments: true; pages?: boolean }): RegistrationSuite;
export function useRegistrationContext({
  payments = false,
  pages = false,
}: { payments?: boolean; pages?: boolean } = {}): RegistrationSuite {
  let sink: SmtpSink | undefined;
  let ctx: TestContext | undefined;
  let stripe: StripeDouble | undefined;
  if (payments) {
    usePaymentsContext((started, context, double) => {
      sink = started;
      ctx = context;
      stripe = double;
    }, pages);
  } else {
    useVotingContext(
      (started, context) => {
        sink = started;
        ctx = context;
      },
      { pages },
    );
  }
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the suite's ${name} is read before the suite started`);
    return value;
  };
  const suite: RegistrationSuite = {
    get sink() {
      return started(sink, 'mail sink');
    },
    get ctx() {
      return started(ctx, 'app');
    },
    get stripe() {
      return started(stripe, 'Stripe double');
    },
    oneClassShow: (cap, more = () => ({})) =>
      openShow(suite.ctx, (show) =>
        openSettings(show, {
          arrPaymentModes: ['online', 'gate'],
          arrClasses: [{ intCategoryId: show.category.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: cap }],
          ...more(show),
        }),
      ),
    enter: (show, email, how = {}) => enterCar(suite.ctx, suite.sink, show, email, typeof how === 'string' ? { strPaymentMode: how } : how),
    row: async (id) => (await suite.ctx.database.db.select().from(registrations).where(eq(registrations.id, id)))[0],
    accept: (headers, id) => suite.ctx.app.inject({ method: 'POST', url: `${ENTRANT_API.registration(id)}accept/`, headers }),
    withdraw: (headers, id) => suite.ctx.app.inject({ method: 'POST', url: `${ENTRANT_API.registration(id)}withdraw/`, headers }),
  };
  return suite;
}

/** A registration test file's suite (useRegistrationContext), read once the suite has started. */
export interface RegistrationSuite {
  readonly sink: SmtpSink;
  readonly ctx: TestContext;
  /** Only in a suite with `payments`. */
  readonly stripe: StripeDouble;
  /** A show whose one class (25.00, `cap` places) is paid online or at the gate, with `more` settings over that. */
  oneClassShow(cap: number | null, more?: (show: Show) => Partial<RegistrationSettingsBody>): ReturnType<typeof openShow>;
  /** enterCar: paying `how` (a way to pay, or fields over entryBody's; by default as entryBody pays). */
  enter(show: Show, email: string, how?: PaymentMode | Partial<RegistrationBody>): ReturnType<typeof enterCar>;
  /** The entry's row as stored. */
  row(id: number): Promise<typeof registrations.$inferSelect | undefined>;
  /** The entrant takes the place offered to the entry. */
  accept(headers: Headers, id: number): Promise<LightMyRequestResponse>;
  /** The entrant withdraws the entry. */
  withdraw(headers: Headers, id: number): Promise<LightMyRequestResponse>;
}
