-- One inbox, one vote (ADR 017): votes compare the canonical address of
-- modules/attendee/canonical-email.ts. The function below is that rule in SQL, for the rows that
-- exist already; the app computes it for every new row. A test holds the two together.
ALTER TABLE "audience_votes" ADD COLUMN "canonical_email" text;--> statement-breakpoint
CREATE FUNCTION "showgrid_canonical_email_0006"(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN key = '' THEN address ELSE key || '@' || CASE WHEN domain = 'googlemail.com' THEN 'gmail.com' ELSE domain END END
  FROM (
    SELECT domain, CASE
      WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(split_part(local, '+', 1), '.', '')
      WHEN domain IN (
        'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'hotmail.co.uk', 'live.co.uk',
        'icloud.com', 'me.com', 'mac.com',
        'fastmail.com', 'fastmail.fm',
        'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'
      ) THEN split_part(local, '+', 1)
      ELSE local
    END AS key
    FROM (SELECT split_part(address, '@', 1) AS local, rtrim(split_part(address, '@', 2), '.') AS domain) AS parts
  ) AS canonical
$$;--> statement-breakpoint
UPDATE "audience_votes" SET "canonical_email" = "showgrid_canonical_email_0006"("email");--> statement-breakpoint
-- Two votes of one inbox at one event, cast under the old rule, both stay and both keep counting
-- (a show may be under way): the first holds the inbox's one vote, the later ones keep no key.
UPDATE "audience_votes" SET "canonical_email" = NULL
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "event_id", "canonical_email" ORDER BY "created_at", "id") AS "n"
  FROM "audience_votes"
) AS "ranked"
WHERE "ranked"."id" = "audience_votes"."id" AND "ranked"."n" > 1;--> statement-breakpoint
-- A verification made just before the upgrade still votes: it is looked up by the canonical form.
UPDATE "vote_verifications" SET "email" = "showgrid_canonical_email_0006"("email");--> statement-breakpoint
DROP FUNCTION "showgrid_canonical_email_0006"(text);--> statement-breakpoint
CREATE UNIQUE INDEX "audience_votes_event_canonical_email_idx" ON "audience_votes" USING btree ("event_id","canonical_email");
