import { z } from 'zod';
import type { Endpoint, Method } from '@showgrid/shared/contract/endpoint';
import type { Access } from '@showgrid/shared/contract/endpoint';
import { multipartValidatorCompiler } from './multipart.ts';

type Part<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;

type ResponsesOf<E extends Endpoint> = E extends { file: string } ? E['responses'] & { 200: z.ZodUnknown } : E['responses'];

interface RouteSchema {
  tags: string[];
  summary: string;
  description?: string;
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Endpoint['responses'];
}

interface Route {
  method: Method;
  url: string;
  config: { access: Access };
  validatorCompiler?: typeof multipartValidatorCompiler;
  schema: RouteSchema;
}

/** The route with each schema's own type, so Fastify's zod type provider types the handler. */
type RouteOf<E extends Endpoint> = Omit<Route, 'schema' | 'validatorCompiler'> &
  (E extends { form: z.ZodType } ? { validatorCompiler: typeof multipartValidatorCompiler } : unknown) & {
    method: E['method'];
    schema: Omit<RouteSchema, 'params' | 'querystring' | 'body' | 'response'> & {
      params: Part<E, 'params'>;
      querystring: Part<E, 'query'>;
      body: E extends { form: z.ZodType } ? E['form'] : Part<E, 'body'>;
      response: ResponsesOf<E>;
    };
  };

/**
 * The Fastify route an endpoint of the shared contract declares (docs/decisions/022): method, path,
 * access, the schemas that check params, query and body and serialize the answers, and the
 * OpenAPI texts. A module spreads it and adds its handler (and a body limit where an upload needs
 * one): `app.route({ ...routeOf(categoriesApi.list), handler })`.
 */
export function routeOf<const E extends Endpoint>(endpoint: E): RouteOf<E>;
// The implementation answers the general Route; the overload above names each schema's own type.
export function routeOf(endpoint: Endpoint): unknown {
  const multipart = endpoint.form !== undefined;
  const route: Route = {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    ...(multipart ? { validatorCompiler: multipartValidatorCompiler } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: endpoint.description,
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      // A key left undefined makes Fastify warn that the schema is missing: only the parts the call has.
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...((endpoint.form ?? endpoint.body) ? { body: endpoint.form ?? endpoint.body } : {}),
      response: endpoint.file === undefined ? endpoint.responses : { ...endpoint.responses, 200: z.unknown().describe(endpoint.file) },
    },
  };
  return route;
}
