CREATE TABLE "topic_words" (
	"word" text PRIMARY KEY NOT NULL,
	"topic_count" integer DEFAULT 0 NOT NULL,
	"title_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- topic_words follows topics through statement triggers (decision 021): each statement adds or
-- takes away the counts of the words (lexemes of search_vector) of the rows it inserted, changed or
-- deleted, in word order (so concurrent writers lock shared words in the same order), and drops
-- the words no topic holds any more. A bulk insert costs one grouped upsert, not one per row.
CREATE OR REPLACE FUNCTION "count_topic_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text[];
	topic_deltas integer[];
	title_deltas integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(d.word ORDER BY d.word), array_agg(d.topics ORDER BY d.word), array_agg(d.titles ORDER BY d.word)
		INTO changed, topic_deltas, title_deltas
		FROM (
			SELECT w.lexeme AS word, count(*)::integer AS topics,
				(count(*) FILTER (WHERE 'A' = ANY (w.weights)))::integer AS titles
			FROM new_topics t, unnest(t.search_vector) w
			GROUP BY w.lexeme
		) d;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(d.word ORDER BY d.word), array_agg(-d.topics ORDER BY d.word), array_agg(-d.titles ORDER BY d.word)
		INTO changed, topic_deltas, title_deltas
		FROM (
			SELECT w.lexeme AS word, count(*)::integer AS topics,
				(count(*) FILTER (WHERE 'A' = ANY (w.weights)))::integer AS titles
			FROM old_topics t, unnest(t.search_vector) w
			GROUP BY w.lexeme
		) d;
	ELSE
		SELECT array_agg(d.word ORDER BY d.word), array_agg(d.topics ORDER BY d.word), array_agg(d.titles ORDER BY d.word)
		INTO changed, topic_deltas, title_deltas
		FROM (
			SELECT w.lexeme AS word, sum(v.sign)::integer AS topics,
				coalesce(sum(v.sign) FILTER (WHERE 'A' = ANY (w.weights)), 0)::integer AS titles
			FROM (
				SELECT n.search_vector AS vector, 1 AS sign
				FROM new_topics n JOIN old_topics o ON o.id = n.id
				WHERE n.search_vector IS DISTINCT FROM o.search_vector
				UNION ALL
				SELECT o.search_vector, -1
				FROM old_topics o JOIN new_topics n ON n.id = o.id
				WHERE n.search_vector IS DISTINCT FROM o.search_vector
			) v, unnest(v.vector) w
			GROUP BY w.lexeme
		) d
		WHERE d.topics <> 0 OR d.titles <> 0;
	END IF;
	IF changed IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "topic_words" AS k ("word", "topic_count", "title_count")
	SELECT * FROM unnest(changed, topic_deltas, title_deltas) ORDER BY 1
	ON CONFLICT ("word") DO UPDATE SET
		"topic_count" = k."topic_count" + excluded."topic_count",
		"title_count" = k."title_count" + excluded."title_count";
	DELETE FROM "topic_words" WHERE "word" = ANY (changed) AND "topic_count" <= 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "topic_words_insert" AFTER INSERT ON "topics" REFERENCING NEW TABLE AS new_topics
	FOR EACH STATEMENT EXECUTE FUNCTION "count_topic_words"();--> statement-breakpoint
CREATE TRIGGER "topic_words_update" AFTER UPDATE ON "topics" REFERENCING OLD TABLE AS old_topics NEW TABLE AS new_topics
	FOR EACH STATEMENT EXECUTE FUNCTION "count_topic_words"();--> statement-breakpoint
CREATE TRIGGER "topic_words_delete" AFTER DELETE ON "topics" REFERENCING OLD TABLE AS old_topics
	FOR EACH STATEMENT EXECUTE FUNCTION "count_topic_words"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clear_topic_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "topic_words";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "topic_words_truncate" AFTER TRUNCATE ON "topics"
	FOR EACH STATEMENT EXECUTE FUNCTION "clear_topic_words"();--> statement-breakpoint
INSERT INTO "topic_words" ("word", "topic_count", "title_count")
SELECT w.lexeme, count(*), count(*) FILTER (WHERE 'A' = ANY (w.weights))
FROM "topics" t, unnest(t.search_vector) w
GROUP BY w.lexeme;--> statement-breakpoint
-- The trigram index last: built from the filled table at once.
CREATE INDEX "topic_words_word_trgm_idx" ON "topic_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
