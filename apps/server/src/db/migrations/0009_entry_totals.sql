ALTER TABLE "score_entries" ADD COLUMN "total_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "score_entries" ADD COLUMN "max_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The sheets already given: their totals from their values, as totals were computed until now.
UPDATE "score_entries" e SET "total_score" = t.total, "max_score" = t.max
FROM (
  SELECT v."score_id", sum(v."score")::int AS total, sum(p."score_limit")::int AS max
  FROM "score_parameter_values" v JOIN "parameters" p ON p."id" = v."parameter_id"
  GROUP BY v."score_id"
) t
WHERE e."id" = t."score_id";
