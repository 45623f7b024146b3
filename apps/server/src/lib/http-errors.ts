import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { ENGLISH } from './i18n.ts';

/**
 * Words worked out in the reader's language (issue 33, ADR 045): an ICU message with its values,
 * a date in the show's zone, a wait in seconds or minutes, all in that language's words and forms.
 * A refusal whose words are not one catalog id (they carry a number or a date) puts one of these
 * in its body instead of a string:
 *
 *   said((i18n) => i18n._(/*i18n*\/ { id: 'Please wait {wait} before asking for a new code.', values: { wait: waitText(s, i18n) } }))
 */
export class Said {
  constructor(readonly say: (i18n: I18n) => string) {}
}

export const said = (say: (i18n: I18n) => string): Said => new Said(say);

/**
 * A body's words in one language: each Said worked out with that translator, and each string the
 * catalogs hold by its English translated (a detail, a field's messages); other values (SPEC's
 * keys, flags, numbers) as they are. English: the body byte for byte as SPEC's clients read it.
 */
export function spokenIn(body: Record<string, unknown>, i18n: I18n): Record<string, unknown> {
  const english = i18n.locale === 'en';
  const say = (value: unknown): unknown =>
    value instanceof Said
      ? value.say(i18n)
      : typeof value === 'string'
        ? english
          ? value
          : translated(i18n, value)
        : Array.isArray(value)
          ? value.map(say)
          : value;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, say(value)]));
}

/** Errors a route throws on purpose; the error handler turns them into PRODUCT.md's shapes. */
export class HttpError extends Error {
  /** The body in English (SPEC's words): what a caller that reads the refusal itself sees. */
  readonly body: Record<string, unknown>;
  /** The body as thrown, its Said words not yet worked out: `bodyIn(i18n)` words it in a reader's language. */
  private readonly said: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath (a 502's upstream failure): logged, never sent. */
    cause?: unknown,
  ) {
    const english = spokenIn(body, ENGLISH);
    super(typeof english.detail === 'string' ? english.detail : `HTTP ${statusCode}`, cause === undefined ? undefined : { cause });
    this.body = english;
    this.said = body;
  }

  /** The body in the reader's language (the error handler's answer, a server-rendered page's refusal). */
  bodyIn(i18n: I18n): Record<string, unknown> {
    return i18n.locale === 'en' ? this.body : spokenIn(this.said, i18n);
  }
}

export const unauthorized = (detail = 'Authentication credentials were not provided.') => new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const tooManyRequests = (detail: string | Said, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });
