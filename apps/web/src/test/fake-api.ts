import { stubFetch } from './render-app';

/** One request a page sent to the fake API. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A JSON body, parsed; undefined otherwise. */
  body: unknown;
  /** A multipart body, else null. */
  form: FormData | null;
}

export type Answer = Response | Promise<Response>;
type Override = (request: LoggedRequest) => Answer | undefined;

/**
 * An API as an in-memory fake behind fetch (the edge of the world in component tests): `route`
 * answers every request the test did not take over with `answer`; every request is logged.
 */
export function fakeApi(route: (request: LoggedRequest) => Answer) {
  const requests: LoggedRequest[] = [];
  const overrides: Override[] = [];

  const fetchMock = stubFetch(async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const request: LoggedRequest = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : null,
    };
    requests.push(request);
    for (const override of overrides) {
      const answer = override(request);
      if (answer) return answer;
    }
    return route(request);
  });

  return {
    fetchMock,
    requests,
    /** Requests sent with this method to this path (query ignored). */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /**
     * Answers matching requests with `response` (a never-settling promise: still in flight);
     * undefined leaves a request to the fake.
     */
    answer: (method: string, path: string, response: (request: LoggedRequest) => Answer | undefined) => {
      overrides.push((request) => (request.method === method && request.path === path ? response(request) : undefined));
    },
  };
}
