-- A session that ends, however it ends (sign-out, revoked, password changed or reset, the account
-- suspended or erased, expiry), closes its open live streams on every app server within moments:
-- the live hub's channel hears of it (lib/live.ts, an `end` for the session). A session replaced by
-- a sign-in in the same browser (plugins/sessions.ts sets app.session_replaced for that delete) is
-- `replaced`: its streams close quietly and the browser reconnects with the new session.
CREATE FUNCTION "sessions_end_streams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live', json_build_object('u', OLD.user_id, 'e', json_build_object('type', 'end', 'session', OLD.id, 'replaced', coalesce(current_setting('app.session_replaced', true), '') = 'on'))::text);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_end_streams" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "sessions_end_streams"();
