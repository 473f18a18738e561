-- Issue #16: the bell's unread count (SPEC §4/§9, polled every 20 s) may be kept in each
-- instance's memory; the counter's trigger now also signals which user's count changed, so
-- every instance listening drops that user's cached count (apps/api notification module).
CREATE OR REPLACE FUNCTION notification_counters_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.read_at IS NULL THEN
    UPDATE notification_counters SET unread = unread - 1 WHERE user_id = OLD.user_id;
    PERFORM pg_notify('notification_counts', OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.read_at IS NULL THEN
    INSERT INTO notification_counters (user_id, unread) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET unread = notification_counters.unread + 1;
    PERFORM pg_notify('notification_counts', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
