-- Issue #16 (the bell's poll is a request like any other): every call asks whether its sign-in
-- session still lives, and an instance may remember the answer only as long as it would hear
-- of the session's end. These triggers signal it on channel 'auth_session_ends' (delivered at
-- commit): the session's id when it is revoked, inserted already revoked or deleted (a user's
-- deletion cascades here), and 'user:<id>' when a user's status changes (a deactivation).
CREATE FUNCTION auth_session_end_signal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_session_ends', OLD.id);
  ELSIF NEW.revoked_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.revoked_at IS NULL) THEN
    PERFORM pg_notify('auth_session_ends', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_session_end_signal
AFTER INSERT OR DELETE OR UPDATE OF revoked_at ON auth_sessions
FOR EACH ROW EXECUTE FUNCTION auth_session_end_signal();
--> statement-breakpoint
CREATE FUNCTION user_status_signal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('auth_session_ends', 'user:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_status_signal
AFTER UPDATE OF status ON users
FOR EACH ROW EXECUTE FUNCTION user_status_signal();
