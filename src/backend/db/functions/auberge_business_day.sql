-- One business day: the day after the hotel's last closed day, else its calendar day in its own time
-- zone; the SQL twin of src/backend/core/business-day.ts for the rules SQL must hold.
CREATE OR REPLACE FUNCTION auberge_business_day(p_group integer, p_now timestamp with time zone DEFAULT now())
RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT max(b.day) + 1 FROM business_days b WHERE b.group_id = p_group),
    (SELECT (p_now AT TIME ZONE h.timezone)::date FROM hotels h WHERE h.group_id = p_group)
  )
$$;
