import type { FastifyInstance } from 'fastify';
import { SPEC_REQUEST_NAMES } from './spec-names.ts';

/**
 * A client that knows only SPEC.md, as its existing front end behaves (§7 "Calls", §4 "Token
 * refresh"): paths under /api with SPEC's trailing slashes, JSON by default and multipart where
 * §7 says so, the bearer access token when one is stored, the header `blnRemovePagination: true`
 * unless a page is asked for, one refresh and replay on a 401, and the cookies the server sets
 * (a browser's cookie jar: sent back to the paths they were set for). Every name it sends is
 * checked against SPEC's names, so the suite cannot drift into sending our additions.
 */

export type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

type FormValue = string | number | boolean | FilePart | FilePart[];

export interface SpecRequest {
  query?: Record<string, string | number>;
  json?: Record<string, unknown>;
  form?: Record<string, FormValue>;
  /** Extra headers the SPEC front end sends on this call (none beyond §7's so far). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** §4: these never trigger a refresh. */
const NO_REFRESH = ['/auth/token/', '/auth/token/refresh/'];

export class UnknownNameError extends Error {}

function assertSpecNames(where: string, names: Iterable<string>): void {
  for (const name of names) {
    if (!SPEC_REQUEST_NAMES.has(name)) throw new UnknownNameError(`${where} sends "${name}", which SPEC.md does not name`);
  }
}

function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  const appendFile = (name: string, file: FilePart) =>
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((file) => appendFile(name, file));
    else if (typeof value === 'object') appendFile(name, value);
    else form.append(name, String(value));
  }
  return form;
}

interface StoredCookie {
  value: string;
  path: string;
}

export class SpecClient {
  access: string | undefined;
  refresh: string | undefined;
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    /** The visitor's or the admin's address, as the server sees it. */
    private readonly remoteAddress = '198.51.100.7',
  ) {}

  get = (path: string, request: SpecRequest = {}) => this.call('GET', path, request);
  post = (path: string, request: SpecRequest = {}) => this.call('POST', path, request);
  put = (path: string, request: SpecRequest = {}) => this.call('PUT', path, request);
  delete = (path: string, request: SpecRequest = {}) => this.call('DELETE', path, request);

  /** §7 POST /auth/token/: stores the pair as the front end does. */
  async signIn(username: string, password: string): Promise<Answer> {
    const answer = await this.post('/auth/token/', { json: { username, password } });
    if (answer.statusCode === 200) {
      const body: { access: string; refresh: string } = answer.json();
      this.access = body.access;
      this.refresh = body.refresh;
    }
    return answer;
  }

  async call(method: Method, path: string, request: SpecRequest = {}): Promise<Answer> {
    assertSpecNames(`${method} ${path}`, [
      ...Object.keys(request.query ?? {}),
      ...Object.keys(request.json ?? {}),
      ...Object.keys(request.form ?? {}),
    ]);
    const answer = await this.send(method, path, request);
    if (answer.statusCode !== 401 || NO_REFRESH.includes(path)) return answer;
    // §4: refresh with the stored refresh token and replay once; without one, or when the refresh
    // fails, both tokens go.
    if (this.refresh === undefined || !(await this.refreshAccess())) {
      this.access = undefined;
      this.refresh = undefined;
      return answer;
    }
    return this.send(method, path, request);
  }

  /** §7 POST /auth/token/refresh/ with the stored refresh token; true when a new access came back. */
  async refreshAccess(): Promise<boolean> {
    const answer = await this.send('POST', '/auth/token/refresh/', { json: { refresh: this.refresh } });
    if (answer.statusCode !== 200) return false;
    // SPEC's answer is { access }: the client keeps the refresh token it signed in with.
    const body: { access: string } = answer.json();
    this.access = body.access;
    return true;
  }

  /** The value of a cookie the server set and the jar still holds. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private async send(method: Method, path: string, request: SpecRequest): Promise<Answer> {
    const url = `/api${path}`;
    const headers: Record<string, string> = { ...request.headers };
    if (request.query?.page === undefined) headers.blnRemovePagination = 'true';
    if (this.access) headers.authorization = `Bearer ${this.access}`;
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    const query = Object.fromEntries(Object.entries(request.query ?? {}).map(([name, value]) => [name, String(value)]));
    const payload = request.form ? toFormData(request.form) : request.json;
    const answer = await this.app.inject({ method, url, query, headers, payload, remoteAddress: this.remoteAddress });
    this.keepCookies(answer);
    return answer;
  }

  private cookieHeader(url: string): string {
    return [...this.cookies]
      .filter(([, c]) => url.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private keepCookies(answer: Answer): void {
    for (const cookie of answer.cookies) {
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }
}
