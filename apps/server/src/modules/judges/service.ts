import type { FastifyBaseLogger } from 'fastify';
import type { ChangeHook } from '../../platform/change-bus.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import type { Mailer, MailMessage } from '../../plugins/mail.ts';
import type { MediaRepository } from '../media/repository.ts';
import { duplicateEmail, isDuplicateEmail, type UsersRepository } from '../users/repository.ts';
import { passwordResetMail, welcomeMail } from './mails.ts';
import type { JudgeChange, JudgeInput } from './form.ts';
import { judgeSnapshot, passwordResetSnapshot } from './judge-snapshot.ts';
import type { JudgeRecord, JudgesRepository, SavedJudge } from './repository.ts';
import { assertJudgeUnused } from './usage.ts';

/**
 * A password a judge can copy from an e-mail or a note onto a tablet: 16 characters without
 * look-alikes (no 0/O, 1/l/I), in groups of four. About 92 bits from the CSPRNG.
 */
export function generateJudgePassword(): string {
  return (generatePassword(16).match(/.{4}/g) ?? []).join('-');
}

export interface JudgesServiceDeps {
  db: Db;
  users: UsersRepository;
  judges: JudgesRepository;
  media: MediaRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Live dashboards count each event's judges (ADR 014). */
  onChange?: ChangeHook;
}

/** Multi-word names keep single spaces, so the first/last split is stable. */
const tidyName = (name: string) => name.replace(/\s+/g, ' ');

export function createJudgesService({ db, users, judges, media, mailer, log, onChange }: JudgesServiceDeps) {
  /** Two admins saving one address at once both pass the look-up; the unique index decides. */
  async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateEmail(error)) throw duplicateEmail();
      throw error;
    }
  }

  /** Mail is a courtesy: a failure is logged and reported as not e-mailed, never fails the request. */
  async function deliver(message: MailMessage): Promise<boolean> {
    try {
      await mailer.send(message);
      return mailer.viaSmtp;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ to: message.to, subject: message.subject, reason }, 'e-mail to a judge could not be sent');
      return false;
    }
  }

  return {
    async create(actorId: number, values: JudgeInput): Promise<SavedJudge> {
      const { photo } = values;
      if (await users.findByEmail(values.email)) throw duplicateEmail();
      const generatedPassword = values.password === '' ? generateJudgePassword() : null;
      const passwordHash = await hashPassword(generatedPassword ?? values.password);

      const judge = await guardEmail(() =>
        db.transaction(async (tx) => {
          const photoId = photo ? await media.save(photo, tx) : null;
          const user = await users.create(
            { email: values.email, passwordHash, role: 'judge', fullName: tidyName(values.fullName), title: values.title, photoId },
            tx,
          );
          const created: JudgeRecord = { ...user, eventIds: [] };
          await audit(tx, { userId: actorId, action: 'create', entity: 'judge', entityId: user.id, after: judgeSnapshot(created) });
          return created;
        }),
      );

      const emailed = await deliver(welcomeMail(mailer, { name: judge.fullName, email: judge.email }, generatedPassword));
      return { judge, generatedPassword, emailed };
    },

    /** A blank password keeps the old one; a new one signs the judge's tablets out. A new photo replaces the old. */
    async update(actorId: number, values: JudgeChange): Promise<SavedJudge> {
      const { judgeId: id, photo } = values;
      if (!(await judges.findUser(id))) throw notFound();
      const holder = await users.findByEmail(values.email);
      if (holder && holder.id !== id) throw duplicateEmail();
      const passwordHash = values.password === '' ? undefined : await hashPassword(values.password);

      const judge = await guardEmail(() =>
        db.transaction(async (tx) => {
          const current = await judges.findUser(id, tx, { forUpdate: true });
          if (!current) throw notFound();
          const before = await judges.withEvents(current, tx);
          const photoId = photo ? await media.save(photo, tx) : current.photoId;
          const user = await users.update(
            id,
            {
              fullName: tidyName(values.fullName),
              title: values.title,
              email: values.email,
              photoId,
              ...(passwordHash ? { passwordHash } : {}),
            },
            tx,
          );
          if (!user) throw notFound();
          if (photo) await media.remove(current.photoId, tx);
          if (passwordHash) await users.revokeSessions(id, tx);
          const after = await judges.withEvents(user, tx);
          await audit(tx, {
            userId: actorId,
            action: 'update',
            entity: 'judge',
            entityId: id,
            before: judgeSnapshot(before),
            after: judgeSnapshot(after),
          });
          return after;
        }),
      );
      return { judge, generatedPassword: null, emailed: false };
    },

    /** Deletes a judge, their photo, their event mappings and sessions (FK cascade), unless work of theirs blocks it. */
    async remove(actorId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await judges.findUser(id, tx, { forUpdate: true });
        if (!current) throw notFound();
        const before = await judges.withEvents(current, tx);
        await assertJudgeUnused(tx, id);
        // The mappings go with the judge (cascade): every event they judged at loses a judge.
        for (const eventId of before.eventIds) await onChange?.(tx, { eventId, kind: 'mapping' });
        const removed = await users.remove(id, tx);
        await media.remove(removed?.photoId, tx);
        await audit(tx, { userId: actorId, action: 'delete', entity: 'judge', entityId: id, before: judgeSnapshot(before) });
      });
    },

    /** A fresh generated password, shown once and e-mailed; the judge's tablets are signed out. */
    async resetPassword(actorId: number, id: number): Promise<SavedJudge> {
      if (!(await judges.findUser(id))) throw notFound();
      const generatedPassword = generateJudgePassword();
      const passwordHash = await hashPassword(generatedPassword);

      const judge = await db.transaction(async (tx) => {
        const user = await judges.findUser(id, tx, { forUpdate: true });
        if (!user) throw notFound();
        const current = await judges.withEvents(user, tx);
        await users.setPassword(id, passwordHash, tx);
        await users.revokeSessions(id, tx);
        await audit(tx, {
          userId: actorId,
          action: 'reset-password',
          entity: 'judge',
          entityId: id,
          after: passwordResetSnapshot(current),
        });
        return current;
      });

      const emailed = await deliver(passwordResetMail(mailer, { name: judge.fullName, email: judge.email }, generatedPassword));
      return { judge, generatedPassword, emailed };
    },
  };
}

export type JudgesService = ReturnType<typeof createJudgesService>;
