-- The admin lists of members, reports, the audit log and data deletion requests are kept in memory for admins
-- (decision 048). Each statement that adds, changes or deletes rows of their tables notifies the table's
-- topic on channel 'top5_reads' at commit: 'members' (users: a name, an email, a count, the admin flag),
-- 'reports', 'audit_log' and 'data_deletion_requests'. Per statement, not per row: the lists are dropped
-- whole, and a statement touching many rows notifies once.
CREATE OR REPLACE FUNCTION top5_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_admin_reads AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION top5_notify_table('members');
--> statement-breakpoint
CREATE TRIGGER reports_notify_reads AFTER INSERT OR UPDATE OR DELETE ON reports
  FOR EACH STATEMENT EXECUTE FUNCTION top5_notify_table('reports');
--> statement-breakpoint
CREATE TRIGGER audit_log_notify_reads AFTER INSERT OR UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION top5_notify_table('audit_log');
--> statement-breakpoint
CREATE TRIGGER data_deletion_requests_notify_reads AFTER INSERT OR UPDATE OR DELETE ON data_deletion_requests
  FOR EACH STATEMENT EXECUTE FUNCTION top5_notify_table('data_deletion_requests');
