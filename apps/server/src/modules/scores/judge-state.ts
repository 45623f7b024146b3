import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '@showgrid/shared/limits';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { entryRecord, type EntryRecord } from './repository.ts';

/**
 * What a judge already has at a vehicle, read in one statement under the judge's lock (sheet.ts
 * `lockMapping`): their entry (and whether it was entered from paper, ADR 034), whether they
 * stepped aside from the vehicle, and their judges' choices elsewhere at the event.
 */

const timestamp = z.string().transform((text) => new Date(text));
const stateSchema = z.object({
  recused: z.boolean(),
  other_choices: z.number().int(),
  entry: z
    .object({
      id: z.number().int(),
      specialNote: z.string(),
      topChoice: z.boolean(),
      editedAt: timestamp,
      updatedAt: timestamp,
      deductions: z.record(z.string(), z.array(z.object({ intPoints: z.number().int(), strReason: z.string() }))),
      fromPaper: z.boolean(),
      enteredBy: z.number().int().nullable(),
      enteredByName: z.string().nullable(),
      values: z.array(
        z.object({
          parameterId: z.number().int(),
          score: z.number().int(),
          title: z.string(),
          limit: z.number().int(),
          retired: z.boolean(),
        }),
      ),
    })
    .nullable(),
});

/** What the judge has at the vehicle, read under the judge's lock. */
export interface JudgeState {
  /** The judge's entry for the vehicle, if any. */
  existing: EntryRecord | undefined;
  recused: boolean;
  /** The judge's judges' choices of other vehicles at the event. */
  otherChoices: number;
}

/** The judge's entry for the vehicle, whether they stepped aside from it, and their choices elsewhere: one statement. */
export async function judgeState(tx: Tx, judgeId: number, eventId: number, vehicleId: number): Promise<JudgeState> {
  const result = await tx.execute(sql`
    select
      exists (select 1 from recusals r where r.event_id = ${eventId} and r.vehicle_id = ${vehicleId} and r.judge_id = ${judgeId}) as recused,
      (select count(*) from score_entries c
        where c.judge_id = ${judgeId} and c.event_id = ${eventId} and c.top_choice and c.vehicle_id <> ${vehicleId})::int as other_choices,
      (select json_build_object(
          'id', s.id, 'specialNote', s.special_note, 'topChoice', s.top_choice, 'editedAt', s.edited_at, 'updatedAt', s.updated_at, 'deductions', s.deductions,
          'fromPaper', s.from_paper, 'enteredBy', s.entered_by,
          'enteredByName', (select coalesce(nullif(u.full_name, ''), u.email) from users u where u.id = s.entered_by),
          'values', coalesce((
            select json_agg(json_build_object('parameterId', x.parameter_id, 'score', x.score, 'title', p.title, 'limit', p.score_limit, 'retired', p.retired_at is not null))
            from score_parameter_values x join parameters p on p.id = x.parameter_id where x.score_id = s.id
          ), '[]'))
        from score_entries s where s.event_id = ${eventId} and s.vehicle_id = ${vehicleId} and s.judge_id = ${judgeId}) as entry`);
  const [row] = z.array(stateSchema).parse(rowsOf(result));
  if (!row) throw new Error('the judge state query answered no row');
  const entry = row.entry;
  return {
    existing: entry ? entryRecord({ ...entry, eventId, vehicleId, judgeId }, entry.values, entry.enteredByName) : undefined,
    recused: row.recused,
    otherChoices: row.other_choices,
  };
}

/** May this sheet carry the judges-choice mark: the judge has fewer than the cap on other vehicles. */
export const choiceAllowed = (state: JudgeState): boolean => state.otherChoices < LIMITS.maxJudgesChoices;
