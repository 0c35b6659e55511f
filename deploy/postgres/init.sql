-- Run once when compose.yaml's PostgreSQL starts on an empty volume. Behind PgBouncer in transaction mode the
-- app cannot send its statement limits at connect (decision 101): they are the role's settings instead
-- (DB_STATEMENT_TIMEOUT_SECONDS' 10 s), and so is JIT compilation off (decision 150). Migrations set their own
-- (none) on their direct connection.
ALTER ROLE top5 SET statement_timeout = '10s';
ALTER ROLE top5 SET idle_in_transaction_session_timeout = '10s';
ALTER ROLE top5 SET jit = off;
