-- Sign-up creates the profile and level rows in the same transaction as the user row
-- (docs/decisions/003-profile-rows-by-trigger.md). SPEC §3: username and display name default to
-- the part of the email before the @; a default that is already taken gets a number appended.
CREATE OR REPLACE FUNCTION create_profile_for_new_user() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  suffix integer := 1;
BEGIN
  base := nullif(btrim(NEW.username), '');
  IF base IS NULL THEN
    base := regexp_replace(split_part(NEW.email, '@', 1), '[^[:alnum:]_.-]', '', 'g');
    IF char_length(base) < 3 THEN
      base := rpad(coalesce(base, ''), 3, '_');
    END IF;
    base := left(base, 26);
  END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM profiles WHERE lower(username) = lower(candidate)) LOOP
    suffix := suffix + 1;
    candidate := base || suffix::text;
  END LOOP;

  INSERT INTO profiles (user_id, username, display_name)
  VALUES (NEW.id, candidate, coalesce(nullif(btrim(NEW.name), ''), candidate));
  INSERT INTO user_levels (user_id) VALUES (NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_created_profile
AFTER INSERT ON "user"
FOR EACH ROW EXECUTE FUNCTION create_profile_for_new_user();
