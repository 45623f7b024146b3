import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  logoutBodySchema,
  meSchema,
  refreshBodySchema,
  refreshResponseSchema,
  tokenPairSchema,
} from '@showgrid/shared/schemas/auth';
import { API } from '@showgrid/shared/paths';
import { dataOf, detailSchema } from '@showgrid/shared/schemas/answers';
import { ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientKey } from '../../lib/client-address.ts';
import { strictCookie } from '../../lib/cookies.ts';
import type { UsersRepository } from '../users/repository.ts';
import type { AuthService } from './service.ts';
import type { TokenService } from './tokens.ts';

interface Deps {
  auth: AuthService;
  tokens: TokenService;
  users: UsersRepository;
}

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { auth, tokens, users }) => {
  app.post(
    API.token,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: tokenPairSchema, 401: detailSchema, 429: detailSchema, 503: detailSchema },
      },
    },
    async (request, reply) => {
      const { pair, device } = await auth.login({
        email: request.body.username,
        password: request.body.password,
        ip: clientKey(request.ip),
        cookies: request.cookies,
        rotateRefresh: request.body.blnRotateRefresh,
      });
      // Only the sign-in reads it.
      reply.setCookie(device.name, device.value, { ...strictCookie(request, API.token), maxAge: device.maxAgeSeconds });
      return pair;
    },
  );

  app.post(
    API.tokenRefresh,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: refreshBodySchema, response: { 200: refreshResponseSchema, 401: detailSchema } },
    },
    async (request) => auth.refresh(request.body.refresh),
  );

  // Public on purpose: holding the refresh token is proof enough to end its session,
  // and a tablet whose access token expired must still be able to sign out.
  app.post(
    API.logout,
    { config: { access: 'public' }, schema: { tags: ['auth'], body: logoutBodySchema.optional() } },
    async (request, reply) => {
      const refresh = request.body?.refresh;
      if (refresh) await tokens.revokeFamily(refresh);
      return reply.code(204).send();
    },
  );

  app.get(
    API.me,
    { config: { access: ADMIN_OR_JUDGE }, schema: { tags: ['auth'], response: { 200: dataOf(meSchema) } } },
    async (request) => {
      const user = await users.findById(currentUser(request).id);
      if (!user) throw notFound();
      return {
        data: { user_id: user.id, strEmail: user.email, strFullName: user.fullName, strUserType: user.role },
      };
    },
  );
};
