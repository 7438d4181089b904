-- Customer search by name (GET /customers?search=): each word of the search is a prefix of the first,
-- last or company name, case-insensitive. One index per name keeps a prefix match an index range
-- scan within the hotel (a BitmapOr of the three), whatever the number of customers.
CREATE INDEX "customers_group_last_name_lower" ON "customers" ("group_id", lower("last_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customers_group_first_name_lower" ON "customers" ("group_id", lower("first_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customers_group_company_name_lower" ON "customers" ("group_id", lower("company_name") text_pattern_ops);
