import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatJudgeId } from '@showgrid/shared/limits';
import { judgeSchema, type Judge } from '@showgrid/shared/schemas/judge';
import { ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { MediaRepository } from '../media/repository.ts';
import type { User, UsersRepository } from '../users/repository.ts';

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function toJudge(user: User): Judge {
  const [first = '', ...rest] = user.fullName.split(' ');
  return {
    intJudgeId: user.id,
    strFullName: user.fullName,
    strFirstName: first,
    strLastName: rest.join(' '),
    strTitle: user.title,
    strEmail: user.email,
    strJudgeCode: formatJudgeId(user.id),
    profilePicture: null,
    arrEventIds: [],
  };
}

/** The judge record the tablet loads after login. The admin catalogue issue adds the rest of /judges/. */
export interface JudgesRoutesOptions {
  db: Db;
  users: UsersRepository;
  media: MediaRepository;
  mailer: Mailer;
}

export const judgesRoutes: FastifyPluginAsyncZod<JudgesRoutesOptions> = async (app, { users }) => {
  app.get(
    '/api/judges/:id/',
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: { tags: ['judges'], params: idParamsSchema, response: { 200: z.object({ data: judgeSchema }) } },
    },
    async (request) => {
      const caller = currentUser(request);
      if (caller.role === 'judge' && caller.id !== request.params.id) throw forbidden();
      const user = await users.findById(request.params.id);
      if (!user || user.role !== 'judge') throw notFound();
      return { data: toJudge(user) };
    },
  );
};
