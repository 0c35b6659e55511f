DROP TABLE "result_age_group_items" CASCADE;--> statement-breakpoint
DROP TABLE "result_age_groups" CASCADE;