-- Issue 37, the history import: every reservation written keeps each index of the table up to date,
-- and an imported history is a hotel's years of stays at once. The (group, lower(guest_name)
-- text_pattern_ops) index served no query: the guest filters ask "contains" (the trigram index,
-- 0005), the header search compares guest_name itself, and a sort by guest name cannot read a
-- text_pattern_ops index (its order is not the text's). It was the table's largest btree (8 MB of
-- the 50 its indexes take at 120k stays): the import wrote it ~7% of its reservations' time.
DROP INDEX IF EXISTS "reservations_guest_name_lower";
