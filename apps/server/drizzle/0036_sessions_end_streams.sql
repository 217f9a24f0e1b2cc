-- A session that ends, however it ends (sign-out, revoked, password changed or reset, a sign-in
-- replacing it, the account suspended or erased, expiry), closes its open live streams on every app
-- server within moments: the live hub's channel hears of it (lib/live.ts, an `end` for the session).
CREATE FUNCTION "sessions_end_streams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live', json_build_object('u', OLD.user_id, 'e', json_build_object('type', 'end', 'session', OLD.id))::text);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_end_streams" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "sessions_end_streams"();
