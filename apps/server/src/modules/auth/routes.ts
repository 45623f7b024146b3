import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@showgrid/shared/contract/auth';
import type { Me } from '@showgrid/shared/schemas/auth';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientKey } from '../../lib/client-address.ts';
import { strictCookie } from '../../lib/cookies.ts';
import { routeOf } from '../../lib/route.ts';
import type { User, UsersRepository } from '../users/repository.ts';
import type { AuthService } from './service.ts';
import type { TokenService } from './tokens.ts';

interface Deps {
  auth: AuthService;
  tokens: TokenService;
  users: UsersRepository;
}

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { auth, tokens, users }) => {
  app.route({
    ...routeOf(authApi.token),
    handler: async (request, reply) => {
      const { pair, device } = await auth.login({
        email: request.body.username,
        password: request.body.password,
        ip: clientKey(request.ip),
        cookies: request.cookies,
        rotateRefresh: request.body.blnRotateRefresh,
      });
      // Only the sign-in reads it.
      reply.setCookie(device.name, device.value, { ...strictCookie(request, authApi.token.path), maxAge: device.maxAgeSeconds });
      return pair;
    },
  });

  app.route({
    ...routeOf(authApi.refresh),
    handler: async (request) => auth.refresh(request.body.refresh),
  });

  // Public on purpose: holding the refresh token is proof enough to end its session,
  // and a tablet whose access token expired must still be able to sign out.
  app.route({
    ...routeOf(authApi.logout),
    handler: async (request, reply) => {
      const refresh = request.body?.refresh;
      if (refresh) await tokens.revokeFamily(refresh);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(authApi.me),
    handler: async (request) => {
      const user = await users.findById(currentUser(request).id);
      if (!user) throw notFound();
      return { data: meOf(user) };
    },
  });

  app.route({
    ...routeOf(authApi.language),
    handler: async (request) => {
      const user = await users.update(currentUser(request).id, { locale: request.body.strLocale });
      if (!user) throw notFound();
      return { data: meOf(user) };
    },
  });
};

const meOf = (user: User): Me => ({
  user_id: user.id,
  strEmail: user.email,
  strFullName: user.fullName,
  strUserType: user.role,
  strLocale: user.locale,
});
