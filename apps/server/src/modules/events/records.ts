import type { RegistrationSettings } from '@showgrid/shared/registration-rules';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Locale } from '@showgrid/shared/locales';
import type { Db } from '../../db/client.ts';

/** An event in the code's own names, as the repository reads it and the service takes it (ADR 002: routes map to SPEC's). */

/** The database or an open transaction: every function here runs on either. */
export type Executor = Db;

/** The panel a category has, as stored: only categories with named judges appear. */
export interface Panel {
  categoryId: number;
  judgeIds: number[];
}

export interface EventCategory {
  id: number;
  name: string;
  vehicleTypeTitle: string;
  iconId: string | null;
}

/** An event with its mappings, in the code's own names (routes map them to SPEC's). */
export interface EventRecord {
  id: number;
  title: string;
  location: string;
  coordinatorName: string;
  coordinatorPhone: string;
  description: string;
  startsAt: Date;
  /** The voting window as the organiser set it; null: by the rule from the start (@showgrid/shared/voting-window). */
  votingOpensAt: Date | null;
  votingClosesAt: Date | null;
  iconId: string | null;
  /** How its sheets are scored and ranked, and the deduction sheets' reasons (ADR 029). */
  scoring: EventScoring;
  /** Entrant registration as the organiser set it (issue 31); closed when never set up. */
  registration: RegistrationSettings;
  /** The show's language and time zone (issue 33); timeZone null: the deployment's TIME_ZONE. */
  place: EventPlace;
  categories: EventCategory[];
  judgeIds: number[];
  /** The categories whose panel names its judges (panels.ts); the others are judged by every mapped judge. */
  panels: Panel[];
}

export type EventFields = Pick<
  EventRecord,
  'title' | 'location' | 'coordinatorName' | 'coordinatorPhone' | 'description' | 'startsAt' | 'iconId'
>;

export interface EventPlace {
  locale: Locale;
  timeZone: string | null;
}

export interface EventScoring extends ScoringSettings {
  deductionReasons: string[];
}

/** A change of the voting window: each end a time, null (back to the rule) or undefined (kept). */
export interface VotingInput {
  opensAt?: Date | null;
  closesAt?: Date | null;
}

export interface EventInput {
  fields: Omit<EventFields, 'iconId'>;
  /** A new icon as base64; undefined keeps the current one. */
  icon?: string;
  categoryIds: number[];
  judgeIds: number[];
  /** Every panel of the event (panels.ts); undefined keeps the ones it has. */
  panels?: Panel[];
  /** The voting window's ends; undefined keeps them. */
  voting?: VotingInput;
  /** The scoring settings given; those left out are kept (a new event: the defaults). */
  scoring?: Partial<EventScoring>;
  /** The registration settings, whole; undefined keeps them. */
  registration?: RegistrationSettings;
  /** The language and the time zone given; each left out is kept (a new event: English, the deployment's zone). */
  place?: Partial<EventPlace>;
}
