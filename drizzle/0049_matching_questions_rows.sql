-- top5_matching_questions (0035) returns a handful of questions for most searches, at most 1,051. PostgreSQL
-- took it for its default 1,000 rows, so a search joined them to questions by reading every question into a
-- hash (1.5 ms of 3.1 for a fresh search's questions with 11,000 questions, decision 131); told of 20, it
-- reads each match by its primary key (0.6 ms).
ALTER FUNCTION top5_matching_questions(tsquery, text, text, integer) ROWS 20;
