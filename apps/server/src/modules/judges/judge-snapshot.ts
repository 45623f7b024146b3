import { formatJudgeId } from '@showgrid/shared/limits';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { mediaUrl } from '../media/repository.ts';
import type { JudgeRecord } from './repository.ts';

/** A judge in SPEC §3's names (ADR 002): the one place they are written, for answers and the audit log alike. */

/** The API shape of a judge; the name splits at the first space. */
export function judgeFields(judge: JudgeRecord): Judge {
  const [first = '', ...rest] = judge.fullName.split(' ');
  return {
    intJudgeId: judge.id,
    strFullName: judge.fullName,
    strFirstName: first,
    strLastName: rest.join(' '),
    strTitle: judge.title,
    strEmail: judge.email,
    strJudgeCode: formatJudgeId(judge.id),
    profilePicture: mediaUrl(judge.photoId),
    arrEventIds: judge.eventIds,
  };
}

/**
 * What the audit log keeps of a judge, before and after alike: the judge as the API shows them
 * (no password: none is in the shape). A password reset keeps only whose, and the address it went to.
 */
export type JudgeSnapshot = Pick<Judge, 'intJudgeId' | 'strEmail'> & Partial<Judge>;

export const judgeSnapshot = (judge: JudgeRecord): JudgeSnapshot => judgeFields(judge);

export const passwordResetSnapshot = (judge: JudgeRecord): JudgeSnapshot => ({ intJudgeId: judge.id, strEmail: judge.email });

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    judge: JudgeSnapshot;
  }
}
