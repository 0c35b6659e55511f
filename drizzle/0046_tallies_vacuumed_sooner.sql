-- Decision 130: the tallies every answer moves are vacuumed after 2% of their rows are dead, not PostgreSQL's
-- default 20%. An edit on a busy question updates a dozen tally rows in indexed columns (no HOT update), so
-- their dead versions pile up in every index until autovacuum comes: on the 1m dataset 232,605 dead rows in
-- result_items had not yet reached the default threshold (383,000), and the hot question's edits ran at
-- 148/s, 211/s once vacuumed.
ALTER TABLE result_items SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE public_result_items SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE result_age_group_items SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE public_result_age_group_items SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE result_item_ranks SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE public_result_item_ranks SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE result_item_spellings SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE public_result_item_spellings SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE result_age_groups SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE public_result_age_groups SET (autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE list_spellings SET (autovacuum_vacuum_scale_factor = 0.02);
