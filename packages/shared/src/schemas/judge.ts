import { z } from 'zod';

/** A judge record as the judge app loads it after login (SPEC §3). Issue "Admin catalogue" extends it. */
export const judgeSchema = z.object({
  intJudgeId: z.number().int(),
  strFullName: z.string(),
  strFirstName: z.string(),
  strLastName: z.string(),
  strTitle: z.string(),
  strEmail: z.string(),
  strJudgeCode: z.string(),
  profilePicture: z.string().nullable(),
});
export type Judge = z.infer<typeof judgeSchema>;
