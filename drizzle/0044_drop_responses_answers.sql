-- Decision 125: search finds and counts the lists naming a spelling in list_spellings; this index on every
-- shown list's answers is read by nothing now, and cost five entries at every answer written.
DROP INDEX "responses_answers";
